/**
 * The administration page's staff lists: faculty departments and non-teaching categories, kept under the
 * first document of `admins` (the site document). Uses the full Firestore SDK for live subscriptions, so
 * import this module only from lazy-loaded code.
 */
import {
  addDoc, collection, deleteDoc, doc, getDocsFromServer, limit, onSnapshot, orderBy, query, runTransaction,
  updateDoc, arrayUnion, type Query, type QuerySnapshot, type Unsubscribe,
} from 'firebase/firestore';
import { byPriority, priorityOrDefault, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { liveDb } from '@/lib/liveDb';

export type StaffKind = 'faculty' | 'nonTeaching';

export interface StaffMember {
  name: string;
  qualification: string | null;
}

/** A faculty department or a non-teaching category. */
export interface StaffGroup {
  id: string;
  /** The department title (or legacy `name`), or the category (or legacy `title`); null when missing. */
  name: string | null;
  priority: number | null;
  members: StaffMember[];
}

/** The stored field that holds a group's name, and the older spelling readers also accept. */
const NAME_FIELDS: Record<StaffKind, [string, string]> = {
  faculty: ['title', 'name'],
  nonTeaching: ['category', 'title'],
};

function toMember(value: unknown): StaffMember | null {
  if (typeof value === 'string') return value.trim() ? { name: value.trim(), qualification: null } : null;
  if (value && typeof value === 'object') {
    const data = value as DocumentData;
    const name = readText(data, 'name');
    return name ? { name, qualification: readText(data, 'qualification') } : null;
  }
  return null;
}

function toGroup(kind: StaffKind, id: string, data: DocumentData): StaffGroup {
  const members = Array.isArray(data.members) ? data.members : [];
  return {
    id,
    name: readText(data, ...NAME_FIELDS[kind]),
    priority: readNumber(data, 'priority'),
    members: members.map(toMember).filter((member): member is StaffMember => member !== null),
  };
}

/** The id of the site document (the first document of `admins`), or null when there is none. */
export async function getSiteDocumentId(): Promise<string | null> {
  // From the server: offline, the full SDK would answer from an empty cache, and the page would say the document is missing.
  const snapshot = await getDocsFromServer(query(collection(liveDb(), 'admins'), limit(1)));
  return snapshot.docs[0]?.id ?? null;
}

const groups = (siteId: string, kind: StaffKind) => collection(liveDb(), 'admins', siteId, kind);

/**
 * Listens to `ordered`; if it cannot be set up or fails, listens to `unordered` instead. A failure of that
 * one too is logged and passed to `onError`: a list that could not be read is not an empty list. Only what the
 * server has confirmed is passed on: offline, the SDK answers from its cache (empty on a first visit), and that
 * is not the list.
 */
export function subscribeWithFallback(
  makeOrdered: () => Query,
  unordered: Query,
  onSnapshotChange: (snapshot: QuerySnapshot) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let current: Unsubscribe = () => {};
  // With metadata changes, a cached answer confirmed unchanged by the server is delivered too.
  const confirmed = { includeMetadataChanges: true };
  const fromServer = (snapshot: QuerySnapshot) => {
    if (!snapshot.metadata.fromCache) onSnapshotChange(snapshot);
  };
  const listenUnordered = () => {
    current = onSnapshot(unordered, confirmed, fromServer, (error) => {
      console.error('Live staff list failed.', error);
      onError(error);
    });
  };
  try {
    current = onSnapshot(makeOrdered(), confirmed, fromServer, (error) => {
      console.warn('Ordered staff list failed; listening without ordering.', error);
      listenUnordered();
    });
  } catch (error) {
    console.warn('Ordered staff list could not be set up; listening without ordering.', error);
    listenUnordered();
  }
  return () => current();
}

/** Live list of the faculty departments or non-teaching categories of the site document, ascending by priority. */
export function subscribeStaffGroups(
  siteId: string,
  kind: StaffKind,
  onChange: (groups: StaffGroup[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeWithFallback(
    () => query(groups(siteId, kind), orderBy('priority', 'asc')),
    groups(siteId, kind),
    (snapshot) => onChange(snapshot.docs.map((document) => toGroup(kind, document.id, document.data())).sort(byPriority)),
    onError,
  );
}

/** A department or category as the admin typed it: a priority that is not a number is stored as 1. */
export interface StaffGroupInput {
  name: string;
  priority: unknown;
}

function groupFields(kind: StaffKind, input: StaffGroupInput) {
  return { [NAME_FIELDS[kind][0]]: input.name.trim(), priority: priorityOrDefault(input.priority) };
}

export async function addStaffGroup(siteId: string, kind: StaffKind, input: StaffGroupInput): Promise<string> {
  const created = await addDoc(groups(siteId, kind), { ...groupFields(kind, input), members: [] });
  return created.id;
}

/** Saves the name and priority; a name stored under the older field keeps that field and gains the current one. */
export function updateStaffGroup(siteId: string, kind: StaffKind, id: string, input: StaffGroupInput): Promise<void> {
  return updateDoc(doc(groups(siteId, kind), id), groupFields(kind, input));
}

export function deleteStaffGroup(siteId: string, kind: StaffKind, id: string): Promise<void> {
  return deleteDoc(doc(groups(siteId, kind), id));
}

export function addStaffMember(siteId: string, kind: StaffKind, id: string, name: string): Promise<void> {
  return updateDoc(doc(groups(siteId, kind), id), { members: arrayUnion(name.trim()) });
}

/**
 * Changes the stored members in one transaction: `change` gets them as stored (strings or objects) and the
 * position of the first member called `name` (-1 when there is none), and returns the new list, or null to leave it.
 */
function changeMembers(
  siteId: string,
  kind: StaffKind,
  id: string,
  name: string,
  change: (stored: unknown[], index: number) => unknown[] | null,
): Promise<void> {
  const reference = doc(groups(siteId, kind), id);
  return runTransaction(liveDb(), async (transaction) => {
    const data = (await transaction.get(reference)).data();
    const stored: unknown[] = Array.isArray(data?.members) ? data.members : [];
    const members = change(stored, stored.findIndex((member) => toMember(member)?.name === name));
    if (members) transaction.update(reference, { members });
  });
}

/** Removes the first member with this name, whether it is stored as a string or as an object. */
export function removeStaffMember(siteId: string, kind: StaffKind, id: string, name: string): Promise<void> {
  return changeMembers(siteId, kind, id, name, (stored, index) => (index === -1 ? null : stored.filter((_, position) => position !== index)));
}

/** Renames the first member called `name` in place; one stored as an object keeps its other fields. */
export function renameStaffMember(siteId: string, kind: StaffKind, id: string, name: string, newName: string): Promise<void> {
  return changeMembers(siteId, kind, id, name, (stored, index) => {
    if (index === -1) return null;
    const renamed = (member: unknown) =>
      member && typeof member === 'object' ? { ...(member as DocumentData), name: newName.trim() } : newName.trim();
    return stored.map((member, position) => (position === index ? renamed(member) : member));
  });
}
