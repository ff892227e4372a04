import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { moveWrite } from '@/lib/listOrder';
import { itemWrites, writeOptions } from '@/lib/writes';
import { councilMembersKey } from '../councilReads';
import { councilDescriptionQuery } from '../councilQueries';
import { councilMemberOrder, councilMemberWriter, listCouncilMembersForAdmin, saveCouncilDescription } from './councilAdminService';

/** Every member, those visitors cannot see last: the admin list. */
export const allCouncilMembersQuery = readQuery([...councilMembersKey, 'all'], listCouncilMembersForAdmin);
export const useAllCouncilMembers = () => useQuery(allCouncilMembersQuery);

/** The admin page's writes, for `useMutation`; a member write makes every member query read again. */
export const councilMutations = {
  ...itemWrites([councilMembersKey], councilMemberWriter),
  move: moveWrite(councilMemberOrder.move, [councilMembersKey]),
  saveDescription: writeOptions(saveCouncilDescription, [councilDescriptionQuery.queryKey]),
};
