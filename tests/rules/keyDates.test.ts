// What an administrator may store in key_dates beyond the checks the field table generates: ISO dates with the end
// on or after the start and at most a year later, one of the five kinds, an id of the start's year and a number from
// 1 to 300 (at most 300 dates a year), updatedAt on every write.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { POSTED, fixture, without } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, setDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const { path: PATH, valid: VALID } = fixture('key_dates');

describe('the days', () => {
  it.each([
    ['an end before the start', { start: '2026-12-24', end: '2026-12-23' }],
    ['an end more than a year after the start', { start: '2026-12-24', end: '2027-12-25' }],
    ['a start that is no ISO date', { start: '24 December 2026' }],
    ['an end that is no ISO date', { end: '2027/01/03' }],
    ['a start with a time', { start: '2026-12-24T00:00:00Z' }],
    ['an empty end', { end: '' }],
    // Within the range by string order, so that only the form of the end refuses them.
    ['an end with a space after it', { end: '2026-12-31 ' }],
    ['an end with a time', { end: '2026-12-31T10:00:00Z' }],
  ])('refuses %s', async (_kind, days) => {
    await expectRefused(environment(), admin, PATH, { ...VALID, ...days }, VALID);
  });

  it('refuses a date without its end', async () => {
    await expectRefused(environment(), admin, PATH, without(VALID, 'end'), VALID);
  });

  it.each([
    ['a single day', { start: '2026-11-14', end: '2026-11-14' }],
    ['a range across a month end', { start: '2026-09-28', end: '2026-10-09' }],
    ['a range of exactly a year', { start: '2026-06-01', end: '2027-06-01' }],
  ])('accepts %s', async (_kind, days) => {
    await assertSucceeds(setDoc(doc(admin, PATH), { ...VALID, ...days }));
  });
});

describe('the kind', () => {
  it.each(['holiday', 'Vacation', '', 'PTM ', 3])('refuses %j', async (kind) => {
    await expectRefused(environment(), admin, PATH, { ...VALID, kind }, VALID);
  });

  it.each(['Holiday', 'Exam', 'Event', 'PTM', 'Other'])('accepts %s', async (kind) => {
    await assertSucceeds(setDoc(doc(admin, PATH), { ...VALID, kind }));
  });
});

describe('the id: the year of the start and a number from 1 to 300', () => {
  it.each(['key_dates/2026-0', 'key_dates/2026-301', 'key_dates/2026-1000', 'key_dates/2027-1', 'key_dates/2026', 'key_dates/2026-01', 'key_dates/abc'])(
    'refuses %s for a date starting in 2026',
    async (path) => {
      await expectRefused(environment(), admin, path, VALID, VALID);
    },
  );

  it.each(['key_dates/2026-1', 'key_dates/2026-99', 'key_dates/2026-300'])('accepts %s', async (path) => {
    await assertSucceeds(setDoc(doc(admin, path), VALID));
  });
});

describe('updatedAt and the note', () => {
  it('refuses a date without updatedAt, or with a time of its own', async () => {
    await expectRefused(environment(), admin, PATH, without(VALID, 'updatedAt'), VALID);
    await expectRefused(environment(), admin, PATH, { ...VALID, updatedAt: POSTED }, VALID);
  });

  it('accepts a date without a note', async () => {
    await assertSucceeds(setDoc(doc(admin, PATH), without(VALID, 'note')));
  });
});
