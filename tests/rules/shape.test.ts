// What an administrator may store: every document is checked against docs/data-model.md, so a malformed or
// dangerous document is refused even with the admin claim, and the valid variants the data model allows pass.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc, arrayUnion, collection, deleteDoc, deleteField, doc, serverTimestamp, setDoc, updateDoc, type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  documentsAtTheLimits, FIXTURES, imageAddressOfSize, malformedDocuments, PHOTO, POSTED, SITE_ID, SITE_PHOTO, without,
} from './fixtures';
import { dbAs, seed, rulesEnvironmentForFile } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const fixture = (label: string) => {
  const found = FIXTURES.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no fixture ${label}`);
  return found;
};
const valid = (label: string) => fixture(label).valid;

const ANNOUNCEMENT = valid('announcements');
const EVENT = valid('events_gallery');
const ACHIEVEMENT = valid('achievements');
const COUNCIL_MEMBER = valid('council_members');
const LINK = valid('important_links');
const INFRASTRUCTURE = valid('infrastructure_items');
const PLANNER = valid('year_planner');
const FACULTY = valid('admins/faculty');
const NON_TEACHING = valid('admins/nonTeaching');
const FACULTY_PATH = `admins/${SITE_ID}/faculty/f1`;
const NON_TEACHING_PATH = `admins/${SITE_ID}/nonTeaching/n1`;

/** Creates the document as an administrator, and replaces an existing valid one with it (an update). */
async function expectRefused(path: string, data: DocumentData, existing: DocumentData) {
  await assertFails(setDoc(doc(admin, path), data));
  await seed(environment(), [{ path, data: existing }]);
  await assertFails(setDoc(doc(admin, path), data));
}

describe.each(FIXTURES)('$label: malformed documents from an administrator', (collectionFixture) => {
  it.each(malformedDocuments(collectionFixture))('refuses %s', async (_name, data) => {
    await expectRefused(collectionFixture.path, data, collectionFixture.valid);
  });

  it.each(documentsAtTheLimits(collectionFixture))('accepts %s', async (_name, data) => {
    await assertSucceeds(setDoc(doc(admin, collectionFixture.path), data));
  });
});

describe('addresses', () => {
  const javascript = 'javascript:alert(1)';
  const protocolRelative = '//evil.example/x.png';
  const dataImage = 'data:image/png;base64,iVBORw0KGgo=';

  const refused: [string, string, DocumentData, DocumentData][] = [
    ['a javascript: link url', 'important_links/l1', { ...LINK, url: javascript }, LINK],
    ['a data: link url', 'important_links/l1', { ...LINK, url: 'data:text/html,<script>alert(1)</script>' }, LINK],
    ['a protocol-relative link url', 'important_links/l1', { ...LINK, url: '//evil.example/' }, LINK],
    ['a site path as a link url', 'important_links/l1', { ...LINK, url: '/about' }, LINK],
    ['a link url with a space inside', 'important_links/l1', { ...LINK, url: 'https://example.com/a b' }, LINK],
    ['a link url over 2,000 characters', 'important_links/l1', { ...LINK, url: imageAddressOfSize(2001) }, LINK],
    ['a javascript: image address', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: javascript }, COUNCIL_MEMBER],
    ['a javascript: achievement image (legacy imageUrl)', 'achievements/h1', { ...without(ACHIEVEMENT, 'imageURL'), imageUrl: javascript }, ACHIEVEMENT],
    ['a protocol-relative image address', 'year_planner/planner', { ...PLANNER, url: protocolRelative }, PLANNER],
    ['a data: image address', 'infrastructure_items/i1', { ...INFRASTRUCTURE, thumbnailUrl: dataImage }, INFRASTRUCTURE],
    ['a relative image path', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: 'demo/a.jpg' }, COUNCIL_MEMBER],
    ['an image address with a space inside', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: '/demo/a b.jpg' }, COUNCIL_MEMBER],
    ['an empty image address', 'achievements/h1', { ...ACHIEVEMENT, imageURL: '' }, ACHIEVEMENT],
    ['an image address over 2,000 characters', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: imageAddressOfSize(2001) }, COUNCIL_MEMBER],
    ['javascript: inside an image list', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [PHOTO, javascript] }, ANNOUNCEMENT],
    ['a protocol-relative address inside an image list', 'events_gallery/e1', { ...EVENT, imageURLs: [PHOTO, protocolRelative] }, EVENT],
    ['a data: address inside an image list', 'infrastructure_items/i1', { ...INFRASTRUCTURE, gallery: [dataImage, PHOTO] }, INFRASTRUCTURE],
    ['a number inside an image list', 'events_gallery/e1', { ...EVENT, imageURLs: [PHOTO, 3] }, EVENT],
    ['a map inside an image list', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [{ url: PHOTO }] }, ANNOUNCEMENT],
    ['an empty string inside an image list', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [PHOTO, ''] }, ANNOUNCEMENT],
    ['a blank string inside an image list', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [PHOTO, '   '] }, ANNOUNCEMENT],
    ['two addresses in one list element', 'events_gallery/e1', { ...EVENT, imageURLs: [`${PHOTO} ${SITE_PHOTO}`] }, EVENT],
    ['two valid addresses split by a newline in one list element', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [`${PHOTO}\n${SITE_PHOTO}`] }, ANNOUNCEMENT],
    ['javascript: after a newline in a list element', 'events_gallery/e1', { ...EVENT, imageURLs: [`${PHOTO}\n${javascript}`] }, EVENT],
    ['a list element over 2,000 characters', 'infrastructure_items/i1', { ...INFRASTRUCTURE, gallery: [PHOTO, imageAddressOfSize(2001)] }, INFRASTRUCTURE],
    ['an event without images', 'events_gallery/e1', { ...EVENT, imageURLs: [] }, EVENT],
    ['an infrastructure item with an empty gallery', 'infrastructure_items/i1', { ...INFRASTRUCTURE, gallery: [] }, INFRASTRUCTURE],
  ];

  it.each(refused)('refuses %s', async (_name, path, data, existing) => {
    await expectRefused(path, data, existing);
  });

  const accepted: [string, string, DocumentData][] = [
    ['a site path image address (/demo/a.jpg)', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: '/demo/a.jpg' }],
    ['an http (not https) image address', 'year_planner/planner', { ...PLANNER, url: 'http://example.com/planner.png' }],
    ['an http link url', 'important_links/l1', { ...LINK, url: 'http://example.com/form?id=1&x=2' }],
    ['an image address of exactly 2,000 characters', 'council_members/c1', { ...COUNCIL_MEMBER, imageUrl: imageAddressOfSize(2000) }],
    ['a list of addresses of exactly 2,000 characters', 'events_gallery/e1', { ...EVENT, imageURLs: [imageAddressOfSize(2000), imageAddressOfSize(2000)] }],
    ['surrounding spaces on an achievement imageUrl', 'achievements/h1', { ...without(ACHIEVEMENT, 'imageURL'), imageUrl: `  ${PHOTO}  ` }],
    ['surrounding spaces on list elements', 'announcements/a1', { ...ANNOUNCEMENT, imageUrls: [` ${PHOTO}`, `${SITE_PHOTO}\t`] }],
    ['site paths inside an image list', 'infrastructure_items/i1', { ...INFRASTRUCTURE, gallery: ['/demo/a.jpg', '/demo/b.jpg'] }],
  ];

  it.each(accepted)('accepts %s', async (_name, path, data) => {
    await assertSucceeds(setDoc(doc(admin, path), data));
  });
});

describe('field types', () => {
  const prioritised: [string, string, DocumentData][] = [
    ['events_gallery', 'events_gallery/e1', EVENT],
    ['achievements', 'achievements/h1', ACHIEVEMENT],
    ['council_members', 'council_members/c1', COUNCIL_MEMBER],
    ['infrastructure_items', 'infrastructure_items/i1', INFRASTRUCTURE],
    ['faculty', FACULTY_PATH, FACULTY],
    ['nonTeaching', NON_TEACHING_PATH, NON_TEACHING],
  ];

  it.each(prioritised)('%s: refuses a priority stored as text', async (_name, path, data) => {
    await expectRefused(path, { ...data, priority: '2' }, data);
  });

  it.each(prioritised)('%s: accepts a fractional priority', async (_name, path, data) => {
    await assertSucceeds(setDoc(doc(admin, path), { ...data, priority: 1.5 }));
  });

  it.each([
    ['announcements', 'announcements/a1', ANNOUNCEMENT, 'text', 'false'],
    ['announcements', 'announcements/a1', ANNOUNCEMENT, 'a number', 0],
    ['events_gallery', 'events_gallery/e1', EVENT, 'text', 'false'],
    ['events_gallery', 'events_gallery/e1', EVENT, 'null', null],
  ])('%s: refuses archived as %s', async (_name, path, data, _kind, archived) => {
    await expectRefused(path, { ...data, archived }, data);
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
      await expectRefused(path, { ...data, [field]: value }, data);
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
    await assertSucceeds(setDoc(doc(admin, 'council_info/main'), { description: '' }));
  });
});

describe('either-or fields and optional fields', () => {
  it('achievements: refuses a document with neither imageURL nor imageUrl', async () => {
    await expectRefused('achievements/h1', without(ACHIEVEMENT, 'imageURL'), ACHIEVEMENT);
  });

  it('achievements: accepts the legacy imageUrl alone, and both spellings together', async () => {
    await assertSucceeds(setDoc(doc(admin, 'achievements/h1'), { ...without(ACHIEVEMENT, 'imageURL'), imageUrl: PHOTO }));
    await assertSucceeds(setDoc(doc(admin, 'achievements/h2'), { ...ACHIEVEMENT, imageUrl: SITE_PHOTO }));
  });

  it('faculty: refuses a department with neither title nor name', async () => {
    await expectRefused(FACULTY_PATH, without(FACULTY, 'title'), FACULTY);
  });

  it('faculty: accepts a department with name instead of title', async () => {
    await assertSucceeds(setDoc(doc(admin, FACULTY_PATH), { ...without(FACULTY, 'title'), name: 'Science' }));
  });

  it('faculty: accepts a member object { name, qualification } beside strings', async () => {
    const members = ['R. Kumar', { name: 'S. Devi', qualification: 'M.Sc., B.Ed.' }, { name: 'A. Khan' }];
    await assertSucceeds(setDoc(doc(admin, FACULTY_PATH), { ...FACULTY, members }));
  });

  it('faculty: accepts an empty members list', async () => {
    await assertSucceeds(setDoc(doc(admin, FACULTY_PATH), { ...FACULTY, members: [] }));
  });

  it('nonTeaching: refuses a category with neither category nor title', async () => {
    await expectRefused(NON_TEACHING_PATH, without(NON_TEACHING, 'category'), NON_TEACHING);
  });

  it('nonTeaching: accepts title instead of category', async () => {
    await assertSucceeds(setDoc(doc(admin, NON_TEACHING_PATH), { ...without(NON_TEACHING, 'category'), title: 'Transport' }));
  });

  it('important_links: accepts a link without buttonText, description or createdAt', async () => {
    await assertSucceeds(setDoc(doc(admin, 'important_links/l1'), { title: 'CBSE', url: 'https://www.cbse.gov.in/' }));
  });

  it('important_links: refuses an empty buttonText and a description over 1,000 characters', async () => {
    await expectRefused('important_links/l1', { ...LINK, buttonText: '' }, LINK);
    await expectRefused('important_links/l1', { ...LINK, description: 'x'.repeat(1001) }, LINK);
  });

  it('announcements: accepts an empty imageUrls list', async () => {
    await assertSucceeds(setDoc(doc(admin, 'announcements/a1'), { ...ANNOUNCEMENT, imageUrls: [] }));
  });

  it('announcements: refuses an empty title', async () => {
    await expectRefused('announcements/a1', { ...ANNOUNCEMENT, title: '' }, ANNOUNCEMENT);
  });

  it('admins: accepts an empty site document, refuses an empty name', async () => {
    await assertSucceeds(setDoc(doc(admin, `admins/${SITE_ID}`), {}));
    await assertFails(setDoc(doc(admin, `admins/${SITE_ID}`), { name: '' }));
  });
});

describe('updates check the whole resulting document', () => {
  it('announcements: archiving alone (a partial update) passes', async () => {
    await seed(environment(), [{ path: 'announcements/a1', data: ANNOUNCEMENT }]);
    await assertSucceeds(updateDoc(doc(admin, 'announcements/a1'), { archived: true }));
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
    await assertFails(updateDoc(doc(admin, 'events_gallery/e1'), { title: 'Renamed' }));
    await assertSucceeds(updateDoc(doc(admin, 'events_gallery/e1'), { title: 'Renamed', priority: 1 }));
  });

  it('events_gallery: refuses creating an archived event, accepts archiving an existing one', async () => {
    await assertFails(setDoc(doc(admin, 'events_gallery/e1'), { ...EVENT, archived: true }));
    await seed(environment(), [{ path: 'events_gallery/e1', data: EVENT }]);
    await assertSucceeds(updateDoc(doc(admin, 'events_gallery/e1'), { archived: true }));
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
    await assertSucceeds(updateDoc(doc(admin, 'achievements/h1'), { title: 'Edited', imageURL: PHOTO, imageUrl: deleteField() }));
  });

  it('clears a link description and button text', async () => {
    await seed(environment(), [{ path: 'important_links/l1', data: LINK }]);
    await assertSucceeds(updateDoc(doc(admin, 'important_links/l1'), { description: deleteField(), buttonText: deleteField() }));
  });

  it('adds a staff member with arrayUnion, and a default priority of 1', async () => {
    await assertSucceeds(addDoc(collection(admin, `admins/${SITE_ID}/faculty`), { title: 'English', priority: 1, members: [] }));
    await seed(environment(), [{ path: NON_TEACHING_PATH, data: NON_TEACHING }]);
    await assertSucceeds(updateDoc(doc(admin, NON_TEACHING_PATH), { members: arrayUnion('K. Mani') }));
  });
});

const DATED = ['announcements', 'events_gallery', 'achievements', 'council_members', 'important_links', 'infrastructure_items'];

describe.each(FIXTURES.filter((candidate) => DATED.includes(candidate.label)))('$label: updatedAt is always the time of the write', (item) => {
  it('refuses an edit that leaves an earlier updatedAt, and accepts one that sets the server time', async () => {
    await seed(environment(), [{ path: item.path, data: { ...item.valid, updatedAt: POSTED } }]);
    await assertFails(updateDoc(doc(admin, item.path), item.edit));
    await assertFails(updateDoc(doc(admin, item.path), { ...item.edit, updatedAt: POSTED }));
    await assertSucceeds(updateDoc(doc(admin, item.path), { ...item.edit, updatedAt: serverTimestamp() }));
  });

  it('refuses a new item with a chosen updatedAt, and accepts one without or with the server time', async () => {
    await assertFails(setDoc(doc(admin, item.path), { ...item.valid, updatedAt: POSTED }));
    await assertSucceeds(setDoc(doc(admin, item.path), item.valid));
    await assertSucceeds(setDoc(doc(admin, item.path), { ...item.valid, updatedAt: serverTimestamp() }));
  });
});
