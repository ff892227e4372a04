import { publicRead } from '@/lib/publicRead';
import { getFeeContent } from './feePaymentService';

/** What visitors' pages read of the fee page (src/lib/publicRead.ts): its stored document, null while none is stored. */
export const feeContentRead = publicRead(['fee-payment'], getFeeContent);
