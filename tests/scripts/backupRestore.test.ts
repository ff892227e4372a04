// `npm run backup` and `npm run restore` against the emulators: the seeded database (plus values of every type
// Firestore has, and sub-collections at any depth) goes to a file and comes back exactly; a restore replaces what
// changed since; a file that is not such a backup changes nothing.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDocuments } from '../../scripts/seed/data.mjs';
import { DOCUMENTS_ROOT, clearFirestore, deleteRaw, dumpDatabase, runScript, writeRaw, type WireFields } from './support';

const folder = mkdtempSync(path.join(tmpdir(), 'school-backup-test-'));
let fileNumber = 0;
const newFile = () => path.join(folder, `backup-${++fileNumber}.json`);

/** Values of every type, the edges of numbers included, in places the seed does not reach. */
const EDGE_DOCUMENTS: { path: string; fields: WireFields }[] = [
  {
    path: 'announcements/every-type',
    fields: {
      integer: { integerValue: '2' },
      double: { doubleValue: 2 },
      fraction: { doubleValue: 2.5 },
      largestInteger: { integerValue: '9223372036854775807' },
      beyondDoublePrecision: { integerValue: '9007199254740993' },
      notANumber: { doubleValue: 'NaN' },
      infinity: { doubleValue: 'Infinity' },
      minusInfinity: { doubleValue: '-Infinity' },
      tiny: { doubleValue: 5e-324 },
      nothing: { nullValue: null },
      yes: { booleanValue: true },
      text: { stringValue: 'தமிழ் – "quoted" \\ \n new line' },
      emptyText: { stringValue: '' },
      microseconds: { timestampValue: '2026-01-02T03:04:05.123456Z' },
      bytes: { bytesValue: 'AAEC/w==' },
      place: { geoPointValue: { latitude: 13.0827, longitude: 80.2707 } },
      pointer: { referenceValue: `${DOCUMENTS_ROOT}/announcements/annual-day-2026` },
      emptyMap: { mapValue: {} },
      emptyList: { arrayValue: {} },
      nested: {
        mapValue: {
          fields: {
            list: { arrayValue: { values: [{ integerValue: '1' }, { doubleValue: 1 }, { nullValue: null }, { mapValue: { fields: { deep: { arrayValue: { values: [{ stringValue: 'x' }] } } } } }] } },
          },
        },
      },
    },
  },
  // A sub-collection three levels down, under a seeded document.
  { path: 'admins/school/faculty/science/notes/lab-rota', fields: { week: { integerValue: '47' } } },
  // A collection the site does not know, under a document that does not exist itself (a "missing" parent).
  { path: 'old_imports/2019/rows/first', fields: { raw: { stringValue: 'kept anyway' } } },
];

/** The seeded database plus the edge documents, as the emulator holds it. */
async function seedEverything(): Promise<Map<string, WireFields>> {
  const seeded = await runScript('seed', []);
  expect(seeded.code, seeded.stderr).toBe(0);
  await writeRaw(EDGE_DOCUMENTS);
  return dumpDatabase();
}

beforeEach(async () => {
  await clearFirestore();
});

