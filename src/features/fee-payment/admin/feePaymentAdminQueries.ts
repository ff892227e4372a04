import { writeOptions } from '@/lib/writes';
import { feeContentQuery } from '../feePaymentQueries';
import { saveFeeContent } from './feePaymentAdminService';

/** The admin page's write, for `useMutation`: the fee page's query reads again. */
export const feePaymentMutations = {
  save: writeOptions(saveFeeContent, [feeContentQuery.queryKey]),
};
