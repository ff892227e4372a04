import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { infrastructureKey } from '../infrastructureReads';
import {
  addInfrastructureItem, deleteInfrastructureItem, listInfrastructureForAdmin, updateInfrastructureItem,
} from './infrastructureAdminService';

/** Every item, those visitors cannot see last: the admin list. */
export const allInfrastructureQuery = readQuery([...infrastructureKey, 'all'], listInfrastructureForAdmin);
export const useAllInfrastructure = () => useQuery(allInfrastructureQuery);

/** The admin page's writes, for `useMutation`; each makes every infrastructure query read again. */
export const infrastructureMutations = itemWrites([infrastructureKey], {
  add: addInfrastructureItem,
  update: updateInfrastructureItem,
  remove: deleteInfrastructureItem,
});
