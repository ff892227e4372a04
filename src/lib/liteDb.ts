/**
 * Firestore for the admin area's writes, through the small `firestore/lite` SDK. Visitors never load it: what they
 * read comes over REST (`firestoreRest.ts`). Live subscriptions use `liveDb.ts`.
 */
import {
  collection, connectFirestoreEmulator, doc, FieldValue, getFirestore, runTransaction, serverTimestamp, Timestamp,
  type DocumentReference, type Firestore,
} from 'firebase/firestore/lite';
import type { ActivityAction } from '@/content/contentTypes';
import { logChange } from './activityLog';
import { emulators, siteConfig } from './config';
import { firebaseApp } from './firebaseApp';
import { Refusal } from './refusal';

let instance: Firestore | undefined;

export function liteDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (emulators && siteConfig().useEmulators) connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
  }
  return instance;
}

/** A collection, for writing to it. */
export const liteCollection = (collectionId: string) => collection(liteDb(), collectionId);

/** A document, for writing to it: `liteDocument('council_info', 'main')`. */
export const liteDocument = (...path: [string, ...string[]]) => doc(liteDb(), ...path);

/** What an admin's edit started from: the item as the form opened it, and when it was last changed then. */
export interface Opened<TItem> {
  item: TItem;
  updatedAt: Date | null;
}

/** Someone else changed the item after the form was opened: nothing was written. */
export class EditConflictError extends Refusal {
  constructor(readonly storedAt: Date | null) {
    super(
      'Someone else changed this item after you opened it, so nothing was saved. What you typed is still here: ' +
        'Save again to apply only your changes on top of theirs, or Cancel to see their version.',
    );
    this.name = 'EditConflictError';
  }
}

/** The item was deleted after the form was opened. */
export class ItemGoneError extends Refusal {
  constructor() {
    super('This item was deleted by someone else after you opened it.');
    this.name = 'ItemGoneError';
  }
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof FieldValue || b instanceof FieldValue ? a instanceof FieldValue && b instanceof FieldValue && a.isEqual(b) : JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the fields of `next` that differ from `opened` (the same fields of the item as the form opened it), with
 * `updatedAt` the server's time, in a transaction that first checks that the stored `updatedAt` is still the one the
 * form opened: else it writes nothing and throws an EditConflictError. The change is logged as `action` (an edit
 * unless given) of `title`.
 */
export async function updateChangedFields(
  reference: DocumentReference,
  openedAt: Date | null,
  opened: Record<string, unknown>,
  next: Record<string, unknown>,
  title: string,
  action: ActivityAction = 'edit',
): Promise<void> {
  const changes = Object.fromEntries(Object.entries(next).filter(([field, value]) => !sameValue(value, opened[field])));
  await runTransaction(liteDb(), async (transaction) => {
    const stored = await transaction.get(reference);
    if (!stored.exists()) throw new ItemGoneError();
    const updatedAt: unknown = stored.get('updatedAt');
    const storedAt = updatedAt instanceof Timestamp ? updatedAt.toMillis() : null;
    if (storedAt !== (openedAt?.getTime() ?? null)) throw new EditConflictError(storedAt === null ? null : new Date(storedAt));
    if (Object.keys(changes).length === 0) return;
    transaction.update(reference, { ...changes, updatedAt: serverTimestamp(), ...logChange(transaction, { item: reference, title, action }) });
  });
}
