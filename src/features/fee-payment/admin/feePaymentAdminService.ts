import { serverTimestamp } from 'firebase/firestore/lite';
import type { FeeContent } from '@/content/feePayment';
import { setLogged } from '@/lib/activityLog';
import { liteDocument } from '@/lib/liteDb';
import { FEE_PAYMENT_DOCUMENT, linesOf } from '../feePaymentService';

/**
 * Saves the fee page whole (fee_payment/main, created if missing): text trimmed, blank lines of steps and notes dropped;
 * the fee structure as its class groups and their fees, group by group (docs/data-model.md).
 */
export function saveFeeContent(content: FeeContent): Promise<void> {
  const lines = (text: string) => linesOf(text).join('\n');
  return setLogged(
    liteDocument(...FEE_PAYMENT_DOCUMENT),
    {
      intro: content.intro.trim(),
      bankName: content.bankName.trim(),
      payNowUrl: content.payNowUrl,
      steps: lines(content.steps),
      terms: content.terms.map(({ term, months, dueOn }) => ({ term: term.trim(), months: months.trim(), dueOn })),
      feeClasses: content.fees.map(({ classes }) => classes.trim()),
      feeAmounts: content.fees.flatMap(({ amounts }) => amounts.map(String)),
      notes: lines(content.notes),
      updatedAt: serverTimestamp(),
    },
    'Fee page',
  );
}
