import { useQuery } from '@tanstack/react-query';
import { shippedFeeDocument, type FeeContent } from '@/content/feePayment';
import { shapedPublicQuery } from '@/lib/queries';
import { feeContentRead } from './feePaymentReads';
import { toFeeContent } from './feePaymentService';

const shippedFeeContent = toFeeContent(shippedFeeDocument);

/**
 * The fee page's content: the stored document, or the shipped content while none is stored. The build prerenders the
 * page with what it read (src/app/buildData.ts).
 */
export const feeContentQuery = shapedPublicQuery(feeContentRead, (stored: FeeContent | null) => stored ?? shippedFeeContent);

export const useFeeContent = () => useQuery(feeContentQuery);
