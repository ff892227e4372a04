import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, rows, text, writeTime } from '@/lib/fieldSchema';

const MISSING = '❌ Please fill in the introduction, the bank’s name, the Pay Now address, the steps, and every box of each term.';

/**
 * The document `fee_payment/main` (src/lib/fieldSchema.ts; docs/data-model.md): steps and notes one per line; 1 to 6
 * terms, each a term, its months and when it is due; Pay Now an https:// address (never a path of this site: the bank's).
 */
export const feePaymentSchema = collectionSchema({
  intro: text({ max: 1_000, multiline: true, label: 'Introduction', missing: MISSING }),
  bankName: text({ max: 100, label: 'Bank’s name', missing: MISSING }),
  payNowUrl: address({
    link: true,
    httpsOnly: true,
    label: 'Pay Now address',
    missing: MISSING,
    invalid: 'Enter the bank’s fee collection page, starting with https:// (copy it from the bank’s letter or e-mail).',
  }),
  steps: text({ max: 2_000, multiline: true, label: 'How to pay', missing: MISSING }),
  terms: rows(
    {
      term: text({ max: 50, label: 'Term', missing: MISSING }),
      months: text({ max: 100, label: 'Months', missing: MISSING }),
      dueBy: text({ max: 50, label: 'Pay by', missing: MISSING }),
    },
    { min: 1, max: 6, missing: MISSING },
  ),
  notes: text({ max: 2_000, multiline: true, mayBeEmpty: true, label: 'Notes (optional)' }),
  updatedAt: writeTime({}),
});

/** The stored fee page, as the rules accept it. */
export type StoredFeePayment = v.InferOutput<typeof feePaymentSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const feePaymentFields = fieldTableOf(feePaymentSchema);
/** One term's. */
export const feeTermFields = feePaymentFields.terms.row;
