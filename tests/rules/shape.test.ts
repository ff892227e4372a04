// What an administrator may store: every document is checked against docs/data-model.md, so a malformed or
// dangerous document is refused even with the admin claim, and the valid variants the data model allows pass.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion, collection, deleteField, doc, serverTimestamp, type DocumentData, type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FIXTURES, PHOTO, POSTED, SITE_ID, SITE_PHOTO, fixture, malformedDocuments, without } from './fixtures';
import { addDoc, dbAs, deleteDoc, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const valid = (label: string) => fixture(label).valid;

const ANNOUNCEMENT = valid('announcements');
const EVENT = valid('events_gallery');
const ACHIEVEMENT = valid('achievements');
const LINK = valid('important_links');
const PLANNER = valid('year_planner');
const FACULTY = valid('admins/faculty');
const NON_TEACHING = valid('admins/nonTeaching');
const FACULTY_PATH = `admins/${SITE_ID}/faculty/f1`;
const NON_TEACHING_PATH = `admins/${SITE_ID}/nonTeaching/n1`;

describe.each(FIXTURES)('$label: malformed documents from an administrator', (collection) => {
  it.each(malformedDocuments(collection))('refuses %s', async (_name, data) => {
    await expectRefused(environment(), admin, collection.path, data, collection.valid);
  });
});

describe('field types', () => {
  it.each([
    ['announcements', 'announcements/a1', ANNOUNCEMENT, 'text', 'false'],
    ['announcements', 'announcements/a1', ANNOUNCEMENT, 'a number', 0],
    ['events_gallery', 'events_gallery/e1', EVENT, 'text', 'false'],
    ['events_gallery', 'events_gallery/e1', EVENT, 'null', null],
  ])('%s: refuses archived as %s', async (_name, path, data, _kind, archived) => {
    await expectRefused(environment(), admin, path, { ...data, archived }, data);
  });

  const dated: [string, string, DocumentData, string][] = [
    ['announcements', 'announcements/a1', ANNOUNCEMENT, 'datePosted'],
    ['events_gallery', 'events_gallery/e1', EVENT, 'createdAt'],
    ['achievements', 'achievements/h1', ACHIEVEMENT, 'createdAt'],
    ['important_links', 'important_links/l1', LINK, 'createdAt'],
    ['year_planner', 'year_planner/planner', PLANNER, 'uploadedAt'],
  ];
  const notTimestamps: [string, unknown][] = [
    ['an ISO date text', '2025-06-02T09:30:00Z'],
    ['milliseconds', 1_748_856_600_000],
    ['a map shaped like a timestamp', { seconds: 1_748_856_600, nanoseconds: 0 }],
  ];

  it.each(dated.flatMap(([name, path, data, field]) => notTimestamps.map(([kind, value]) => [name, field, kind, path, data, value] as const)))(
    '%s: refuses %s as %s',
    async (_name, field, _kind, path, data, value) => {
      await expectRefused(environment(), admin, path, { ...data, [field]: value }, data);
    },
  );
});

describe('single documents', () => {
  it('council_info: refuses any document id but main', async () => {
    await assertFails(setDoc(doc(admin, 'council_info/other'), valid('council_info')));
    await seed(environment(), [{ path: 'council_info/other', data: valid('council_info') }]);
    await assertFails(setDoc(doc(admin, 'council_info/other'), valid('council_info')));
    await assertFails(deleteDoc(doc(admin, 'council_info/other')));
  });

  it('year_planner: refuses any document id but planner', async () => {
    await assertFails(setDoc(doc(admin, 'year_planner/other'), PLANNER));
    await seed(environment(), [{ path: 'year_planner/other', data: PLANNER }]);
    await assertFails(setDoc(doc(admin, 'year_planner/other'), PLANNER));
    await assertFails(deleteDoc(doc(admin, 'year_planner/other')));
  });

  it('council_info: accepts an empty description', async () => {
    await assertSucceeds(setDoc(doc(admin, 'council_info/main'), { description: '', updatedAt: serverTimestamp() }));
  });
});

describe('either-or fields and optional fields', () => {
  it('achievements: refuses a document with neither imageURL nor imageUrl', async () => {
    await expectRefused(environment(), admin, 'achievements/h1', without(ACHIEVEMENT, 'imageURL'), ACHIEVEMENT);
  });

  it('achievements: accepts the legacy imageUrl alone, and both spellings together', async () => {
    await assertSucceeds(setDoc(doc(admin, 'achievements/h1'), { ...without(ACHIEVEMENT, 'imageURL'), imageUrl: PHOTO }));
    await assertSucceeds(setDoc(doc(admin, 'achievements/h2'), { ...ACHIEVEMENT, imageUrl: SITE_PHOTO }));
  });

  it('faculty: refuses a department with neither title nor name', async () => {
    await expectRefused(environment(), admin, FACULTY_PATH, without(FACULTY, 'title'), FACULTY);
  });

  it('faculty: accepts a department with name instead of title', async () => {
    await assertSucceeds(setDoc(doc(admin, FACULTY_PATH), { ...without(FACULTY, 'title'), name: 'Science' }));
  });

  it('faculty: accepts an empty members list', async () => {
    await assertSucceeds(setDoc(doc(admin, FACULTY_PATH), { ...FACULTY, members: [] }));
  });

  it('nonTeaching: refuses a category with neither category nor title', async () => {
    await expectRefused(environment(), admin, NON_TEACHING_PATH, without(NON_TEACHING, 'category'), NON_TEACHING);
  });

  it('nonTeaching: accepts title instead of category', async () => {
    await assertSucceeds(setDoc(doc(admin, NON_TEACHING_PATH), { ...without(NON_TEACHING, 'category'), title: 'Transport' }));
  });

  it('important_links: accepts a link without buttonText, description or createdAt', async () => {
    await assertSucceeds(setDoc(doc(admin, 'important_links/l1'), { title: 'CBSE', url: 'https://www.cbse.gov.in/' }));
  });

  it('announcements: accepts an empty imageUrls list', async () => {
    await assertSucceeds(setDoc(doc(admin, 'announcements/a1'), { ...ANNOUNCEMENT, imageUrls: [] }));
  });

  it.each([['empty text', ''], ['an empty map', {}]])('announcements: refuses imageUrls as %s (it has a size of 0 too)', async (_kind, imageUrls) => {
    await expectRefused(environment(), admin, 'announcements/a1', { ...ANNOUNCEMENT, imageUrls }, ANNOUNCEMENT);
  });

  it('announcements: refuses an empty title', async () => {
    await expectRefused(environment(), admin, 'announcements/a1', { ...ANNOUNCEMENT, title: '' }, ANNOUNCEMENT);
  });

  it('admins: accepts an empty site document, refuses an empty name', async () => {
    await assertSucceeds(setDoc(doc(admin, `admins/${SITE_ID}`), { updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(admin, `admins/${SITE_ID}`), { name: '', updatedAt: serverTimestamp() }));
  });
});

describe('updates check the whole resulting document', () => {
  it('announcements: archiving alone (a partial update) passes', async () => {
    await seed(environment(), [{ path: 'announcements/a1', data: ANNOUNCEMENT }]);
    await assertSucceeds(updateDoc(doc(admin, 'announcements/a1'), { archived: true, updatedAt: serverTimestamp() }));
  });

  it('announcements: a partial update adding an unknown field is refused', async () => {
    await seed(environment(), [{ path: 'announcements/a1', data: ANNOUNCEMENT }]);
    await assertFails(updateDoc(doc(admin, 'announcements/a1'), { pinned: true }));
  });

  it('announcements: a partial update removing a required field is refused', async () => {
    await seed(environment(), [{ path: 'announcements/a1', data: ANNOUNCEMENT }]);
    await assertFails(updateDoc(doc(admin, 'announcements/a1'), { content: deleteField() }));
  });

  it('a partial update of a document that was already malformed is refused until it is repaired', async () => {
    await seed(environment(), [{ path: 'events_gallery/e1', data: { ...EVENT, priority: '1' } }]);
    await assertFails(updateDoc(doc(admin, 'events_gallery/e1'), { title: 'Renamed', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, 'events_gallery/e1'), { title: 'Renamed', priority: 1, updatedAt: serverTimestamp() }));
  });

  it('events_gallery: refuses creating an archived event, accepts archiving an existing one', async () => {
    await assertFails(setDoc(doc(admin, 'events_gallery/e1'), { ...EVENT, archived: true }));
    await seed(environment(), [{ path: 'events_gallery/e1', data: EVENT }]);
    await assertSucceeds(updateDoc(doc(admin, 'events_gallery/e1'), { archived: true, updatedAt: serverTimestamp() }));
  });
});

describe('the writes the site itself makes', () => {
  it('creates with a server timestamp', async () => {
    await assertSucceeds(addDoc(collection(admin, 'announcements'), { ...ANNOUNCEMENT, datePosted: serverTimestamp() }));
    await assertSucceeds(addDoc(collection(admin, 'events_gallery'), { ...EVENT, createdAt: serverTimestamp() }));
    await assertSucceeds(addDoc(collection(admin, 'achievements'), { ...ACHIEVEMENT, createdAt: serverTimestamp() }));
    await assertSucceeds(addDoc(collection(admin, 'important_links'), { ...LINK, createdAt: serverTimestamp() }));
    await assertSucceeds(setDoc(doc(admin, 'year_planner/planner'), { ...PLANNER, uploadedAt: serverTimestamp() }));
  });

  it('moves a legacy achievement image from imageUrl to imageURL', async () => {
    const legacy = { ...without(ACHIEVEMENT, 'imageURL'), imageUrl: ` ${PHOTO} ` };
    await seed(environment(), [{ path: 'achievements/h1', data: legacy }]);
    await assertSucceeds(updateDoc(doc(admin, 'achievements/h1'), { title: 'Edited', imageURL: PHOTO, imageUrl: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('clears a link description and button text', async () => {
    await seed(environment(), [{ path: 'important_links/l1', data: LINK }]);
    await assertSucceeds(updateDoc(doc(admin, 'important_links/l1'), { description: deleteField(), buttonText: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('adds a staff member with arrayUnion, and a default priority of 1', async () => {
    await assertSucceeds(addDoc(collection(admin, `admins/${SITE_ID}/faculty`), { title: 'English', priority: 1, members: [], updatedAt: serverTimestamp() }));
    await seed(environment(), [{ path: NON_TEACHING_PATH, data: NON_TEACHING }]);
    await assertSucceeds(updateDoc(doc(admin, NON_TEACHING_PATH), { members: arrayUnion('K. Mani'), updatedAt: serverTimestamp() }));
  });
});

const DATED = ['announcements', 'events_gallery', 'achievements', 'council_members', 'important_links', 'infrastructure_items'];

describe.each(FIXTURES.filter((candidate) => DATED.includes(candidate.label)))('$label: every update sets updatedAt to the time of the write', (item) => {
  it('refuses an edit without it, or that leaves an earlier one, whole or partial; accepts one that sets the server time', async () => {
    const stored = { ...item.valid, updatedAt: POSTED };
    await seed(environment(), [{ path: item.path, data: stored }]);
    await assertFails(updateDoc(doc(admin, item.path), without(item.edit, 'updatedAt')));
    await assertFails(updateDoc(doc(admin, item.path), { ...item.edit, updatedAt: POSTED }));
    await assertFails(setDoc(doc(admin, item.path), without(stored, 'updatedAt')));
    await assertFails(setDoc(doc(admin, item.path), stored));
    await assertSucceeds(updateDoc(doc(admin, item.path), { ...item.edit, updatedAt: serverTimestamp() }));
  });

  it('refuses a new item with a chosen updatedAt, and accepts one without (an item restored as it was before items were dated) or with the server time', async () => {
    await assertFails(setDoc(doc(admin, item.path), { ...item.valid, updatedAt: POSTED }));
    await assertSucceeds(setDoc(doc(admin, item.path), without(item.valid, 'updatedAt')));
    await assertSucceeds(setDoc(doc(admin, `${item.path}-second`), { ...item.valid, updatedAt: serverTimestamp() }));
  });
});

/** The single documents and the staff lists: never restored from before items were dated, so a new one is dated too. */
const ALWAYS_DATED = ['council_info', 'fee_payment', 'year_planner', 'admins (site document)', 'admins/faculty', 'admins/nonTeaching', 'admissions'];

describe.each(FIXTURES.filter((candidate) => ALWAYS_DATED.includes(candidate.label)))('$label: every write, the first too, sets updatedAt to its time', (item) => {
  it('refuses a first save without it or with a chosen one, and an edit that leaves it; accepts the server time', async () => {
    await assertFails(setDoc(doc(admin, item.path), without(item.valid, 'updatedAt')));
    await assertFails(setDoc(doc(admin, item.path), { ...item.valid, updatedAt: POSTED }));
    await assertSucceeds(setDoc(doc(admin, item.path), item.valid));
    await assertFails(updateDoc(doc(admin, item.path), without(item.edit, 'updatedAt')));
    await assertSucceeds(updateDoc(doc(admin, item.path), item.edit));
  });
});
