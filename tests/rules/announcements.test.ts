// Drafts and scheduled notices: a visitor (anonymous, or signed in without the claim) reads an announcement only
// once it is dated now or earlier, by id or by query, whatever the query asks; an administrator reads them all. A
// draft is dated 31 December 9999, so it is never a visitor's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, Timestamp, where, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { POSTED, fixture } from './fixtures';
import { dbAs, expectRefused, seed, rulesEnvironmentForFile, setDoc, visitorRestGet } from './support';

const environment = rulesEnvironmentForFile();
const ANNOUNCEMENT = fixture('announcements').valid;
const DRAFT_DATE = Timestamp.fromMillis(253_402_214_400_000);
const HOUR = 3600 * 1000;
const TOMORROW = () => Timestamp.fromMillis(Date.now() + 24 * HOUR);

beforeEach(async () => {
  await seed(environment(), [
    { path: 'announcements/published', data: ANNOUNCEMENT },
    { path: 'announcements/scheduled', data: { ...ANNOUNCEMENT, datePosted: TOMORROW() } },
    { path: 'announcements/draft', data: { ...ANNOUNCEMENT, draft: true, datePosted: DRAFT_DATE } },
  ]);
});

const active = (db: Firestore) => query(collection(db, 'announcements'), where('archived', '==', false), orderBy('datePosted', 'desc'));

describe.each(['anonymous', 'staff'] as const)('%s', (role) => {
  it('reads a published announcement by id, and not a scheduled one or a draft', async () => {
    const db = dbAs(environment(), role);
    await assertSucceeds(getDoc(doc(db, 'announcements/published')));
    await assertFails(getDoc(doc(db, 'announcements/scheduled')));
    await assertFails(getDoc(doc(db, 'announcements/draft')));
  });

  it('lists announcements dated up to now, and no query that could include later ones', async () => {
    const db = dbAs(environment(), role);
    await assertSucceeds(getDocs(query(active(db), where('datePosted', '<=', Timestamp.now()), limit(3))));
    await assertFails(getDocs(active(db)));
    await assertFails(getDocs(query(active(db), limit(3))));
    await assertFails(getDocs(query(active(db), where('datePosted', '<=', TOMORROW()))));
    await assertFails(getDocs(query(collection(db, 'announcements'), where('draft', '==', true))));
  });
});

