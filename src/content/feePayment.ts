/**
 * The Fee Payment page's fixed parts, and the content the office keeps (fee_payment/main, 'Manage Fee Payment') as
 * shipped: the seed (scripts/seed/data.mjs) stores it, and the page shows it where no document is stored yet.
 * The bank's name and the Pay Now address are placeholders for the school to set.
 */
import shipped from './feePayment.json';

/** One term's row of the 'When fees are due' table. */
export interface FeeTerm {
  term: string;
  months: string;
  dueBy: string;
}

/** What the office keeps: steps and notes are one per line. */
export interface FeeContent {
  intro: string;
  bankName: string;
  /** The bank's fee collection page: an `https://` address. */
  payNowUrl: string;
  steps: string;
  terms: FeeTerm[];
  notes: string;
}

export const shippedFeeContent: FeeContent = shipped;

export const feePayment = {
  title: 'Fee Payment',
  /** The banner's line, fixed: the office's introduction follows it on the page. */
  tagline: 'How and when to pay school fees, term by term.',
  payNowLabel: 'Pay Now',
  termsTitle: 'When fees are due',
} as const;
