// The office's history: every change of content carries its activity entry in the same request, every delete keeps
// the item in the trash, and both are for administrators only. Written with the SDK's own writes (not the logged
// ones of support.ts), so that each test controls exactly what a request holds.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch,
  type DocumentData, type DocumentReference, type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { activityEntryFields } from '@/lib/activityFields';
import { FIXTURES, POSTED, SITE_ID, fixture, text, written } from './fixtures';
import { activityEntry, dbAs, seed, rulesEnvironmentForFile, STAFF_EMAIL, trashedCopy, typeOf } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;
const { itemId: ITEM_ID, title: TITLE, action: ACTION } = activityEntryFields;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const trashPath = (reference: DocumentReference) => `trash/${typeOf(reference)}~${reference.id}`;

/** A batch writing `data` to `reference` with `lastActivity` naming the entry `entry` (written beside it unless null). */
async function writeWith(reference: DocumentReference, data: DocumentData, entryId: string, entry: DocumentData | null) {
  const batch = writeBatch(reference.firestore);
  if (entry) batch.set(doc(reference.firestore, 'activity', entryId), entry);
  batch.set(reference, { ...data, lastActivity: entryId });
  return batch.commit();
}


/** Deletes the item with its trashed copy `trash` at `trashId` and, unless null, the entry `entryId`. */
async function deleteWith(reference: DocumentReference, trash: DocumentData, trashId: string, entry: DocumentData | null) {
  const batch = writeBatch(reference.firestore);
  if (entry) batch.set(doc(reference.firestore, 'activity', String(trash.activity)), entry);
  batch.set(doc(reference.firestore, 'trash', trashId), trash);
  batch.delete(reference);
  return batch.commit();
}

describe.each(FIXTURES)('$label: a change without its activity entry', (collection) => {
  it('is refused, and accepted with it', async () => {
    const reference = doc(admin, collection.path);
    await assertFails(setDoc(reference, collection.valid));
    await assertFails(writeWith(reference, collection.valid, 'e1', null));
    await assertSucceeds(writeWith(reference, collection.valid, 'e1', activityEntry(reference, 'add')));
    await assertFails(updateDoc(reference, collection.edit));
    await assertFails(updateDoc(reference, { ...collection.edit, lastActivity: 'e1' }));
  });
});

describe.each(FIXTURES.filter((collection) => collection.deletable !== false))('$label: a delete', (collection) => {
  it('is refused unless the item goes to the trash in the same request', async () => {
    await seed(environment(), [{ path: collection.path, data: collection.valid }]);
    const reference = doc(admin, collection.path);
    await assertFails(deleteDoc(reference));
    await seed(environment(), [{ path: trashPath(reference), data: { ...trashedCopy(reference, collection.valid, 'old'), deletedAt: POSTED } }]);
    await assertFails(deleteDoc(reference));
    await environment().clearFirestore();
    await seed(environment(), [{ path: collection.path, data: collection.valid }]);
    const stored = (await getDoc(reference)).data() ?? {};
    await assertSucceeds(deleteWith(reference, trashedCopy(reference, stored, 'e1'), `${typeOf(reference)}~${reference.id}`, activityEntry(reference, 'delete')));
  });
});

describe('the activity entry a change names', () => {
  const announcements = fixture('announcements');
  const reference = () => doc(admin, announcements.path);

  it('must be written by the same request: an older entry is refused', async () => {
    await seed(environment(), [{ path: 'activity/old', data: { ...activityEntry(reference(), 'add'), at: POSTED } }]);
    await assertFails(writeWith(reference(), announcements.valid, 'old', null));
  });

  it('must be about this item: another id is refused', async () => {
    await assertFails(writeWith(reference(), announcements.valid, 'e1', { ...activityEntry(reference(), 'add'), itemId: 'other' }));
  });

  it('must be about this type: another collection is refused', async () => {
    await assertFails(writeWith(reference(), announcements.valid, 'e1', { ...activityEntry(reference(), 'add'), type: 'events_gallery' }));
  });
});