afterAll(async () => {
  await clearFirestore();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('give back every document of the seeded database after a wipe, with every value and its type unchanged', async () => {
    const before = await seedEverything();
    const expectedPaths = [...seedDocuments().map((document) => document.path), ...EDGE_DOCUMENTS.map((document) => document.path)].sort();
    expect([...before.keys()].sort()).toEqual(expectedPaths);

    const file = newFile();
    const backup = await runScript('backup', [file]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up ${expectedPaths.length} documents`);
    expect(backup.stdout).toContain('admins/school/faculty/science/notes 1');

    await clearFirestore();
    expect((await dumpDatabase()).size).toBe(0);

    const restore = await runScript('restore', [file]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${expectedPaths.length} documents`);

    const after = await dumpDatabase();
    expect([...after.keys()].sort()).toEqual(expectedPaths);
    for (const [documentPath, fields] of before) expect({ documentPath, fields: after.get(documentPath) }).toEqual({ documentPath, fields });
    // An integer stays an integer and a double a double, even when both are 2.
    expect(after.get('announcements/every-type')).toMatchObject({ integer: { integerValue: '2' }, double: { doubleValue: 2 } });
  });

  it('replace what changed since the backup: edits, additions and deletions are undone; session revocations and newer activity are kept', async () => {
    await seedEverything();
    const file = newFile();
    expect((await runScript('backup', [file])).code).toBe(0);
    const backedUp = await dumpDatabase();

    await writeRaw([
      { path: 'announcements/annual-day-2026', fields: { title: { stringValue: 'Vandalised' } } },
      { path: 'announcements/added-later', fields: { title: { stringValue: 'Added after the backup' } } },
      { path: 'admins/school/faculty/added-later', fields: { title: { stringValue: 'New department' } } },
      { path: 'session_revocations/some-user', fields: { validSince: { timestampValue: '2026-11-20T10:00:00Z' } } },
      { path: 'activity/after-backup', fields: { action: { stringValue: 'edit' }, itemId: { stringValue: 'annual-day-2026' } } },
    ]);
    await deleteRaw('achievements/cbse-results-2026');

    const restore = await runScript('restore', [file]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Deleted 2 documents that the backup did not have');
    expect(restore.stdout).toContain('Kept 1 activity entry made since the backup');

    const after = await dumpDatabase();
    const revocation = after.get('session_revocations/some-user');
    const history = after.get('activity/after-backup');
    after.delete('session_revocations/some-user');
    after.delete('activity/after-backup');
    expect(after).toEqual(backedUp);
    expect(revocation).toEqual({ validSince: { timestampValue: '2026-11-20T10:00:00Z' } });
    expect(history).toEqual({ action: { stringValue: 'edit' }, itemId: { stringValue: 'annual-day-2026' } });

    // What the database held before the restore was saved beside the file, and restores like any backup.
    const undoFiles = readdirSync(folder).filter((name) => name.startsWith(`${path.parse(file).name}.before-restore-`));
    expect(undoFiles).toHaveLength(1);
    const undo = await runScript('restore', [path.join(folder, undoFiles[0] ?? '')]);
    expect(undo.code, undo.stderr).toBe(0);
    expect((await dumpDatabase()).get('announcements/annual-day-2026')).toEqual({ title: { stringValue: 'Vandalised' } });
  });

  it('refuse a file that is not such a backup, and change nothing', async () => {
    const before = await seedEverything();
    const valid = newFile();
    expect((await runScript('backup', [valid])).code).toBe(0);
    const backup = JSON.parse(readFileSync(valid, 'utf8')) as { documents: { path: string; fields: WireFields }[] };

    const broken = {
      'not JSON': 'not a backup at all',
      'another JSON file': JSON.stringify({ name: 'school-website', version: '0.1.0' }),
      'a number in a plain JSON number instead of a typed value': JSON.stringify({
        ...backup,
        documents: [...backup.documents, { path: 'announcements/plain', fields: { priority: 2 } }],
      }),
      'a collection path instead of a document path': JSON.stringify({
        ...backup,
        documents: [...backup.documents, { path: 'announcements', fields: {} }],
      }),
    };
    for (const [kind, text] of Object.entries(broken)) {
      const file = newFile();
      writeFileSync(file, text);
      const restore = await runScript('restore', [file]);
      expect({ kind, code: restore.code }).toEqual({ kind, code: 2 });
      expect(restore.stderr).toContain(`${file} is not a backup made by npm run backup`);
      expect(restore.stderr).toContain('Nothing was changed');
    }

    const missing = await runScript('restore', [path.join(folder, 'no-such-backup.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file');

    const otherProject = newFile();
    writeFileSync(otherProject, readFileSync(valid, 'utf8').replace(/"project": "[^"]+"/, '"project": "demo-other-school"'));
    const refused = await runScript('restore', [otherProject]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is a backup of project demo-other-school');

    expect(await dumpDatabase()).toEqual(before);
  });

  it('never overwrites an existing file', async () => {
    const file = newFile();
    writeFileSync(file, 'an earlier backup');
    const backup = await runScript('backup', [file]);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain(`${file} already exists`);
    expect(readFileSync(file, 'utf8')).toBe('an earlier backup');
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
