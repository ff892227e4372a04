import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, isoDate, lineList, rows, rupeeAmounts, text, writeTime } from '@/lib/fieldSchema';

const MISSING = '❌ Please fill in the introduction, the bank’s name, the Pay Now address, the steps, every box of each term, and each class group’s fees.';

/** The most a class group's fee for one term can be, in rupees: ten lakh. */
export const FEE_MAX = 1_000_000;

/**
 * The document `fee_payment/main` (src/lib/fieldSchema.ts; docs/data-model.md): steps and notes one per line; 1 to 6
 * terms, each a term, its months and the day it is due; the fee structure as 1 to 8 class groups (`feeClasses`) and
 * their fees in whole rupees, group by group and in each the terms in order (`feeAmounts`: as many as groups times
 * terms, checked beside the generated block, feesFollowTerms); Pay Now an https:// address (never a path of this site:
 * the bank's). The fees are flat lists of texts so that the rules check them all at once (fieldSchema.ts: rupeeAmounts).
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
      dueOn: isoDate({ label: 'Pay by', missing: MISSING }),
    },
    { min: 1, max: 6, missing: MISSING },
  ),
  feeClasses: lineList({ min: 1, max: 8, lineMax: 60, label: 'Classes', missing: MISSING }),
  feeAmounts: rupeeAmounts({ min: 1, max: 48, maxAmount: FEE_MAX, label: 'Fees', missing: MISSING }),
  notes: text({ max: 2_000, multiline: true, mayBeEmpty: true, label: 'Notes (optional)' }),
  updatedAt: writeTime({}),
});

/** The stored fee page, as the rules accept it. */
export type StoredFeePayment = v.InferOutput<typeof feePaymentSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const feePaymentFields = fieldTableOf(feePaymentSchema);
/** One term's. */
export const feeTermFields = feePaymentFields.terms.row;

/**
 * The fee structure as the form edits it, a row for each class group with its fee for each term, stored as
 * `feeClasses` and `feeAmounts` (feeInput.ts).
 */
export const feeGroupsField = fieldTableOf(
  collectionSchema({
    fees: rows(
      {
        classes: text({ max: feePaymentFields.feeClasses.lineMax, label: 'Classes', missing: MISSING }),
        amounts: rupeeAmounts({ min: 1, max: feePaymentFields.terms.max, maxAmount: FEE_MAX, missing: MISSING }),
      },
      { min: feePaymentFields.feeClasses.min, max: feePaymentFields.feeClasses.max, missing: MISSING },
    ),
  }),
).fees;
/** One class group's. */
export const feeGroupFields = feeGroupsField.row;
