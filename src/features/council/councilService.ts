import { readDate, readImageAddress, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { getDocument } from '@/lib/firestoreRest';
import { prioritisedCollection } from '@/lib/prioritisedCollection';

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

/** The members visitors see (numeric priority only, ascending), and the admin list. */
export const { list: listCouncilMembers, listForAdmin: listCouncilMembersForAdmin } = prioritisedCollection(COUNCIL_MEMBERS, toMember);

/** The council description from `council_info/main`, or null when that document does not exist. */
export async function getCouncilDescription(): Promise<string | null> {
  const stored = await getDocument(COUNCIL_INFO_DOCUMENT.join('/'));
  return stored && (readText(stored.data, 'description') ?? '');
}
