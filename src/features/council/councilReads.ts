import { publicRead } from '@/lib/publicRead';
import { getCouncilDescription, listCouncilMembers } from './councilService';

/** What visitors' pages read of the council (src/lib/publicRead.ts). Every council query starts with this key. */
export const councilKey = ['council'] as const;
export const councilMembersKey = [...councilKey, 'members'] as const;

/** The members visitors see: numeric priority only, ascending. */
export const councilMembersRead = publicRead([...councilMembersKey, 'visible'], listCouncilMembers);
/** The description above the members; null when its document does not exist. */
export const councilDescriptionRead = publicRead([...councilKey, 'description'], getCouncilDescription);
