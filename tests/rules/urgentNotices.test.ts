// Urgent notices: urgentUntil, optional on an announcement, is when it stops standing at the top of every page: a
// timestamp after its datePosted and at most 7 days later. A draft (dated 31 December 9999) cannot be urgent, and an
// edit is checked on the whole resulting document, so moving datePosted cannot leave the end outside that window.
// Visitors (anonymous, or signed in without the claim) write none of it, and read the urgent notices with the query
// the site asks (urgentUntil > now and datePosted <= now): never one scheduled for later.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection, deleteField, doc, getDocs, limit, orderBy, query, serverTimestamp, Timestamp, where, type DocumentData, type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { POSTED, fixture } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc, visitorRestQuery } from './support';

const environment = rulesEnvironmentForFile();
const { path: PATH, valid: ANNOUNCEMENT } = fixture('announcements');

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const DRAFT_DATE = Timestamp.fromMillis(253_402_214_400_000);

/** `time` moved by `millis` (earlier when negative). */
const after = (time: Timestamp, millis: number) => Timestamp.fromMillis(time.toMillis() + millis);
/** The time `millis` from now. */
const fromNow = (millis: number) => Timestamp.fromMillis(Date.now() + millis);
const urgent = (datePosted: unknown, urgentUntil: unknown): DocumentData => ({ ...ANNOUNCEMENT, datePosted, urgentUntil });

describe('an administrator marking a notice urgent', () => {
  let admin: Firestore;

  beforeEach(() => {
    admin = dbAs(environment(), 'admin');
  });

  it.each([
    ['a minute after it is posted', urgent(POSTED, after(POSTED, MINUTE))],
    ['exactly 7 days after it is posted', urgent(POSTED, after(POSTED, WEEK))],
    ['the day after a scheduled notice appears tomorrow', urgent(fromNow(DAY), fromNow(2 * DAY))],
    ['later today, posted now (the server’s time)', urgent(serverTimestamp(), fromNow(HOUR))],
  ])('accepts an end %s', async (_when, data) => {
    await assertSucceeds(setDoc(doc(admin, PATH), data, 'urgent'));
  });

  it.each([
    ['at the time it is posted', urgent(POSTED, POSTED)],
    ['before it is posted', urgent(POSTED, after(POSTED, -MINUTE))],
    ['7 days and 1 ms after it is posted', urgent(POSTED, after(POSTED, WEEK + 1))],
    ['7 days and a second after it is posted', urgent(POSTED, after(POSTED, WEEK + SECOND))],
    ['already past, posted now (the server’s time)', urgent(serverTimestamp(), fromNow(-MINUTE))],
    ['as text', urgent(POSTED, '2025-06-02T18:00:00Z')],
    ['as milliseconds', urgent(POSTED, POSTED.toMillis() + HOUR)],
    ['as a map shaped like a timestamp', urgent(POSTED, { seconds: POSTED.seconds + 3600, nanoseconds: 0 })],
    ['as a list of one time', urgent(POSTED, [after(POSTED, HOUR)])],
    ['as true', urgent(POSTED, true)],
    ['as null', urgent(POSTED, null)],
    ['on a draft (dated 31 December 9999), an hour after its date', { ...urgent(DRAFT_DATE, after(DRAFT_DATE, HOUR)), draft: true }],
    ['on a draft, tomorrow', { ...urgent(DRAFT_DATE, fromNow(DAY)), draft: true }],
  ])('refuses an end %s', async (_when, data) => {
    await expectRefused(environment(), admin, PATH, data, ANNOUNCEMENT);
  });

  describe('an edit of an urgent notice (the whole resulting notice is checked)', () => {
    const END = after(POSTED, DAY);

    beforeEach(async () => {
      await seed(environment(), [{ path: PATH, data: { ...urgent(POSTED, END), updatedAt: POSTED } }]);
    });

    const edit = (changes: DocumentData, action = 'edit') => updateDoc(doc(admin, PATH), { ...changes, updatedAt: serverTimestamp() }, action);

    it.each([
      ['to after its end', { datePosted: after(END, HOUR) }],
      ['to its end', { datePosted: END }],
      ['more than 7 days before its end', { datePosted: after(END, -WEEK - MINUTE) }],
      ['to the draft date (saved as a draft, still urgent)', { draft: true, datePosted: DRAFT_DATE }],
    ])('refuses moving datePosted %s', async (_where, changes) => {
      await assertFails(edit(changes));
    });

    it('accepts moving datePosted to exactly 7 days before its end, and a change of the text alone', async () => {
      await assertSucceeds(edit({ datePosted: after(END, -WEEK) }));
      await assertSucceeds(edit({ title: 'Rain holiday: school closed today' }));
    });

    it('accepts moving the end, taking it away (no longer urgent), and saving as a draft without it', async () => {
      await assertSucceeds(edit({ urgentUntil: after(END, DAY) }, 'urgent'));
      await assertSucceeds(edit({ urgentUntil: deleteField() }, 'notUrgent'));
      await seed(environment(), [{ path: PATH, data: { ...urgent(POSTED, END), updatedAt: POSTED } }]);
      await assertSucceeds(edit({ draft: true, datePosted: DRAFT_DATE, urgentUntil: deleteField() }, 'draft'));
    });
  });
});

