/**
 * The trash: a deleted item is kept whole in `trash/<type>~<id>` (the rules refuse a delete without it), so that
 * Undo and the Trash page can put it back exactly as it was, under the same id. Entering and leaving the trash are
 * logged like any change; leaving it (restore, or delete for good) as the entry `<the deletion's entry>-end`.
 */
import { doc, getDoc, runTransaction, serverTimestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase/firestore/lite';
import { entryTitle, logChange, signedInEmail, typeOf } from './activityLog';
import { ItemGoneError, liteDb } from './liteDb';
import { Refusal } from './refusal';

export const TRASH = 'trash';

/** An item to delete: its id, and its name as the admin knows it (kept in the trash and the activity log). */
export interface NamedItem {
  id: string;
  title: string;
}

/** Where a deleted item is kept. */
export const trashIdOf = (item: DocumentReference): string => `${typeOf(item)}~${item.id}`;

/** The item was restored or deleted for good by someone else meanwhile. */
export class TrashGoneError extends Refusal {
  constructor() {
    super('This item is no longer in the trash: someone restored it or deleted it for good meanwhile.');
    this.name = 'TrashGoneError';
  }
}

/** Restoring would overwrite an item stored under the same id since: nothing was restored. */
export class RestoreConflictError extends Refusal {
  constructor() {
    super('An item with the same address exists again (added or restored since), so nothing was restored and the trash keeps this copy.');
    this.name = 'RestoreConflictError';
  }
}

/** An earlier deletion of an item with the same id is still in the trash. */
export class AlreadyInTrashError extends Refusal {
  constructor() {
    super('An earlier deleted item with the same address is still in the trash: restore it or delete it for good there first.');
    this.name = 'AlreadyInTrashError';
  }
}

/**
 * Deletes the item, keeping it in the trash with who deleted it and when, in one transaction with its activity
 * entry. Resolves to its place in the trash, for Undo. An item already deleted by someone else is an ItemGoneError.
 */
export async function moveToTrash(item: DocumentReference, title: string): Promise<string> {
  const trashed = doc(liteDb(), TRASH, trashIdOf(item));
  await runTransaction(liteDb(), async (transaction) => {
    const [stored, earlier] = [await transaction.get(item), await transaction.get(trashed)];
    if (!stored.exists()) throw new ItemGoneError();
    if (earlier.exists()) throw new AlreadyInTrashError();
    const { lastActivity } = logChange(transaction, { item, title, action: 'delete' });
    transaction.set(trashed, {
      type: typeOf(item),
      itemId: item.id,
      path: item.path,
      title: entryTitle(title),
      item: stored.data(),
      deletedAt: serverTimestamp(),
      deletedBy: signedInEmail(),
      activity: lastActivity,
    });
    transaction.delete(item);
  });
  return trashed.id;
}

/** The stored copy, its path and its deletion's entry, read in the transaction; a trashed item gone is a TrashGoneError. */
function trashedFields(data: DocumentData | undefined) {
  const path: unknown = data?.path;
  const activity: unknown = data?.activity;
  const item: unknown = data?.item;
  if (typeof path !== 'string' || typeof activity !== 'string' || typeof item !== 'object' || item === null) throw new TrashGoneError();
  const title: unknown = data?.title;
  return { path, activity, item: item as DocumentData, title: typeof title === 'string' ? title : '' };
}

/**
 * Runs `change` on the trashed item in a transaction. Two admins (or two tabs) may act on the same item at once:
 * the slower one's write is refused by the server, and is then reported as the TrashGoneError it is.
 */
async function inTrash(trashId: string, change: (transaction: Transaction, stored: ReturnType<typeof trashedFields>, trashed: DocumentReference) => Promise<void>) {
  const trashed = doc(liteDb(), TRASH, trashId);
  try {
    await runTransaction(liteDb(), async (transaction) => {
      const stored = await transaction.get(trashed);
      if (!stored.exists()) throw new TrashGoneError();
      await change(transaction, trashedFields(stored.data()), trashed);
    });
  } catch (error) {
    const stillThere = error instanceof TrashGoneError || (await getDoc(trashed).then((snapshot) => snapshot.exists(), () => true));
    throw stillThere ? error : new TrashGoneError();
  }
}

/**
 * Puts a trashed item back exactly as it was (same id, fields, pictures, place in its list), with `updatedAt` set to
 * now (the rules date every write that may), and removes it from the trash. An item stored under its id since
 * is never overwritten: RestoreConflictError.
 */
export function restoreFromTrash(trashId: string): Promise<void> {
  return inTrash(trashId, async (transaction, { path, activity, item: fields, title }, trashed) => {
    const item = doc(liteDb(), path);
    if ((await transaction.get(item)).exists()) throw new RestoreConflictError();
    const link = logChange(transaction, { item, title, action: 'restore' }, `${activity}-end`);
    transaction.set(item, { ...fields, updatedAt: serverTimestamp(), ...link });
    transaction.delete(trashed);
  });
}

/** Deletes a trashed item for good, logged as purged. One already gone is a TrashGoneError. */
export function deleteForever(trashId: string): Promise<void> {
  return inTrash(trashId, async (transaction, { path, activity, title }, trashed) => {
    logChange(transaction, { item: doc(liteDb(), path), title, action: 'purge' }, `${activity}-end`);
    transaction.delete(trashed);
  });
}