describe('an activity entry', () => {
  const about = () => doc(admin, 'announcements/a1');
  const entryOf = (changes: DocumentData) => ({ ...activityEntry(about(), 'edit'), ...changes });
  const create = (db: Firestore, data: DocumentData) => setDoc(doc(db, 'activity/e1'), data);

  it('is written by an administrator, in its own name, at the server time', async () => {
    await assertSucceeds(create(admin, entryOf({})));
  });

  it('is refused from a signed-in user without the claim, even in their own name, and from a visitor', async () => {
    await assertFails(create(dbAs(environment(), 'staff'), entryOf({ by: STAFF_EMAIL })));
    await assertFails(create(dbAs(environment(), 'anonymous'), entryOf({})));
  });

  it.each([
    ['in another person’s name', { by: 'principal@demo.school' }],
    ['with a time of its own', { at: Timestamp.fromDate(new Date()) }],
    ['about an unknown type', { type: 'users' }],
    ['with an unknown action', { action: 'rewrite' }],
    ['with an action in another case', { action: 'Urgent' }],
    ['with a blank item id', { itemId: ' ' }],
    [`with an item id of ${written(ITEM_ID.max + 1)} characters`, { itemId: text(ITEM_ID.max + 1) }],
    [`with a title of ${TITLE.max + 1} characters`, { title: text(TITLE.max + 1) }],
    ['with a field of its own', { note: 'extra' }],
  ])('is refused %s', async (_name, changes) => {
    await assertFails(create(admin, entryOf(changes)));
  });

  const LEAVING_THE_TRASH = ['restore', 'purge'];

  it.each(ACTION.options.filter((action) => !LEAVING_THE_TRASH.includes(action)))('accepts the action %s', async (action) => {
    await assertSucceeds(create(admin, entryOf({ action })));
  });

  it.each(LEAVING_THE_TRASH)('refuses the action %s under an id that does not end a deletion (<entry>-end)', async (action) => {
    await assertFails(create(admin, entryOf({ action })));
  });

  it(`accepts a blank title and an item id of ${written(ITEM_ID.max)} characters, and a title of ${TITLE.max}`, async () => {
    await assertSucceeds(create(admin, entryOf({ title: '', itemId: text(ITEM_ID.max) })));
    await assertSucceeds(setDoc(doc(admin, 'activity/e2'), entryOf({ title: text(TITLE.max) })));
  });

  it('cannot be changed or deleted, even by an administrator', async () => {
    await seed(environment(), [{ path: 'activity/e1', data: { ...entryOf({}), at: POSTED } }]);
    await assertFails(updateDoc(doc(admin, 'activity/e1'), { by: 'someone@else.school' }));
    await assertFails(deleteDoc(doc(admin, 'activity/e1')));
  });

  it.each(['anonymous', 'staff'] as const)('is unreadable to %s, by id and by query; an administrator reads it', async (role) => {
    await seed(environment(), [{ path: 'activity/e1', data: { ...entryOf({}), at: POSTED } }]);
    const db = dbAs(environment(), role);
    await assertFails(getDoc(doc(db, 'activity/e1')));
    await assertFails(getDocs(collection(db, 'activity')));
    await assertSucceeds(getDoc(doc(admin, 'activity/e1')));
    await assertSucceeds(getDocs(collection(admin, 'activity')));
  });
});

