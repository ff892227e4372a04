// No visitor can read a whole collection in one request: every list a visitor (or a signed-in user without the claim)
// asks for is a page of at most LIST_PAGE_SIZE documents (the key dates: two years of them), with no offset, whether
// as a query or as a listing; administrators list what they keep without a bound. Asked from the outside, over REST
// as the public pages ask and through the SDK.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOST_DATES } from '@/features/year-planner/keyDatesService';
import { LIST_PAGE_SIZE } from '@/lib/firestoreRest';
import { SITE_ID } from './fixtures';
import { dbAs, PROJECT_ID, rulesEnvironmentForFile, seed, type Role } from './support';

const environment = rulesEnvironmentForFile();

const [HOST = '127.0.0.1', PORT = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
const DOCUMENTS = `http://${HOST}:${PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Every collection visitors may list, where it is (its parent's path), and the most one request may ask for. */
const LISTED: readonly { collection: string; parent: string; most: number }[] = [
  ...['events_gallery', 'achievements', 'council_members', 'council_info', 'fee_payment', 'important_links', 'infrastructure_items', 'year_planner', 'disclosure_documents', 'mandatory_disclosure', 'admissions', 'admins'].map((id) => ({ collection: id, parent: '', most: LIST_PAGE_SIZE })),
  { collection: 'key_dates', parent: '', most: MOST_DATES },
  { collection: 'faculty', parent: `/admins/${SITE_ID}`, most: LIST_PAGE_SIZE },
  { collection: 'nonTeaching', parent: `/admins/${SITE_ID}`, most: LIST_PAGE_SIZE },
];

/** A visitor's query over REST (`runQuery` under `parent`): the HTTP status. */
async function restQuery(parent: string, structuredQuery: object): Promise<number> {
  const response = await fetch(`${DOCUMENTS}${parent}:runQuery`, { method: 'POST', body: JSON.stringify({ structuredQuery }) });
  await response.body?.cancel();
  return response.status;
}

/** A visitor's listing over REST (a GET of the collection, as `listDocuments` asks): the HTTP status and how many it gave. */
async function listing(parent: string, collectionId: string, pageSize?: number): Promise<{ status: number; count: number }> {
  const response = await fetch(`${DOCUMENTS}${parent}/${collectionId}${pageSize === undefined ? '' : `?pageSize=${pageSize}`}`);
  const body = (await response.json()) as { documents?: unknown[] };
  return { status: response.status, count: body.documents?.length ?? 0 };
}

const restListing = async (parent: string, collectionId: string, pageSize?: number) => (await listing(parent, collectionId, pageSize)).status;

const collectionOf = (db: Firestore, parent: string, id: string) => collection(db, `${parent.slice(1)}${parent ? '/' : ''}${id}`);

describe.each(LISTED)('$collection: a visitor lists a page', ({ collection: collectionId, parent, most }) => {
  const from = [{ collectionId }];

  it(`of at most ${most} documents; never the whole collection`, async () => {
    expect(await restQuery(parent, { from, limit: most })).toBe(200);
    expect(await restQuery(parent, { from, limit: most + 1 })).toBe(403);
    expect(await restQuery(parent, { from })).toBe(403);
  });

  it('with no offset (what it skips would be billed as read)', async () => {
    expect(await restQuery(parent, { from, limit: 10, offset: 0 })).toBe(200);
    expect(await restQuery(parent, { from, limit: 10, offset: 1 })).toBe(403);
    expect(await restQuery(parent, { from, limit: 10, offset: 100_000 })).toBe(403);
  });

  it.each<Role>(['anonymous', 'staff'])('the same through the SDK, as %s; an administrator lists without a bound', async (role) => {
    const db = dbAs(environment(), role);
    await assertSucceeds(getDocs(query(collectionOf(db, parent, collectionId), limit(most))));
    await assertFails(getDocs(query(collectionOf(db, parent, collectionId), limit(most + 1))));
    await assertFails(getDocs(collectionOf(db, parent, collectionId)));
    await assertSucceeds(getDocs(collectionOf(dbAs(environment(), 'admin'), parent, collectionId)));
  });
});

// A listing's page size (the emulator answers at most 150 documents a page, whatever the size asked: a bound of 600 is
// not reached by a listing).
describe.each(LISTED.filter(({ most }) => most === LIST_PAGE_SIZE))('$collection: a visitor’s listing', ({ collection: collectionId, parent }) => {
  it(`is a page of at most ${LIST_PAGE_SIZE}`, async () => {
    expect(await restListing(parent, collectionId, LIST_PAGE_SIZE)).toBe(200);
    expect(await restListing(parent, collectionId, LIST_PAGE_SIZE + 1)).toBe(403);
  });
});

describe('a listing that names no page size', () => {
  it(`is a page too: of ${LIST_PAGE_SIZE + 50} events, a visitor gets at most ${LIST_PAGE_SIZE}`, async () => {
    const event = { title: 'Sports Day', imageURLs: ['/demo/a.webp'], priority: 1, createdAt: new Date(), archived: false };
    await seed(environment(), Array.from({ length: LIST_PAGE_SIZE + 50 }, (_, index) => ({ path: `events_gallery/e${index}`, data: event })));
    const { status, count } = await listing('', 'events_gallery');
    expect(status === 403 || (status === 200 && count <= LIST_PAGE_SIZE), `answered ${status} with ${count} events`).toBe(true);
  });
});

describe('announcements: a visitor lists a page of the published ones', () => {
  const published = (extra: object) => ({
    from: [{ collectionId: 'announcements' }],
    where: { fieldFilter: { field: { fieldPath: 'datePosted' }, op: 'LESS_THAN_OR_EQUAL', value: { timestampValue: new Date().toISOString() } } },
    orderBy: [{ field: { fieldPath: 'datePosted' }, direction: 'DESCENDING' }],
    ...extra,
  });

  beforeEach(async () => {
    await environment().clearFirestore();
  });

  it(`of at most ${LIST_PAGE_SIZE}, with no offset; never all of them`, async () => {
    expect(await restQuery('', published({ limit: LIST_PAGE_SIZE }))).toBe(200);
    expect(await restQuery('', published({ limit: LIST_PAGE_SIZE + 1 }))).toBe(403);
    expect(await restQuery('', published({}))).toBe(403);
    expect(await restQuery('', published({ limit: 5, offset: 3 }))).toBe(403);
  });

  it('the same through the SDK; an administrator lists every announcement', async () => {
    const asked = (db: Firestore, ...bound: ReturnType<typeof limit>[]) => query(collection(db, 'announcements'), where('datePosted', '<=', new Date()), ...bound);
    for (const role of ['anonymous', 'staff'] as const) {
      const db = dbAs(environment(), role);
      await assertSucceeds(getDocs(asked(db, limit(LIST_PAGE_SIZE))));
      await assertFails(getDocs(asked(db)));
    }
    await assertSucceeds(getDocs(collection(dbAs(environment(), 'admin'), 'announcements')));
  });
});
