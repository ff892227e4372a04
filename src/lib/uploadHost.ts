/**
 * Where the pictures and PDFs the site shows as its own may come from: the site's own Cloudinary cloud
 * (`https://res.cloudinary.com/<cloud>/…`, where every upload goes) or a path of this site (the demo's pictures, the
 * local upload stand-in). A link or the Pay Now address may go to any https site; an upload may not, so that a
 * picture on a notice cannot be a tracking pixel or a page of another host. firestore.rules' `isUpload` holds the
 * same: its `uploadCloud()` names the cloud, UPLOADS_CLOUD_FOR_EMULATORS (config.ts) as committed (`npm run rules`),
 * the `VITE_CLOUDINARY_CLOUD_NAME` of `.env` in the rules `npm run deploy` and `npm start` load
 * (scripts/lib/upload-cloud.mjs).
 */

/** A dot segment in an address's path (`/demo/../other/` is `/other/`), as `.`, `..` or the same written `%2e`. */
const DOT_SEGMENT = /^[^?#]*\/(?:\.|%2e){1,2}(?:[/?#]|$)/i;

/**
 * Whether `address` (as the site stores it: webAddress.ts) is an upload of the cloud `cloud`, or a path of this site.
 */
export function isUploadAddress(address: string, cloud: string): boolean {
  const own = address.startsWith(`https://res.cloudinary.com/${cloud}/`) || (address.startsWith('/') && !address.startsWith('//'));
  return own && !DOT_SEGMENT.test(address);
}

/** What the admin is told when a picture or PDF is not on the site's own host. */
export const UPLOAD_RULE = 'a picture or PDF uploaded here (the site keeps them on its own image host): remove it and upload the file again';