describe('the trash', () => {
  const EVENT = fixture('events_gallery').valid;
  /** The event as stored (the fixture's updatedAt is the server's time of the write): what a trashed copy must hold. */
  const STORED = { ...EVENT, updatedAt: POSTED };
  const event = () => doc(admin, 'events_gallery/e1');
  const TRASH_ID = 'events_gallery~e1';

  beforeEach(async () => {
    await seed(environment(), [{ path: 'events_gallery/e1', data: STORED }]);
  });

  it('accepts the deletion as the admin area writes it, which each case below changes in one way', async () => {
    await assertSucceeds(deleteWith(event(), trashedCopy(event(), STORED, 'e9'), TRASH_ID, activityEntry(event(), 'delete')));
  });

  it.each([
    ['under another id', { trashId: 'events_gallery~other' }],
    ['dated by the client', { deletedAt: Timestamp.fromDate(new Date()) }],
    ['in another person’s name', { deletedBy: 'principal@demo.school' }],
    [`with a title of ${TITLE.max + 1} characters`, { title: text(TITLE.max + 1) }],
    ['with a copy that differs from the stored event', { item: { ...STORED, title: 'Made up' } }],
    ['with the path of another document', { path: 'events_gallery/other' }],
    ['with a field of its own', { note: 'extra' }],
  ])('refuses the deleted item %s', async (_name, changes) => {
    const { trashId = TRASH_ID, ...fields } = changes as DocumentData & { trashId?: string };
    await assertFails(deleteWith(event(), { ...trashedCopy(event(), STORED, 'e9'), ...fields }, trashId, activityEntry(event(), 'delete')));
  });

  it('refuses a trashed copy of an event that the same request does not delete', async () => {
    await assertFails(setDoc(doc(admin, `trash/${TRASH_ID}`), trashedCopy(event(), STORED, 'e9')));
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e9'), activityEntry(event(), 'delete'));
    batch.set(doc(admin, `trash/${TRASH_ID}`), trashedCopy(event(), STORED, 'e9'));
    await assertFails(batch.commit());
  });

  it('refuses a deleted item whose deletion is not logged by the same request', async () => {
    await assertFails(deleteWith(event(), trashedCopy(event(), STORED, 'e9'), TRASH_ID, null));
    await seed(environment(), [{ path: 'activity/e9', data: { ...activityEntry(event(), 'delete'), at: POSTED } }]);
    await assertFails(deleteWith(event(), trashedCopy(event(), STORED, 'e9'), TRASH_ID, null));
  });

  it('refuses a second trashed copy under another id', async () => {
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e9'), activityEntry(event(), 'delete'));
    batch.set(doc(admin, `trash/${TRASH_ID}`), trashedCopy(event(), STORED, 'e9'));
    batch.set(doc(admin, 'trash/events_gallery~other'), trashedCopy(event(), STORED, 'e9'));
    batch.delete(event());
    await assertFails(batch.commit());
  });

  it('refuses a trashed copy dated by the client, even one filed under another event than its own', async () => {
    await seed(environment(), [{ path: 'events_gallery/e2', data: STORED }]);
    const other = doc(admin, 'events_gallery/e2');
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e9'), activityEntry(event(), 'delete'));
    batch.set(doc(admin, 'activity/e8'), activityEntry(other, 'delete'));
    batch.set(doc(admin, `trash/${TRASH_ID}`), { ...trashedCopy(event(), STORED, 'e9'), path: other.path, deletedAt: Timestamp.fromDate(new Date()) });
    batch.set(doc(admin, 'trash/events_gallery~e2'), trashedCopy(other, STORED, 'e8'));
    batch.delete(other);
    await assertFails(batch.commit());
  });

  it('refuses a deleted item whose entry is about another item', async () => {
    await assertFails(deleteWith(event(), trashedCopy(event(), STORED, 'e9'), TRASH_ID, { ...activityEntry(event(), 'delete'), itemId: 'other' }));
  });

  describe('once an event is in it', () => {
    beforeEach(async () => {
      await environment().clearFirestore();
      await seed(environment(), [{ path: `trash/${TRASH_ID}`, data: { ...trashedCopy(event(), STORED, 'e9'), deletedAt: POSTED } }]);
    });

    it.each(['anonymous', 'staff'] as const)('is unreadable to %s, by id and by query', async (role) => {
      const db = dbAs(environment(), role);
      await assertFails(getDoc(doc(db, `trash/${TRASH_ID}`)));
      await assertFails(getDocs(collection(db, 'trash')));
    });

    it('is read by an administrator, and never edited', async () => {
      await assertSucceeds(getDocs(collection(admin, 'trash')));
      await assertFails(updateDoc(doc(admin, `trash/${TRASH_ID}`), { title: 'Renamed' }));
    });

    it('is restored: the item written back as any new item, the trashed copy removed, both logged as <entry>-end', async () => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'restore'));
      batch.set(event(), { ...EVENT, archived: true, lastActivity: 'e9-end' });
      batch.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertSucceeds(batch.commit());
    });

    it('never overwrites an item stored at its path since: a restore over it is refused, a deletion for good is not', async () => {
      await seed(environment(), [{ path: 'events_gallery/e1', data: { ...EVENT, title: 'Added since' } }]);
      const restore = writeBatch(admin);
      restore.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'restore'));
      restore.set(event(), { ...EVENT, lastActivity: 'e9-end' });
      restore.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertFails(restore.commit());
      const purge = writeBatch(admin);
      purge.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'purge'));
      purge.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertSucceeds(purge.commit());
    });

    it('refuses its entry <entry>-end written ahead of the item leaving the trash, which would keep it there for good', async () => {
      await assertFails(setDoc(doc(admin, 'activity/e9-end'), activityEntry(event(), 'purge')));
      await assertFails(setDoc(doc(admin, 'activity/e8-end'), activityEntry(event(), 'purge')));
    });

    it('refuses a second entry <entry>-end beside its own, naming another deletion of the item', async () => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'purge'));
      batch.set(doc(admin, 'activity/e8-end'), activityEntry(event(), 'purge'));
      batch.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertFails(batch.commit());
    });

    it('refuses its entry <entry>-end as any action but a restore or a deletion for good', async () => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'edit'));
      batch.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertFails(batch.commit());
    });

    it('is deleted for good only with its entry <entry>-end, written by the same request', async () => {
      await assertFails(deleteDoc(doc(admin, `trash/${TRASH_ID}`)));
      const wrongEntry = writeBatch(admin);
      wrongEntry.set(doc(admin, 'activity/e8-end'), activityEntry(event(), 'purge'));
      wrongEntry.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertFails(wrongEntry.commit());
      const otherItem = writeBatch(admin);
      otherItem.set(doc(admin, 'activity/e9-end'), { ...activityEntry(event(), 'purge'), itemId: 'other' });
      otherItem.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertFails(otherItem.commit());
      const purge = writeBatch(admin);
      purge.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'purge'));
      purge.delete(doc(admin, `trash/${TRASH_ID}`));
      await assertSucceeds(purge.commit());
    });
  });

  it('a new event is not archived, even logged as a restore; one restored from the trash may be', async () => {
    await environment().clearFirestore();
    await assertFails(writeWith(event(), { ...EVENT, archived: true }, 'e1', activityEntry(event(), 'add')));
    await assertFails(writeWith(event(), { ...EVENT, archived: true }, 'e1', activityEntry(event(), 'restore')));
    await assertFails(writeWith(event(), { ...EVENT, archived: true }, 'e9-end', activityEntry(event(), 'restore')));
    await seed(environment(), [{ path: `trash/${TRASH_ID}`, data: { ...trashedCopy(event(), { ...EVENT, archived: true }, 'e9'), deletedAt: POSTED } }]);
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e9-end'), activityEntry(event(), 'restore'));
    batch.set(event(), { ...EVENT, archived: true, lastActivity: 'e9-end' });
    batch.delete(doc(admin, `trash/${TRASH_ID}`));
    await assertSucceeds(batch.commit());
  });

  it('refuses a trashed copy kept under its type and id but naming the path of another type’s item', async () => {
    await seed(environment(), [{ path: 'announcements/a1', data: fixture('announcements').valid }]);
    const notice = doc(admin, 'announcements/a1');
    const stored = (await getDoc(notice)).data() ?? {};
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e8'), activityEntry(notice, 'delete'));
    batch.set(doc(admin, 'trash/announcements~a1'), trashedCopy(notice, stored, 'e8'));
    batch.set(doc(admin, 'activity/e9'), activityEntry(event(), 'delete'));
    batch.set(doc(admin, `trash/${TRASH_ID}`), { ...trashedCopy(event(), stored, 'e9'), path: notice.path });
    batch.delete(notice);
    await assertFails(batch.commit());
  });
});

