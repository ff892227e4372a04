// What `npm run sweep-uploads` decides, apart from the calls it makes: which uploads no document references.

/** A day, in milliseconds. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `publicId` appears in `corpus` (every document's fields as JSON): a picture's address holds its public id
 * (`.../image/upload/v1/school-site/abc123.webp`, or the stand-in's `/__local-upload/files/school-site/abc123.webp`),
 * and an id followed by more of an id is another file.
 */
export function isReferenced(publicId, corpus) {
  const escaped = publicId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![A-Za-z0-9_-])`).test(corpus);
}

/**
 * The uploads to sweep: in `folder`, referenced by no document of `corpus`, and uploaded at least `olderThanDays`
 * days before `now` (a form being filled in has uploaded pictures that no document names yet).
 * @param {{ public_id: string, created_at: string, bytes: number, resource_type: string }[]} resources
 * @param {{ corpus: string, folder: string, olderThanDays: number, now: Date }} options
 */
export function unreferencedUploads(resources, { corpus, folder, olderThanDays, now }) {
  const before = now.getTime() - olderThanDays * DAY_MS;
  return resources.filter(
    (resource) =>
      resource.public_id.startsWith(`${folder}/`) && Date.parse(resource.created_at) <= before && !isReferenced(resource.public_id, corpus),
  );
}

/** `1.2 MB`, `830 KB`, `120 B`. */
export function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** `items` in groups of at most `size` (the Admin API deletes at most 100 files a request). */
export function inBatches(items, size) {
  const batches = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
