import type { FeeContent, FeeGroup, FeeTerm } from '@/content/feePayment';
import { readText, type DocumentData } from '@/lib/documentFields';
import { getDocument } from '@/lib/firestoreRest';
import { readIsoDate } from '@/lib/isoDate';

/** The one document the office keeps the fee page in ('Manage Fee Payment'). */
export const FEE_PAYMENT_DOCUMENT = ['fee_payment', 'main'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const recordsOf = (data: DocumentData, field: string): Record<string, unknown>[] => (Array.isArray(data[field]) ? data[field].filter(isRecord) : []);

/** The terms; a page saved before days were kept gives the day as a text (`dueBy`), which is kept to be shown. */
function readTerms(data: DocumentData): FeeTerm[] {
  return recordsOf(data, 'terms').map((term) => {
    const dueBy = readText(term, 'dueBy');
    return {
      term: readText(term, 'term') ?? '',
      months: readText(term, 'months') ?? '',
      dueOn: readIsoDate(term.dueOn) ?? '',
      ...(dueBy !== null && { dueBy }),
    };
  });
}

const textsOf = (data: DocumentData, field: string): unknown[] => (Array.isArray(data[field]) ? data[field] : []);

/**
 * The class groups with their fees, stored as the groups (`feeClasses`) and the fees group by group, each group's
 * terms in order (`feeAmounts`, whole rupees in digits); a fee that is missing or not whole rupees is read as NaN,
 * which the page shows as not given.
 */
function readFees(data: DocumentData, terms: number): FeeGroup[] {
  const amounts = textsOf(data, 'feeAmounts').map((amount) => (typeof amount === 'string' && /^\d{1,9}$/.test(amount) ? Number(amount) : Number.NaN));
  return textsOf(data, 'feeClasses').map((classes, group) => ({
    classes: typeof classes === 'string' ? classes : '',
    amounts: Array.from({ length: terms }, (_term, term) => amounts[group * terms + term] ?? Number.NaN),
  }));
}

/** The stored document as the page shows it; a field missing or of another type is empty. */
export function toFeeContent(data: DocumentData): FeeContent {
  const terms = readTerms(data);
  return {
    intro: readText(data, 'intro') ?? '',
    bankName: readText(data, 'bankName') ?? '',
    payNowUrl: readText(data, 'payNowUrl') ?? '',
    steps: readText(data, 'steps') ?? '',
    terms,
    fees: readFees(data, terms.length),
    notes: readText(data, 'notes') ?? '',
  };
}

/**
 * The fee page's content as stored, or null while no document is stored. (The page then shows the shipped content:
 * feePaymentQueries.ts. Not here, where the entry script, which starts this read, would carry it.)
 */
export async function getFeeContent(): Promise<FeeContent | null> {
  const stored = await getDocument(FEE_PAYMENT_DOCUMENT.join('/'));
  return stored && toFeeContent(stored.data);
}

/** The lines of a text kept one per line (the steps, the notes), without blank ones. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
