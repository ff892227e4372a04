/** What only the admin area reads and writes of the council; visitors never download it. */
import { addLogged, setLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { COUNCIL_INFO_DOCUMENT, COUNCIL_MEMBERS, type CouncilMember } from '../councilService';

export interface CouncilMemberDraft {
  name: string;
  position: string;
  year: string;
  imageUrl: string;
  priority: number;
}

/** Every member, for the admin list, those without a numeric priority last. */
export { listCouncilMembersForAdmin } from '../councilService';

function memberFields(member: { name: string; position: string; year: string; imageUrl: string | null; priority: number | null }) {
  return {
    name: member.name.trim(),
    position: member.position.trim(),
    year: member.year.trim(),
    imageUrl: member.imageUrl,
    priority: member.priority,
  };
}

export async function addCouncilMember(draft: CouncilMemberDraft): Promise<string> {
  const fields = memberFields(draft);
  return addLogged(liteCollection(COUNCIL_MEMBERS), fields, fields.name);
}

/** Saves what the admin changed since opening the member (see `updateChangedFields`). */
export function updateCouncilMember(id: string, draft: CouncilMemberDraft, opened: Opened<CouncilMember>): Promise<void> {
  return updateChangedFields(liteDocument(COUNCIL_MEMBERS, id), opened.updatedAt, memberFields(opened.item), memberFields(draft), draft.name);
}

/** Moves the member to the trash; resolves to its place there, for Undo. */
export function deleteCouncilMember({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(COUNCIL_MEMBERS, id), title);
}

/** Saves the council description, creating `council_info/main` if it is missing. */
export function saveCouncilDescription(description: string): Promise<void> {
  return setLogged(liteDocument(...COUNCIL_INFO_DOCUMENT), { description: description.trim() }, 'Council description');
}
