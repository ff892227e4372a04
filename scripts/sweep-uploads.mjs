// `npm run sweep-uploads [-- --older-than <days>] [--keep <backup.json>]... [--delete]`: lists the uploads in the
// site's folder (scripts/lib/cloudinary-preset.mjs: UPLOAD_FOLDER) that no document references (every collection,
// drafts and the trash included), uploaded at least <days> days ago (7 by default: a form in progress keeps its
// pictures; 0 takes every age), with each file's size and the total. `--keep` keeps what a backup still points at
// (repeatable). `--delete` removes them through the Admin API, after writing their ids to a file.
// The uploads: Cloudinary when CLOUDINARY_URL is set, else the stand-in of `npm start`. The documents: as `npm run
// backup` reads them (the emulators, or a real project with GOOGLE_APPLICATION_CREDENTIALS). Nothing outside the
// folder is ever listed or removed, and a file that a document names is never removed.
import { readFileSync, writeFileSync } from 'node:fs';
import { adminTarget, fail } from './lib/admin-target.mjs';
import { parseBackup } from './lib/backup-format.mjs';
import { UPLOAD_FOLDER } from './lib/cloudinary-preset.mjs';
import { cloudinaryClient, failureText } from './lib/cloudinary-target.mjs';
import { firestoreAdmin } from './lib/firestore-admin-rest.mjs';
import { formatBytes, inBatches, unreferencedUploads } from './lib/sweep-uploads.mjs';

const USAGE = 'Usage: npm run sweep-uploads [-- --older-than <days>] [--keep <backup.json>]... [--delete]';

function parseArgs(args) {
  const options = { olderThanDays: 7, keep: [], delete: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--delete') options.delete = true;
    else if (arg === '--older-than' || arg === '--keep') {
      const value = args[(index += 1)];
      if (value === undefined) fail(`${arg} needs a value. ${USAGE}`, 2);
      if (arg === '--keep') options.keep.push(value);
      else {
        options.olderThanDays = Number(value);
        if (!/^\d+(\.\d+)?$/.test(value)) fail(`--older-than takes a number of days (0 or more), not "${value}". ${USAGE}`, 2);
      }
    } else fail(`Not understood: ${arg}. ${USAGE}`, 2);
  }
  return options;
}

/** Every upload of `resourceType` in the site's folder, page after page. */
async function listUploads(cloudinary, resourceType) {
  const resources = [];
  let cursor;
  do {
    const page = await cloudinary.api.resources({ resource_type: resourceType, type: 'upload', prefix: `${UPLOAD_FOLDER}/`, max_results: 500, next_cursor: cursor });
    resources.push(...page.resources);
    cursor = page.next_cursor;
  } while (cursor);
  return resources;
}

/** Every document's fields as JSON, those of the backups to keep included: the text the uploads are looked for in. */
async function referencesCorpus(keep) {
  const project = await adminTarget(['firestore']);
  const documents = await firestoreAdmin(project).listAllDocuments({ skipCollections: [] });
  const texts = documents.map((document) => JSON.stringify(document.fields));
  for (const file of keep) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      fail(`Could not read the backup ${file}: ${error.message}. Nothing was listed or removed.`);
    }
    const parsed = parseBackup(text);
    if (!parsed.ok) fail(`${file} is not a backup this site wrote: ${parsed.reason}. Nothing was listed or removed.`);
    texts.push(...parsed.backup.documents.map((document) => JSON.stringify(document.fields)));
  }
  return { corpus: texts.join('\n'), where: project.where, count: documents.length };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { cloudinary, target, local } = await cloudinaryClient();
  const { corpus, where, count } = await referencesCorpus(options.keep);
  let uploads;
  try {
    uploads = [...(await listUploads(cloudinary, 'image')), ...(await listUploads(cloudinary, 'raw'))];
  } catch (error) {
    fail(`Could not list the uploads on ${target}: ${failureText(error, local)}`);
  }
  const swept = unreferencedUploads(uploads, { corpus, folder: UPLOAD_FOLDER, olderThanDays: options.olderThanDays, now: new Date() });
  const total = swept.reduce((sum, upload) => sum + upload.bytes, 0);

  console.log(`${uploads.length} uploads in "${UPLOAD_FOLDER}/" on ${target}; ${count} documents in ${where}${options.keep.length ? `, and ${options.keep.length} backup(s) kept` : ''}.`);
  console.log(`${swept.length} no document references, uploaded more than ${options.olderThanDays} days ago:`);
  for (const upload of swept) console.log(`  ${upload.public_id} (${upload.resource_type}, ${formatBytes(upload.bytes)}, uploaded ${upload.created_at})`);
  console.log(`Total: ${formatBytes(total)}.`);
  if (!options.delete || swept.length === 0) {
    if (swept.length > 0) console.log('Nothing was removed. Add --delete to remove them.');
    return;
  }

  const record = `uploads-swept-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(record, `${JSON.stringify(swept.map(({ public_id, resource_type, bytes, created_at }) => ({ public_id, resource_type, bytes, created_at })), null, 2)}\n`, { flag: 'wx' });
  console.log(`The list is in ${record}. Removing...`);
  let removed = 0;
  for (const resourceType of ['image', 'raw']) {
    const ids = swept.filter((upload) => upload.resource_type === resourceType).map((upload) => upload.public_id);
    for (const batch of inBatches(ids, 100)) {
      try {
        const answer = await cloudinary.api.delete_resources(batch, { resource_type: resourceType, type: 'upload' });
        removed += Object.values(answer.deleted ?? {}).filter((status) => status === 'deleted').length;
      } catch (error) {
        fail(`Removed ${removed} of ${swept.length}, then the upload host refused: ${failureText(error, local)}. Run the sweep again to finish.`);
      }
    }
  }
  console.log(`Removed ${removed} of ${swept.length} uploads (${formatBytes(total)}). They cannot be brought back.`);
}

await main();
