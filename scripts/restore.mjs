// `npm run restore -- <file.json>`: puts the database back exactly as a backup of `npm run backup` holds it.
// It REPLACES, it does not merge: every document of the file is written whole (fields it lacks are removed), and
// every document the database holds that the file does not is deleted, except the activity log's entries (history is
// not rewritten: a restore is itself content going back, not the log). `session_revocations` is left as it is
// (an older copy must not undo `npm run revoke-admin`). Before writing, the database's current contents are saved
// beside the file (`<file>.before-restore-<time>.json`), so a restore can itself be undone.
// Writes go in atomic batches of up to 500; a restore that stops half-way says so and can simply be run again.
// Against the Firestore emulator by default; against a real project with the same credentials as grant-admin.
// A backup of another project is refused unless --into-other-project is given.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminTarget, fail } from './lib/admin-target.mjs';
import { UNTOUCHED_COLLECTIONS, countByCollection, formatBackup, moveReferences, parseBackup } from './lib/backup-format.mjs';
import { firestoreAdmin } from './lib/firestore-admin-rest.mjs';

const USAGE = 'Usage: npm run restore -- <file.json> [--into-other-project]';

/** An entry of the activity log (activity/{id}): a restore keeps the ones the backup lacks. */
const isActivityEntry = (documentPath) => /^activity\/[^/]+$/.test(documentPath);

function readBackup(file) {
  if (!existsSync(file)) fail(`No such file: ${file}`, 2);
  const parsed = parseBackup(readFileSync(file, 'utf8'));
  if (!parsed.ok) fail(`${file} is not a backup made by npm run backup: ${parsed.reason}. Nothing was changed.`, 2);
  return parsed.backup;
}

function undoFileName(file) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const parsed = path.parse(path.resolve(file));
  return path.join(parsed.dir, `${parsed.name}.before-restore-${stamp}.json`);
}

async function main() {
  const args = process.argv.slice(2);
  const intoOtherProject = args.includes('--into-other-project');
  const files = args.filter((arg) => arg !== '--into-other-project');
  if (files.length !== 1 || files[0].startsWith('--')) fail(USAGE, 2);
  const [file] = files;

  const backup = readBackup(file);
  const project = await adminTarget(['firestore']);
  if (backup.projectId !== project.projectId && !intoOtherProject) {
    fail(
      `${file} is a backup of project ${backup.projectId}, not of ${project.projectId}. Nothing was changed. ` +
        'To copy it into this project anyway, run again with --into-other-project.',
      2,
    );
  }

  const firestore = firestoreAdmin(project);
  const fromRoot = `projects/${backup.projectId}/databases/(default)/documents`;
  const documents = backup.documents
    .filter(({ path: documentPath }) => !UNTOUCHED_COLLECTIONS.includes(documentPath.split('/')[0]))
    .map(({ path: documentPath, fields }) => ({ path: documentPath, fields: moveReferences(fields, fromRoot, firestore.documentsRoot) }));

  const current = await firestore.listAllDocuments({ skipCollections: UNTOUCHED_COLLECTIONS });
  const undoFile = undoFileName(file);
  writeFileSync(undoFile, formatBackup({ projectId: project.projectId, createdAt: new Date(), documents: current }), { flag: 'wx' });

  // History is not rewritten: the activity entries made since the backup stay (only the content goes back).
  const inBackup = new Set(documents.map((document) => document.path));
  const newer = current.filter((document) => !inBackup.has(document.path));
  const history = newer.filter((document) => isActivityEntry(document.path));
  const extra = newer.filter((document) => !isActivityEntry(document.path));
  const writes = [...documents.map(firestore.replaceWrite), ...extra.map((document) => firestore.deleteWrite(document.path))];

  let done = 0;
  try {
    await firestore.commitAll(writes, (count) => {
      done = count;
    });
  } catch (error) {
    fail(
      `The restore stopped after ${done} of ${writes.length} writes: ${error.message}\n` +
        `The database is partly restored. Run the same command again to finish it, or restore ${undoFile} to go back.`,
    );
  }

  console.log(`Restored ${documents.length} documents into ${project.where} from ${file} (backed up ${backup.createdAt}): ${countByCollection(documents)}.`);
  console.log(`Deleted ${extra.length} document${extra.length === 1 ? '' : 's'} that the backup did not have${extra.length ? `: ${countByCollection(extra)}` : ''}.`);
  if (history.length > 0) console.log(`Kept ${history.length} activity entr${history.length === 1 ? 'y' : 'ies'} made since the backup: the history is not rewritten.`);
  console.log(`What the database held before: ${undoFile}`);
}

try {
  await main();
} catch (error) {
  fail(`The restore failed before writing anything: ${error.message}`);
}
