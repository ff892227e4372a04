// `npm run backup -- <file.json>`: writes every document of the database, sub-collections at any depth included,
// into a new JSON file that `npm run restore` reads back (the format: scripts/lib/backup-format.mjs).
// Against the Firestore emulator by default; against a real project with the same credentials as grant-admin
// (GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_PROJECT_ID). The documents are read one collection after another,
// not at one instant: run it when nobody is editing.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminTarget, fail } from './lib/admin-target.mjs';
import { UNTOUCHED_COLLECTIONS, countByCollection, formatBackup } from './lib/backup-format.mjs';
import { firestoreAdmin } from './lib/firestore-admin-rest.mjs';

async function main() {
  const file = process.argv[2]?.trim();
  if (!file) fail('Usage: npm run backup -- <file.json>', 2);
  const target = path.resolve(file);
  if (existsSync(target)) fail(`${file} already exists: give the backup a new file name (a backup never overwrites a file).`, 2);
  if (!existsSync(path.dirname(target))) fail(`The folder of ${file} does not exist: create it first.`, 2);

  const project = await adminTarget(['firestore']);
  const documents = await firestoreAdmin(project).listAllDocuments({ skipCollections: UNTOUCHED_COLLECTIONS });
  const text = formatBackup({ projectId: project.projectId, createdAt: new Date(), documents });

  // Written beside the target, then renamed: a failed backup never leaves half a file under the chosen name.
  const partial = `${target}.partial`;
  writeFileSync(partial, text, { flag: 'wx' });
  renameSync(partial, target);

  console.log(`Backed up ${documents.length} documents of ${project.where} into ${file}: ${countByCollection(documents)}.`);
  if (documents.length === 0) console.log('The database is empty: is this the project you meant?');
}

try {
  await main();
} catch (error) {
  fail(`The backup failed, and no backup file was written: ${error.message}`);
}
