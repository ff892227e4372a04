import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { councilDescriptionRead, councilMembersRead } from './councilReads';

export const councilMembersQuery = publicQuery(councilMembersRead);
export const councilDescriptionQuery = publicQuery(councilDescriptionRead);

export const useCouncilMembers = () => useQuery(councilMembersQuery);
