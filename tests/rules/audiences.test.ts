// Whom a notice or a key date is for: an optional list of 1 to 15 classes of the school (src/content/schoolClasses.ts,
// schoolClasses() in the rules), each at most once; none for the whole school. From an administrator, every malformed
// audience is refused, on a new item and on a stored one; from a visitor (anonymous, or signed in without the claim),
// every audience. Generated from the field tables (the kind 'audience') and the audiences in fixtures.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { AUDIENCES, NOT_AUDIENCES, POSTED, fieldsOfKind, without } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

describe.each(fieldsOfKind('audience'))('%s (audience)', (_name, collection, rule) => {
  const base = without(collection.valid, rule.field);
  const stored = { ...base, updatedAt: POSTED };

  it.each(AUDIENCES)('accepts %s', async (_kind, audience) => {
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: audience }));
  });

  it('accepts none (the whole school)', async () => {
    await assertSucceeds(setDoc(doc(admin, collection.path), base));
  });

  it.each(NOT_AUDIENCES)('refuses %s', async (_kind, audience) => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: audience }, base);
  });

  it('is given to a stored item, changed, and taken away (the whole school again) by an edit', async () => {
    await seed(environment(), [{ path: collection.path, data: stored }]);
    const reference = doc(admin, collection.path);
    await assertSucceeds(updateDoc(reference, { [rule.field]: ['X'], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(reference, { [rule.field]: ['IX', 'X'], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(reference, { [rule.field]: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('refuses an edit that leaves a stored malformed audience, and accepts the one that repairs it', async () => {
    await seed(environment(), [{ path: collection.path, data: { ...stored, [rule.field]: ['IV', 'IV'] } }]);
    const reference = doc(admin, collection.path);
    await assertFails(updateDoc(reference, { ...collection.edit, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(reference, { ...collection.edit, [rule.field]: ['IV'], updatedAt: serverTimestamp() }));
  });

  it.each(['anonymous', 'staff'] as const)('%s can give no item an audience, new or stored', async (role) => {
    const visitor = dbAs(environment(), role);
    await assertFails(setDoc(doc(visitor, collection.path), { ...base, [rule.field]: ['IV'] }));
    await seed(environment(), [{ path: collection.path, data: stored }]);
    await assertFails(updateDoc(doc(visitor, collection.path), { [rule.field]: ['IV'], updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(visitor, collection.path), { ...base, [rule.field]: ['IV'] }));
  });
});
