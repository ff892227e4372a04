/**
 * The activity log: every change the admin area makes is written together with an entry saying when (the server's
 * time), who (the signed-in administrator's email), what (the collection, the item's id and title) and the action.
 * The rules refuse a change of content whose `lastActivity` does not name an entry written by the same request
 * (docs/data-model.md), so every write of content goes through a batch or transaction that `logChange` adds to.
 */
import {
  collection, doc, serverTimestamp, writeBatch, type CollectionReference, type DocumentData, type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { ActivityAction, ContentType } from '@/content/contentTypes';
import { activityEntryFields } from './activityFields';
import { auth } from './auth';

export const ACTIVITY = 'activity';

/** One change: which item (its document) and what was done to it; `title` is the item's name as the admin knows it. */
export interface Change {
  item: DocumentReference;
  title: string;
  action: ActivityAction;
}

/** What can take the entry beside the change: a batch or a transaction (both `set`). */
export interface Writes {
  set(reference: DocumentReference, data: DocumentData): unknown;
}

/** The content type of a document: the id of its collection. */
export const typeOf = (item: DocumentReference): ContentType => item.parent.id as ContentType;

/** The signed-in administrator's email, which the rules require in every entry (and refuse for anyone else). */
export function signedInEmail(): string {
  return auth().currentUser?.email ?? '';
}

/** An item's title as its entry, and its trashed copy, keep it: trimmed, cut to the rules' bound. */
export const entryTitle = (title: string): string => title.trim().slice(0, activityEntryFields.title.max);

/**
 * Adds the entry of `change` to `writes` under `entryId` (a new id unless given) and returns the field that links the
 * changed item to it, to spread into the item's data: `{ ...fields, ...logChange(batch, change) }`.
 */
export function logChange(writes: Writes, { item, title, action }: Change, entryId?: string): { lastActivity: string } {
  const entries = collection(item.firestore, ACTIVITY);
  const entry = entryId === undefined ? doc(entries) : doc(entries, entryId);
  writes.set(entry, {
    at: serverTimestamp(),
    by: signedInEmail(),
    type: typeOf(item),
    itemId: item.id,
    title: entryTitle(title),
    action,
  });
  return { lastActivity: entry.id };
}

/** Runs `write` in a new batch of `item`'s database and commits it: for changes that read nothing first. */
async function commitBatch(item: DocumentReference, write: (batch: WriteBatch) => void): Promise<void> {
  const batch = writeBatch(item.firestore);
  write(batch);
  await batch.commit();
}

/** Writes `data` as a new document of `parent` (a new id), logged as added (or as `action`); resolves to its id. */
export async function addLogged(parent: CollectionReference, data: DocumentData, title: string, action: ActivityAction = 'add'): Promise<string> {
  const item = doc(parent);
  await commitBatch(item, (batch) => batch.set(item, { ...data, ...logChange(batch, { item, title, action }) }));
  return item.id;
}

/** Replaces (or creates) one document whole, logged as edited: the single documents (the planner, the council's text). */
export function setLogged(item: DocumentReference, data: DocumentData, title: string): Promise<void> {
  return commitBatch(item, (batch) => batch.set(item, { ...data, ...logChange(batch, { item, title, action: 'edit' }) }));
}

/** Updates fields of one document, logged as `action` ('edit' unless given). */
export function updateLogged(item: DocumentReference, data: DocumentData, title: string, action: ActivityAction = 'edit'): Promise<void> {
  return commitBatch(item, (batch) => batch.update(item, { ...data, ...logChange(batch, { item, title, action }) }));
}

