/** What only the admin area reads and writes of the council; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { setLogged } from '@/lib/activityLog';
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
import { listOrder, placeAt } from '@/lib/listOrder';
import { COUNCIL_INFO_DOCUMENT, COUNCIL_MEMBERS, listCouncilMembersForAdmin, type CouncilMember } from '../councilService';

export interface CouncilMemberDraft {
  name: string;
  position: string;
  year: string;
  imageUrl: string;
}

/** Every member, for the admin list, those without a numeric priority last. */
export { listCouncilMembersForAdmin };

export const councilMemberWriter = collectionWriter<CouncilMemberDraft, CouncilMember>(COUNCIL_MEMBERS, {
  stored: (member) => ({
    name: member.name.trim(),
    position: member.position.trim(),
    year: member.year.trim(),
    imageUrl: member.imageUrl,
  }),
  name: (draft) => draft.name.trim(),
  // A new member goes last on the Council page; Move up and Move down change their place.
  created: async () => ({ priority: placeAt('last', (await listCouncilMembersForAdmin()).map((member) => member.priority)) }),
});

export const councilMemberOrder = listOrder({ reference: (id) => liteDocument(COUNCIL_MEMBERS, id), field: 'priority', noun: 'member', plural: 'members' });

/** Saves the council description, creating `council_info/main` if it is missing. */
export function saveCouncilDescription(description: string): Promise<void> {
  return setLogged(liteDocument(...COUNCIL_INFO_DOCUMENT), { description: description.trim(), updatedAt: serverTimestamp() }, 'Council description');
}