describe('a department restored from the trash', () => {
  const PATH = `admins/${SITE_ID}/faculty/science`;
  const GROUP = { title: 'Science', priority: 2, members: ['Meena', 'Ravi', { name: 'Anil', qualification: 'M.Sc.' }] };

  /** Restores the trashed department as `data`: the group written back, its trashed copy removed, logged. */
  function restoreAs(data: DocumentData) {
    const group = doc(admin, PATH);
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity/e9-end'), activityEntry(group, 'restore'));
    batch.set(group, { ...data, updatedAt: serverTimestamp(), lastActivity: 'e9-end' });
    batch.delete(doc(admin, 'trash/faculty~science'));
    return batch.commit();
  }

  beforeEach(async () => {
    await seed(environment(), [{ path: 'trash/faculty~science', data: { ...trashedCopy(doc(admin, PATH), GROUP, 'e9'), deletedAt: POSTED } }]);
  });

  it('comes back with all its members in one write', async () => {
    await assertSucceeds(restoreAs(GROUP));
  });

  it('may not bring more than one member its trashed copy did not have', async () => {
    await assertFails(restoreAs({ ...GROUP, members: [...GROUP.members, 'Kavya', 'Suresh'] }));
  });

  it('is the only new department that may start with more than one member', async () => {
    await environment().clearFirestore();
    await assertFails(writeWith(doc(admin, PATH), { ...GROUP, updatedAt: serverTimestamp() }, 'e1', activityEntry(doc(admin, PATH), 'add')));
  });
});
