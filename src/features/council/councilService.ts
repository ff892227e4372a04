import { readDate, readImageAddress, readNumber, readText, withNumericPriority, type DocumentData } from '@/lib/documentFields';
import { getDocument, listDocuments } from '@/lib/firestoreRest';

export interface CouncilMember {
  id: string;
  name: string;
  position: string;
  year: string;
  imageUrl: string | null;
  priority: number | null;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const COUNCIL_MEMBERS = 'council_members';
export const COUNCIL_INFO_DOCUMENT = ['council_info', 'main'] as const;

function toMember(id: string, data: DocumentData): CouncilMember {
  return {
    id,
    name: readText(data, 'name') ?? '',
    position: readText(data, 'position') ?? '',
    year: readText(data, 'year') ?? (typeof data.year === 'number' ? String(data.year) : ''),
    imageUrl: readImageAddress(data, 'imageUrl', 'imageURL'),
    priority: readNumber(data, 'priority'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Every member, in stored order. */
export async function readAllMembers(): Promise<CouncilMember[]> {
  return (await listDocuments(COUNCIL_MEMBERS)).map(({ id, data }) => toMember(id, data));
}

/** The members visitors see: those with a numeric priority, ascending. */
export async function listCouncilMembers(): Promise<CouncilMember[]> {
  return withNumericPriority(await readAllMembers());
}

/** The council description from `council_info/main`, or null when that document does not exist. */
export async function getCouncilDescription(): Promise<string | null> {
  const stored = await getDocument(COUNCIL_INFO_DOCUMENT.join('/'));
  return stored && (readText(stored.data, 'description') ?? '');
}
