// Who may do what: every collection, for a visitor, a signed-in user without the admin claim and an
// administrator, for read (one document and a page of the collection), create, update and delete.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query, Timestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import { LIST_PAGE_SIZE } from '@/lib/firestoreRest';
import { describe, it } from 'vitest';
import { FIXTURES, PHOTO, SITE_ID, fixture, type CollectionFixture } from './fixtures';
import { ADMIN_EMAIL, activityEntry, dbAs, deleteDoc, type Role, ROLES, rulesEnvironmentForFile, seed, setDoc, trashedCopy, updateDoc } from './support';

const environment = rulesEnvironmentForFile();

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

const collectionOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** Runs one operation on the fixture; everything but create starts from the seeded valid document. */
async function attempt(db: Firestore, fixture: CollectionFixture, operation: Operation): Promise<unknown> {
  if (operation !== 'create') await seed(environment(), [{ path: fixture.path, data: fixture.valid }]);
  const reference = doc(db, fixture.path);
  switch (operation) {
    case 'get':
      return getDoc(reference);
    case 'list':
      return getDocs(visitorQuery(db, collectionOf(fixture.path)));
    case 'create':
      return setDoc(reference, fixture.valid);
    case 'update':
      return updateDoc(reference, fixture.edit);
    case 'delete':
      return deleteDoc(reference);
  }
}

/**
 * The collection, a page of it, as a visitor's page asks for it (pages.test.ts: never all of it at once):
 * announcements only up to now (a draft or a notice scheduled for later is not theirs, and a query must not ask for
 * it: see announcements.test.ts).
 */
function visitorQuery(db: Firestore, collectionPath: string) {
  const page = query(collection(db, collectionPath), limit(LIST_PAGE_SIZE));
  return collectionPath === 'announcements' ? query(page, where('datePosted', '<=', Timestamp.now())) : page;
}

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
function allowed(collection: CollectionFixture, role: Role, operation: Operation): boolean {
  if (operation === 'get' || operation === 'list') return true;
  return role === 'admin' && (operation !== 'delete' || collection.deletable !== false);
}

describe.each(FIXTURES)('$label', (collection) => {
  const cases = ROLES.flatMap((role) =>
    OPERATIONS.map((operation): [string, Role, Operation] => [
      `${role} ${allowed(collection, role, operation) ? 'can' : 'cannot'} ${operation}`,
      role,
      operation,
    ]),
  );

  it.each(cases)('%s', async (_name, role, operation) => {
    const result = attempt(dbAs(environment(), role), collection, operation);
    await (allowed(collection, role, operation) ? assertSucceeds(result) : assertFails(result));
  });
});

describe('the admin claim', () => {
  // A notice an administrator may write, with its activity entry in the administrator's name (the twin below): only
  // the claim can be what refuses it.
  const { path, valid: announcement } = fixture('announcements');
  const dbWith = (claims: Record<string, unknown>) =>
    environment().authenticatedContext('someone', { ...claims, email: ADMIN_EMAIL }).firestore() as unknown as Firestore;

  it.each([
    ['admin: false', { admin: false }],
    ['admin: "true" (text)', { admin: 'true' }],
    ['admin: 1', { admin: 1 }],
    ['another claim (role: admin)', { role: 'admin' }],
  ])('a token with %s writes nothing', async (_name, claims) => {
    await assertFails(setDoc(doc(dbWith(claims), path), announcement));
  });

  it('a token with admin: true writes the same notice', async () => {
    await assertSucceeds(setDoc(doc(dbWith({ admin: true }), path), announcement));
  });

  it('a signed-in user without the claim cannot change the site document that lists the staff', async () => {
    await seed(environment(), [{ path: `admins/${SITE_ID}`, data: {} }]);
    await assertFails(setDoc(doc(dbAs(environment(), 'staff'), `admins/${SITE_ID}`), { name: 'Mine now' }));
  });
});

// The site shows the staff lists of the first admins document: a second one, or none, would empty them.
describe('the site document', () => {
  const FACULTY = fixture('admins/faculty').valid;
  const NON_TEACHING = fixture('admins/nonTeaching').valid;
  const SITE = fixture('admins (site document)').valid;

  it.each(['!!!', 'aaa', 'site', 'School', `${SITE_ID}-2`])('an administrator cannot create admins/%s, only the site document', async (id) => {
    const admin = dbAs(environment(), 'admin');
    await assertFails(setDoc(doc(admin, `admins/${id}`), SITE));
    await assertSucceeds(setDoc(doc(admin, `admins/${SITE_ID}`), SITE));
  });

  it('an administrator cannot update another admins document, nor delete it', async () => {
    await seed(environment(), [{ path: 'admins/!!!', data: { name: 'Stray' } }]);
    const admin = dbAs(environment(), 'admin');
    await assertFails(setDoc(doc(admin, 'admins/!!!'), { name: 'Renamed' }));
    await assertFails(deleteDoc(doc(admin, 'admins/!!!')));
  });

  it.each(ROLES)('%s cannot delete the site document', async (role) => {
    await seed(environment(), [{ path: `admins/${SITE_ID}`, data: { name: 'Chennai campus' } }]);
    await assertFails(deleteDoc(doc(dbAs(environment(), role), `admins/${SITE_ID}`)));
  });

  it.each([
    ['faculty', FACULTY],
    ['nonTeaching', NON_TEACHING],
  ])('an administrator cannot write or delete %s under another admins document', async (kind, data) => {
    const path = `admins/!!!/${kind}/x`;
    const admin = dbAs(environment(), 'admin');
    await assertFails(setDoc(doc(admin, path), data));
    await seed(environment(), [{ path, data }]);
    await assertFails(setDoc(doc(admin, path), data));
    await assertFails(deleteDoc(doc(admin, path)));
    await assertSucceeds(setDoc(doc(admin, `admins/${SITE_ID}/${kind}/x`), data));
  });

  it.each([
    ['faculty', FACULTY],
    ['nonTeaching', NON_TEACHING],
  ])('an administrator cannot delete %s under another admins document, even beside the deletion of the same id', async (kind, data) => {
    await seed(environment(), [{ path: `admins/!!!/${kind}/x`, data }, { path: `admins/${SITE_ID}/${kind}/x`, data }]);
    const admin = dbAs(environment(), 'admin');
    const own = doc(admin, `admins/${SITE_ID}/${kind}/x`);
    const item = (await getDoc(own)).data() ?? {};
    const deletion = (alsoOther: boolean) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, 'activity/e1'), activityEntry(own, 'delete'));
      batch.set(doc(admin, `trash/${kind}~x`), trashedCopy(own, item, 'e1'));
      batch.delete(own);
      if (alsoOther) batch.delete(doc(admin, `admins/!!!/${kind}/x`));
      return batch.commit();
    };
    await assertFails(deletion(true));
    await assertSucceeds(deletion(false));
  });
});

describe('deny by default', () => {
  it.each(ROLES)('%s cannot read or write a collection the site does not use', async (role) => {
    const db = dbAs(environment(), role);
    await assertFails(getDoc(doc(db, 'users/u1')));
    await assertFails(setDoc(doc(db, 'users/u1'), { admin: true }));
  });

  it.each(ROLES)('%s cannot read or write another sub-collection of the site document', async (role) => {
    const db = dbAs(environment(), role);
    await assertFails(getDoc(doc(db, `admins/${SITE_ID}/secrets/s1`)));
    await assertFails(setDoc(doc(db, `admins/${SITE_ID}/secrets/s1`), { imageUrl: PHOTO }));
  });
});
