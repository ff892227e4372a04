// Who may do what: every collection, for a visitor, a signed-in user without the admin claim and an
// administrator, for read (one document and the whole collection), create, update and delete.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { FIXTURES, PHOTO, POSTED, type CollectionFixture } from './fixtures';
import { dbAs, ROLES, seed, rulesEnvironmentForFile, type Role } from './support';

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
      return getDocs(collection(db, collectionOf(fixture.path)));
    case 'create':
      return setDoc(reference, fixture.valid);
    case 'update':
      return updateDoc(reference, fixture.edit);
    case 'delete':
      return deleteDoc(reference);
  }
}

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
const allowed = (role: Role, operation: Operation) => operation === 'get' || operation === 'list' || role === 'admin';

describe.each(FIXTURES)('$label', (fixture) => {
  const cases = ROLES.flatMap((role) =>
    OPERATIONS.map((operation): [string, Role, Operation] => [`${role} ${allowed(role, operation) ? 'can' : 'cannot'} ${operation}`, role, operation]),
  );

  it.each(cases)('%s', async (_name, role, operation) => {
    const result = attempt(dbAs(environment(), role), fixture, operation);
    await (allowed(role, operation) ? assertSucceeds(result) : assertFails(result));
  });
});

describe('the admin claim', () => {
  const announcement = { title: 'Holiday', content: 'School is closed.', imageUrls: [], datePosted: POSTED, archived: false };

  it.each([
    ['admin: false', { admin: false }],
    ['admin: "true" (text)', { admin: 'true' }],
    ['admin: 1', { admin: 1 }],
    ['another claim (role: admin)', { role: 'admin' }],
  ])('a token with %s writes nothing', async (_name, claims) => {
    const db = environment().authenticatedContext('someone', claims).firestore() as unknown as Firestore;
    await assertFails(setDoc(doc(db, 'announcements/x'), announcement));
  });

  it('a signed-in user without the claim cannot change the site document that lists the staff', async () => {
    await seed(environment(), [{ path: 'admins/site', data: {} }]);
    await assertFails(setDoc(doc(dbAs(environment(), 'staff'), 'admins/site'), { name: 'Mine now' }));
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
    await assertFails(getDoc(doc(db, 'admins/site/secrets/s1')));
    await assertFails(setDoc(doc(db, 'admins/site/secrets/s1'), { imageUrl: PHOTO }));
  });
});
