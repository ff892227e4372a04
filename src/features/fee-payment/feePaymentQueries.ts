import { useQuery } from '@tanstack/react-query';
import { shippedFeeContent } from '@/content/feePayment';
import { publicQuery } from '@/lib/queries';
import { getFeeContent } from './feePaymentService';

/**
 * The fee page's content: the stored document, or the shipped content while none is stored. The build prerenders the
 * page with what it read (src/app/buildData.ts).
 */
export const feeContentQuery = publicQuery(['fee-payment'], async () => (await getFeeContent()) ?? shippedFeeContent);

export const useFeeContent = () => useQuery(feeContentQuery);
