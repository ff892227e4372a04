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
  /** The day it is due, `YYYY-MM-DD`; '' in a page saved before days were kept, which has `dueBy` instead. */
  dueOn: string;
  /** How a page saved before December 2026 gave the day ('30 June'), shown until the office saves a day. */
  dueBy?: string;
}

/** One row of the fee structure: the classes it is for and the fee for each term, in whole rupees, in the terms' order. */
export interface FeeGroup {
  classes: string;
  amounts: number[];
}

/**
 * What the office keeps, as the page and the form read it (toFeeContent, from the stored document: docs/data-model.md):
 * steps and notes are one per line.
 */
export interface FeeContent {
  intro: string;
  bankName: string;
  /** The bank's fee collection page: an `https://` address. */
  payNowUrl: string;
  steps: string;
  terms: FeeTerm[];
  fees: FeeGroup[];
  notes: string;
}

/** The fee page as shipped, in the stored document's shape (docs/data-model.md): the seed stores it as it is. */
export const shippedFeeDocument: Readonly<Record<string, unknown>> = shipped;

export const feePayment = {
  title: 'Fee Payment',
  /** The banner's line, fixed: the office's introduction follows it on the page. */
  tagline: 'How and when to pay school fees, term by term.',
  payNowLabel: 'Pay Now',
  termsTitle: 'When fees are due',
  feesTitle: 'Fee structure',
  /** The fee structure's id on the page: a link to /FeePayment#fee-structure opens at it. */
  feesAnchor: 'fee-structure',
} as const;
