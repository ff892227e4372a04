// What an administrator may store in disclosure_documents beyond the checks the field table generates: the
// 'Updated on' date as an ISO date, updatedAt on every write, and the two writes the admin page makes at once when
// it moves a document (both orders in one batch).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { POSTED, fixture, without } from './fixtures';
import { activityEntry, dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const { path: PATH, valid: VALID } = fixture('disclosure_documents');

describe("documentDate ('Updated on')", () => {
  it.each([
    ['a day of the month', '12'],
    ['a written date', '12 June 2026'],
    ['day first', '12-06-2026'],
    ['slashes', '2026/06/12'],
    ['a month without its zero', '2026-6-12'],
    ['a day without its zero', '2026-06-1'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 32', '2026-01-32'],
    ['day 00', '2026-01-00'],
    ['a time after the date', '2026-06-12T10:00:00Z'],
    ['space after the date', '2026-06-12 '],
    ['the year 1899', '1899-12-31'],
    ['the year 2100', '2100-01-01'],
    ['30 February', '2026-02-30'],
    ['31 April', '2026-04-31'],
    ['29 February of a year that is not a leap year', '2025-02-29'],
    ['29 February 1900 (not a leap year)', '1900-02-29'],
    ['an empty text', ''],
    ['a number', 20260612],
  ])('refuses %s', async (_kind, value) => {
    await expectRefused(environment(), admin, PATH, { ...VALID, documentDate: value }, VALID);
  });

  it('refuses a document without one', async () => {
    await expectRefused(environment(), admin, PATH, without(VALID, 'documentDate'), VALID);
  });

  it.each(['2026-06-12', '1998-01-31', '2000-02-29', '2024-02-29', '2026-02-28', '2026-04-30', '2026-12-31', '2099-12-31', '1900-01-01', '2026-10-20', '2026-11-30'])('accepts %s', async (value) => {
    await assertSucceeds(setDoc(doc(admin, PATH), { ...VALID, documentDate: value }));
  });
});

describe('updatedAt, on every write', () => {
  it('refuses a new document without it, or with a time of its own', async () => {
    await expectRefused(environment(), admin, PATH, without(VALID, 'updatedAt'), VALID);
    await expectRefused(environment(), admin, PATH, { ...VALID, updatedAt: POSTED }, VALID);
  });

  it('refuses an edit that leaves the earlier updatedAt, accepts one that sets the server time', async () => {
    await seed(environment(), [{ path: PATH, data: { ...VALID, updatedAt: POSTED } }]);
    await assertFails(updateDoc(doc(admin, PATH), { title: 'Renamed' }));
    await assertFails(updateDoc(doc(admin, PATH), { title: 'Renamed', updatedAt: POSTED }));
    await assertSucceeds(updateDoc(doc(admin, PATH), { title: 'Renamed', updatedAt: serverTimestamp() }));
  });
});

describe('the writes the admin page makes', () => {
  it('adds a document without a description, and removes a description on edit', async () => {
    await assertSucceeds(setDoc(doc(admin, PATH), without(VALID, 'description')));
    await assertSucceeds(updateDoc(doc(admin, PATH), { description: 'Added later.', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, PATH), { description: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('swaps the orders of two documents in one batch', async () => {
    const second = 'disclosure_documents/d2';
    await seed(environment(), [
      { path: PATH, data: { ...VALID, updatedAt: POSTED } },
      { path: second, data: { ...VALID, title: 'Collaborations', order: 2, updatedAt: POSTED } },
    ]);
    const batch = writeBatch(admin);
    for (const [path, order] of [[PATH, 2], [second, 1]] as const) {
      const entry = doc(collection(admin, 'activity'));
      batch.set(entry, activityEntry(doc(admin, path), 'reorder'));
      batch.update(doc(admin, path), { order, updatedAt: serverTimestamp(), lastActivity: entry.id });
    }
    await assertSucceeds(batch.commit());
  });
});
