import { collection, doc, getDoc, getDocs, orderBy, query, type Query } from 'firebase/firestore/lite';
import { readImageAddress, readNumber, readText, withNumericPriority, type DocumentData } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface CouncilMember {
  id: string;
  name: string;
  position: string;
  year: string;
  imageUrl: string | null;
  priority: number | null;
}

export const membersCollection = () => collection(publicDb(), 'council_members');
export const councilInfoDocument = () => doc(publicDb(), 'council_info', 'main');

export function toMember(id: string, data: DocumentData): CouncilMember {
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
  const snapshot = await getDocsWithFallback(query(membersCollection(), orderBy('priority', 'asc')), membersCollection());
  return snapshot.docs.map((document) => toMember(document.id, document.data()));
}

/** The members visitors see: those with a numeric priority, ascending. */
export async function listCouncilMembers(): Promise<CouncilMember[]> {
  return withNumericPriority(await readMembers());
}

/** The council description from `council_info/main`, or null when that document does not exist. */
export async function getCouncilDescription(): Promise<string | null> {
  const snapshot = await getDoc(councilInfoDocument());
  if (!snapshot.exists()) return null;
  return readText(snapshot.data(), 'description') ?? '';
}
