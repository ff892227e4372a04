/**
 * The administration page's staff lists: faculty departments and non-teaching categories, kept under the
 * first document of `admins` (the site document). Uses the full Firestore SDK for live subscriptions, so
 * import this module only from lazy-loaded code.
 */
import {
  addDoc, collection, deleteDoc, doc, getDocs, limit, onSnapshot, orderBy, query, runTransaction,
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
  const snapshot = await getDocs(query(collection(liveDb(), 'admins'), limit(1)));
  return snapshot.docs[0]?.id ?? null;
}

const groups = (siteId: string, kind: StaffKind) => collection(liveDb(), 'admins', siteId, kind);

/**
 * Listens to `ordered`; if it cannot be set up or fails, listens to `unordered` instead. A failure of that
 * one too is logged and reported as an empty list.
 */
export function subscribeWithFallback(
  makeOrdered: () => Query,
  unordered: Query,
  onSnapshotChange: (snapshot: QuerySnapshot | null) => void,
): Unsubscribe {
  let current: Unsubscribe = () => {};
  const listenUnordered = () => {
    current = onSnapshot(unordered, onSnapshotChange, (error) => {
      console.error('Live staff list failed.', error);
      onSnapshotChange(null);
    });
  };
  try {
    current = onSnapshot(makeOrdered(), onSnapshotChange, (error) => {
      console.warn('Ordered staff list failed; listening without ordering.', error);
      listenUnordered();
    });
  } catch (error) {
    console.warn('Ordered staff list could not be set up; listening without ordering.', error);
    listenUnordered();
  }
  return () => current();
}

/**
 * Live list of the faculty departments or non-teaching categories, ascending by priority. `onChange` gets an
 * empty list when the site document is missing or the subscription fails.
 */
export function subscribeStaffGroups(siteId: string, kind: StaffKind, onChange: (groups: StaffGroup[]) => void): Unsubscribe {
  return subscribeWithFallback(
    () => query(groups(siteId, kind), orderBy('priority', 'asc')),
    groups(siteId, kind),
    (snapshot) => {
      const list = snapshot ? snapshot.docs.map((document) => toGroup(kind, document.id, document.data())) : [];
      onChange(list.sort(byPriority));
    },
  );
}

export async function addStaffGroup(siteId: string, kind: StaffKind, input: { name: string; priority: unknown }): Promise<string> {
  const created = await addDoc(groups(siteId, kind), {
    [NAME_FIELDS[kind][0]]: input.name.trim(),
    priority: priorityOrDefault(input.priority),
    members: [],
  });
  return created.id;
}

export function renameStaffGroup(siteId: string, kind: StaffKind, id: string, name: string): Promise<void> {
  return updateDoc(doc(groups(siteId, kind), id), { [NAME_FIELDS[kind][0]]: name.trim() });
}

export function setStaffGroupPriority(siteId: string, kind: StaffKind, id: string, priority: unknown): Promise<void> {
  return updateDoc(doc(groups(siteId, kind), id), { priority: priorityOrDefault(priority) });
}

export function deleteStaffGroup(siteId: string, kind: StaffKind, id: string): Promise<void> {
  return deleteDoc(doc(groups(siteId, kind), id));
}

export function addStaffMember(siteId: string, kind: StaffKind, id: string, name: string): Promise<void> {
  return updateDoc(doc(groups(siteId, kind), id), { members: arrayUnion(name.trim()) });
}

/** Removes the first member with this name, whether it is stored as a string or as an object. */
export async function removeStaffMember(siteId: string, kind: StaffKind, id: string, name: string): Promise<void> {
  const reference = doc(groups(siteId, kind), id);
  await runTransaction(liveDb(), async (transaction) => {
    const data = (await transaction.get(reference)).data();
    const stored: unknown[] = Array.isArray(data?.members) ? data.members : [];
    const index = stored.findIndex((member) => toMember(member)?.name === name);
    if (index === -1) return;
    transaction.update(reference, { members: stored.filter((_, position) => position !== index) });
  });
}