describe('an administrator', () => {
  it('reads drafts and scheduled announcements, by id and by any query', async () => {
    const db = dbAs(environment(), 'admin');
    await assertSucceeds(getDoc(doc(db, 'announcements/scheduled')));
    await assertSucceeds(getDoc(doc(db, 'announcements/draft')));
    await assertSucceeds(getDocs(collection(db, 'announcements')));
  });

  it('saves a draft dated 31 December 9999, and no draft dated otherwise', async () => {
    const admin = dbAs(environment(), 'admin');
    await assertSucceeds(setDoc(doc(admin, 'announcements/new-draft'), { ...ANNOUNCEMENT, draft: true, datePosted: DRAFT_DATE }, 'draft'));
    await expectRefused(environment(), admin, 'announcements/bad-draft', { ...ANNOUNCEMENT, draft: true, datePosted: POSTED }, ANNOUNCEMENT);
    await expectRefused(environment(), admin, 'announcements/bad-draft', { ...ANNOUNCEMENT, draft: true, datePosted: TOMORROW() }, ANNOUNCEMENT);
  });

  it.each([
    ['draft: false', { draft: false }],
    ['draft as text', { draft: 'true', datePosted: DRAFT_DATE }],
    ['takeDownAt as text', { takeDownAt: '2026-12-01' }],
    ['takeDownAt as milliseconds', { takeDownAt: 1_796_000_000_000 }],
  ])('refuses %s', async (_name, changes) => {
    await expectRefused(environment(), dbAs(environment(), 'admin'), 'announcements/odd', { ...ANNOUNCEMENT, ...changes }, ANNOUNCEMENT);
  });

  it('schedules an announcement, and gives one a take-down time', async () => {
    const admin = dbAs(environment(), 'admin');
    await assertSucceeds(setDoc(doc(admin, 'announcements/later'), { ...ANNOUNCEMENT, datePosted: TOMORROW() }, 'schedule'));
    await assertSucceeds(setDoc(doc(admin, 'announcements/next-week'), { ...ANNOUNCEMENT, datePosted: Timestamp.fromMillis(Date.now() + 7 * 24 * HOUR) }, 'schedule'));
    await assertSucceeds(setDoc(doc(admin, 'announcements/ends'), { ...ANNOUNCEMENT, takeDownAt: TOMORROW() }, 'add'));
    await assertSucceeds(setDoc(doc(admin, 'announcements/draft-ends'), { ...ANNOUNCEMENT, draft: true, datePosted: DRAFT_DATE, takeDownAt: POSTED }, 'draft'));
  });

  it('refuses the draft date without draft: true', async () => {
    await expectRefused(environment(), dbAs(environment(), 'admin'), 'announcements/odd', { ...ANNOUNCEMENT, datePosted: DRAFT_DATE }, ANNOUNCEMENT);
  });

  it('refuses a take-down at or before the notice appears', async () => {
    const admin = dbAs(environment(), 'admin');
    await expectRefused(environment(), admin, 'announcements/odd', { ...ANNOUNCEMENT, takeDownAt: POSTED }, ANNOUNCEMENT);
    await expectRefused(environment(), admin, 'announcements/odd', { ...ANNOUNCEMENT, datePosted: TOMORROW(), takeDownAt: Timestamp.fromMillis(Date.now() + 2 * HOUR) }, ANNOUNCEMENT);
  });

  it('refuses a date or a take-down that is not a time, on a draft and on an old notice that stored its date so', async () => {
    const admin = dbAs(environment(), 'admin');
    await seed(environment(), [{ path: 'announcements/old', data: { ...ANNOUNCEMENT, datePosted: '2024-06-02' } }]);
    await assertFails(setDoc(doc(admin, 'announcements/old'), { ...ANNOUNCEMENT, title: 'Corrected', datePosted: '2024-06-02' }));
    await assertSucceeds(setDoc(doc(admin, 'announcements/old'), { ...ANNOUNCEMENT, title: 'Corrected' }));
    const draft = { ...ANNOUNCEMENT, draft: true, datePosted: DRAFT_DATE };
    await assertFails(setDoc(doc(admin, 'announcements/draft'), { ...draft, takeDownAt: '2027-01-01' }));
    await assertSucceeds(setDoc(doc(admin, 'announcements/draft'), { ...draft, takeDownAt: TOMORROW() }));
  });

  it('refuses a schedule less than a minute ahead of the write; a write that keeps the stored date may come later', async () => {
    const admin = dbAs(environment(), 'admin');
    await expectRefused(environment(), admin, 'announcements/soon', { ...ANNOUNCEMENT, datePosted: Timestamp.fromMillis(Date.now() + 20_000) }, ANNOUNCEMENT);
    await assertSucceeds(setDoc(doc(admin, 'announcements/soon'), { ...ANNOUNCEMENT, datePosted: Timestamp.fromMillis(Date.now() + 2 * 60_000) }, 'schedule'));
    const soon = Timestamp.fromMillis(Date.now() + 20_000);
    await seed(environment(), [{ path: 'announcements/due', data: { ...ANNOUNCEMENT, datePosted: soon } }]);
    await assertSucceeds(setDoc(doc(admin, 'announcements/due'), { ...ANNOUNCEMENT, title: 'Corrected', datePosted: soon }, 'edit'));
  });
});

describe('an id that holds nothing', () => {
  it.each(['anonymous', 'staff'] as const)('is refused to %s, as a draft or a scheduled notice is', async (role) => {
    await assertFails(getDoc(doc(dbAs(environment(), role), 'announcements/no-such-notice')));
  });

  it('answers a visitor the same for nothing, a draft and a scheduled notice, over REST as a guessed address is asked', async () => {
    const answers = await Promise.all(['no-such-notice', 'draft', 'scheduled'].map((id) => visitorRestGet(`announcements/${id}`)));
    expect(answers).toEqual(Array(3).fill({ status: 403, answer: 'PERMISSION_DENIED' }));
    expect(await visitorRestGet('announcements/published')).toEqual({ status: 200, answer: 'OK', title: ANNOUNCEMENT.title });
  });

  it('is answered as missing to an administrator', async () => {
    await assertSucceeds(getDoc(doc(dbAs(environment(), 'admin'), 'announcements/no-such-notice')));
  });
});
