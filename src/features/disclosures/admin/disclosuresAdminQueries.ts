import { moveWrite } from '@/lib/listOrder';
import { itemWrites } from '@/lib/writes';
import { disclosuresKey } from '../disclosuresReads';
import { disclosureOrder, disclosureWriter } from './disclosuresAdminService';

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const disclosureMutations = {
  ...itemWrites([disclosuresKey], disclosureWriter),
  move: moveWrite(disclosureOrder.move, [disclosuresKey]),
};
