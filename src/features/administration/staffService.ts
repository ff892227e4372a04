/**
 * The administration page's staff lists: faculty departments and non-teaching categories, kept under the
 * first document of `admins` (the site document). Uses the full Firestore SDK for live subscriptions, so
 * import this module only from lazy-loaded code. The admin area writes them through the lite SDK
 * (admin/staffAdminService.ts), which sends a write at once or fails: the full SDK would queue it while offline.
 */
import {
  collection, getDocsFromServer, limit, onSnapshot, orderBy, query, type Query, type QuerySnapshot, type Unsubscribe,
} from 'firebase/firestore';
import { byPriority, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { LIST_PAGE_SIZE } from '@/lib/firestoreRest';
import { liveDb } from '@/lib/liveDb';
import { toMember, type StaffMember } from '@/lib/staffMember';

export type StaffKind = 'faculty' | 'nonTeaching';

/** The collection of the site document, whose sub-collections hold the staff lists. */
export const SITE_COLLECTION = 'admins';

/** A faculty department or a non-teaching category. */
export interface StaffGroup {
  id: string;
  /** The department title (or legacy `name`), or the category (or legacy `title`); null when missing. */
  name: string | null;
  priority: number | null;
  members: StaffMember[];
}

/** The stored field that holds a group's name, and the older spelling readers also accept. */
export const NAME_FIELDS: Record<StaffKind, [string, string]> = {
  faculty: ['title', 'name'],
  nonTeaching: ['category', 'title'],
};

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
  const snapshot = await getDocsFromServer(query(collection(liveDb(), SITE_COLLECTION), limit(1)));
  return snapshot.docs[0]?.id ?? null;
}

const groups = (siteId: string, kind: StaffKind) => collection(liveDb(), SITE_COLLECTION, siteId, kind);

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

/**
 * Live list of the faculty departments or non-teaching categories of the site document, ascending by priority: the
 * first LIST_PAGE_SIZE, the most one list may ask for (firestore.rules), far more than a school has.
 */
export function subscribeStaffGroups(
  siteId: string,
  kind: StaffKind,
  onChange: (groups: StaffGroup[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeWithFallback(
    () => query(groups(siteId, kind), orderBy('priority', 'asc'), limit(LIST_PAGE_SIZE)),
    query(groups(siteId, kind), limit(LIST_PAGE_SIZE)),
    (snapshot) => onChange(snapshot.docs.map((document) => toGroup(kind, document.id, document.data())).sort(byPriority)),
    onError,
  );
}