describe.each(['anonymous', 'staff'] as const)('%s', (role) => {
  it('cannot mark a notice urgent, new or stored, nor unmark one', async () => {
    const visitor = dbAs(environment(), role);
    await assertFails(setDoc(doc(visitor, PATH), urgent(POSTED, after(POSTED, HOUR)), 'urgent'));
    await seed(environment(), [{ path: PATH, data: { ...ANNOUNCEMENT, updatedAt: POSTED } }]);
    await assertFails(updateDoc(doc(visitor, PATH), { urgentUntil: after(POSTED, HOUR), updatedAt: serverTimestamp() }, 'urgent'));
    await seed(environment(), [{ path: PATH, data: { ...urgent(POSTED, after(POSTED, HOUR)), updatedAt: POSTED } }]);
    await assertFails(updateDoc(doc(visitor, PATH), { urgentUntil: deleteField(), updatedAt: serverTimestamp() }, 'notUrgent'));
  });
});

describe('the urgent notices visitors read', () => {
  // Urgent now, and the notices that must never come back to a visitor: newest first.
  beforeEach(async () => {
    await seed(environment(), [
      { path: 'announcements/urgent-now', data: urgent(fromNow(-HOUR), fromNow(HOUR)) },
      { path: 'announcements/urgent-earlier', data: urgent(fromNow(-3 * HOUR), fromNow(2 * HOUR)) },
      { path: 'announcements/urgent-later', data: urgent(fromNow(HOUR), fromNow(DAY)) },
      { path: 'announcements/urgent-over', data: urgent(fromNow(-2 * DAY), fromNow(-DAY)) },
      { path: 'announcements/not-urgent', data: { ...ANNOUNCEMENT, datePosted: fromNow(-MINUTE) } },
      // Made by hand: the rules refuse an urgent draft to everyone (above).
      { path: 'announcements/urgent-draft', data: { ...urgent(DRAFT_DATE, after(DRAFT_DATE, HOUR)), draft: true } },
    ]);
  });

  const URGENT_NOW = ['urgent-now', 'urgent-earlier'];

  describe.each(['anonymous', 'staff'] as const)('as %s reads them with the SDK', (role) => {
    const urgentQuery = (db: Firestore, ...filters: QueryFieldFilterConstraint[]) =>
      query(collection(db, 'announcements'), where('urgentUntil', '>', Timestamp.now()), ...filters, orderBy('datePosted', 'desc'), limit(3));

    it('are those urgent now and posted up to now, newest first: never a scheduled one, one that is over or a draft', async () => {
      const answer = await assertSucceeds(getDocs(urgentQuery(dbAs(environment(), role), where('datePosted', '<=', Timestamp.now()))));
      expect(answer.docs.map(({ id }) => id)).toEqual(URGENT_NOW);
    });

    it('cannot be asked for without datePosted <= now, or up to tomorrow', async () => {
      const db = dbAs(environment(), role);
      await assertFails(getDocs(urgentQuery(db)));
      await assertFails(getDocs(urgentQuery(db, where('datePosted', '<=', fromNow(DAY)))));
    });
  });

  describe('over REST, as the public pages ask (no credentials, a field mask)', () => {
    const filter = (field: string, op: string, time: Timestamp) => ({ fieldFilter: { field: { fieldPath: field }, op, value: { timestampValue: time.toDate().toISOString() } } });
    const urgentQuery = (...filters: object[]) => ({
      from: [{ collectionId: 'announcements' }],
      select: { fields: ['title', 'datePosted', 'urgentUntil'].map((fieldPath) => ({ fieldPath })) },
      where: { compositeFilter: { op: 'AND', filters: [filter('urgentUntil', 'GREATER_THAN', Timestamp.now()), ...filters] } },
      orderBy: [{ field: { fieldPath: 'datePosted' }, direction: 'DESCENDING' }],
      limit: 3,
    });

    it('are those urgent now and posted up to now; the query without datePosted <= now is refused', async () => {
      expect(await visitorRestQuery(urgentQuery(filter('datePosted', 'LESS_THAN_OR_EQUAL', Timestamp.now())))).toEqual({ status: 200, ids: URGENT_NOW });
      expect(await visitorRestQuery(urgentQuery())).toEqual({ status: 403, ids: [] });
    });
  });
});
