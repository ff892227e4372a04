/** What only the admin area reads and writes of the council; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { setLogged } from '@/lib/activityLog';
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
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

export const councilMemberWriter = collectionWriter<CouncilMemberDraft, CouncilMember>(COUNCIL_MEMBERS, {
  stored: (member) => ({
    name: member.name.trim(),
    position: member.position.trim(),
    year: member.year.trim(),
    imageUrl: member.imageUrl,
    priority: member.priority,
  }),
  name: (draft) => draft.name.trim(),
});

/** Saves the council description, creating `council_info/main` if it is missing. */
export function saveCouncilDescription(description: string): Promise<void> {
  return setLogged(liteDocument(...COUNCIL_INFO_DOCUMENT), { description: description.trim(), updatedAt: serverTimestamp() }, 'Council description');
}
