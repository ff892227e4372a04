import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { getCouncilDescription, listCouncilMembers } from './councilService';

/** Every council query starts with this key. */
export const councilKey = ['council'] as const;
export const councilMembersKey = [...councilKey, 'members'] as const;

/** The members visitors see: numeric priority only, ascending. */
export const councilMembersQuery = publicQuery([...councilMembersKey, 'visible'], listCouncilMembers);
/** The description above the members; null when its document does not exist. */
export const councilDescriptionQuery = publicQuery([...councilKey, 'description'], getCouncilDescription);

export const useCouncilMembers = () => useQuery(councilMembersQuery);
