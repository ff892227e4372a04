// A revoked sign-in writes nothing: `npm run revoke-admin` records in session_revocations/{uid} when it revoked the
// user's sign-ins, and the rules refuse an administrator's ID token whose sign-in (auth_time) is not after that, even
// though the token still carries the claim and has not expired. Nobody reads or changes those records from a client.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { must } from '../support/must';
import { FIXTURES } from './fixtures';
import { ADMIN_EMAIL, dbAs, deleteDoc, ROLES, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();

/** The revocation of user `revoked`, at a whole second as Firebase Auth records it (seconds since 1970). */
const REVOKED_AT = 1_795_000_000;
const REVOCATION = { path: 'session_revocations/revoked', data: { validSince: new Timestamp(REVOKED_AT, 0), email: 'revoked@test.school' } };
const announcements = must(FIXTURES.find((fixture) => fixture.label === 'announcements'), 'the announcements fixture');
const KEPT = { path: announcements.path, data: announcements.valid };
const NEW_PATH = 'announcements/new';

/** An administrator `uid` whose ID token comes from a sign-in at `signedInAt` (seconds). */
function adminSignedInAt(uid: string, signedInAt: number): Firestore {
  return environment().authenticatedContext(uid, { admin: true, email: ADMIN_EMAIL, auth_time: signedInAt, iat: signedInAt }).firestore() as unknown as Firestore;
}

describe('a revoked sign-in', () => {
  it.each([
    ['an hour before the revocation', REVOKED_AT - 3600],
    ['in the same second as the revocation', REVOKED_AT],
  ])('from a sign-in %s cannot create, update or delete, though its token has the claim', async (_when, signedInAt) => {
    await seed(environment(), [REVOCATION, KEPT]);
    const db = adminSignedInAt('revoked', signedInAt);
    await assertFails(setDoc(doc(db, NEW_PATH), announcements.valid));
    await assertFails(updateDoc(doc(db, KEPT.path), announcements.edit));
    await assertFails(deleteDoc(doc(db, KEPT.path)));
    // Reading stays open to everyone, as for any visitor.
    await assertSucceeds(getDoc(doc(db, KEPT.path)));
  });

  it('does not stop a sign-in made after the revocation (the user was made an administrator again)', async () => {
    await seed(environment(), [REVOCATION, KEPT]);
    const db = adminSignedInAt('revoked', REVOKED_AT + 1);
    await assertSucceeds(setDoc(doc(db, NEW_PATH), announcements.valid));
    await assertSucceeds(updateDoc(doc(db, KEPT.path), announcements.edit));
    await assertSucceeds(deleteDoc(doc(db, KEPT.path)));
  });

  it("does not stop another administrator's sign-in from the same time", async () => {
    await seed(environment(), [REVOCATION]);
    await assertSucceeds(setDoc(doc(adminSignedInAt('other-admin', REVOKED_AT - 3600), NEW_PATH), announcements.valid));
  });
});

describe('session_revocations', () => {
  it.each(ROLES)('%s cannot read, create, change or delete a revocation record', async (role) => {
    await seed(environment(), [REVOCATION]);
    const db = dbAs(environment(), role);
    await assertFails(getDoc(doc(db, REVOCATION.path)));
    await assertFails(setDoc(doc(db, 'session_revocations/someone'), { validSince: Timestamp.now() }));
    await assertFails(setDoc(doc(db, REVOCATION.path), { validSince: new Timestamp(0, 0) }));
    await assertFails(deleteDoc(doc(db, REVOCATION.path)));
  });

  it('the revoked administrator cannot delete their own revocation record, even with a fresh sign-in', async () => {
    await seed(environment(), [REVOCATION]);
    await assertFails(deleteDoc(doc(adminSignedInAt('revoked', REVOKED_AT + 60), REVOCATION.path)));
  });
});
