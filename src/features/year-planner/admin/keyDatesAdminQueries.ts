import { itemWrites } from '@/lib/writes';
import { keyDatesKey } from '../keyDatesReads';
import { addKeyDate, deleteKeyDate, updateKeyDate } from './keyDatesAdminService';

/** The admin section's writes, for `useMutation` (its list is the public query). */
export const keyDateMutations = itemWrites([keyDatesKey], { add: addKeyDate, update: updateKeyDate, remove: deleteKeyDate });
