import {
  addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc,
  type Query,
} from 'firebase/firestore/lite';
import {
  byPriority, readImageAddress, readNumber, readText, withNumericPriority, type DocumentData,
} from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface CouncilMember {
  id: string;
  name: string;
  position: string;
  year: string;
  imageUrl: string | null;
  priority: number | null;
}

export interface CouncilMemberDraft {
  name: string;
  position: string;
  year: string;
  imageUrl: string;
  priority: number;
}

const members = () => collection(publicDb(), 'council_members');
const councilInfo = () => doc(publicDb(), 'council_info', 'main');

function toMember(id: string, data: DocumentData): CouncilMember {
  return {
    id,
    name: readText(data, 'name') ?? '',
    position: readText(data, 'position') ?? '',
    year: readText(data, 'year') ?? (typeof data.year === 'number' ? String(data.year) : ''),
    imageUrl: readImageAddress(data, 'imageUrl', 'imageURL'),
    priority: readNumber(data, 'priority'),
  };
}

/** Reads `ordered`; if that query fails (a missing index in production, say), reads `unordered` instead. */
export async function getDocsWithFallback(ordered: Query, unordered: Query) {
  try {
    return await getDocs(ordered);
  } catch (error) {
    console.warn('Ordered query failed; reading without ordering.', error);
    return getDocs(unordered);
  }
}

async function readMembers(): Promise<CouncilMember[]> {
  const snapshot = await getDocsWithFallback(query(members(), orderBy('priority', 'asc')), members());
  return snapshot.docs.map((document) => toMember(document.id, document.data()));
}

/** The members visitors see: those with a numeric priority, ascending. */
export async function listCouncilMembers(): Promise<CouncilMember[]> {
  return withNumericPriority(await readMembers());
}

/** Every member, for the admin list, those without a numeric priority last. */
export async function listCouncilMembersForAdmin(): Promise<CouncilMember[]> {
  const snapshot = await getDocs(members());
  return snapshot.docs.map((document) => toMember(document.id, document.data())).sort(byPriority);
}

function memberFields(draft: CouncilMemberDraft) {
  return {
    name: draft.name.trim(),
    position: draft.position.trim(),
    year: draft.year.trim(),
    imageUrl: draft.imageUrl,
    priority: draft.priority,
  };
}

export async function addCouncilMember(draft: CouncilMemberDraft): Promise<string> {
  return (await addDoc(members(), memberFields(draft))).id;
}

export function updateCouncilMember(id: string, draft: CouncilMemberDraft): Promise<void> {
  return updateDoc(doc(members(), id), memberFields(draft));
}

export function deleteCouncilMember(id: string): Promise<void> {
  return deleteDoc(doc(members(), id));
}

/** The council description from `council_info/main`, or null when that document does not exist. */
export async function getCouncilDescription(): Promise<string | null> {
  const snapshot = await getDoc(councilInfo());
  if (!snapshot.exists()) return null;
  return readText(snapshot.data(), 'description') ?? '';
}

/** Saves the council description, creating `council_info/main` if it is missing. */
export function saveCouncilDescription(description: string): Promise<void> {
  return setDoc(councilInfo(), { description: description.trim() });
}
