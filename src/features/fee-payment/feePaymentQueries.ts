import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { getFeeContent } from './feePaymentService';

/** The fee page's content; the build prerenders the page with what it read (src/app/buildData.ts). */
export const feeContentQuery = publicQuery(['fee-payment'], getFeeContent);

export const useFeeContent = () => useQuery(feeContentQuery);
