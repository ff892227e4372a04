import type { FeeContent, FeeTerm } from '@/content/feePayment';
import { readText, type DocumentData } from '@/lib/documentFields';
import { getDocument } from '@/lib/firestoreRest';

/** The one document the office keeps the fee page in ('Manage Fee Payment'). */
export const FEE_PAYMENT_DOCUMENT = ['fee_payment', 'main'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readTerms(data: DocumentData): FeeTerm[] {
  const terms = Array.isArray(data.terms) ? data.terms : [];
  return terms.filter(isRecord).map((term) => ({
    term: readText(term, 'term') ?? '',
    months: readText(term, 'months') ?? '',
    dueBy: readText(term, 'dueBy') ?? '',
  }));
}

/** The stored document as the page shows it; a field missing or of another type is empty. */
export function toFeeContent(data: DocumentData): FeeContent {
  return {
    intro: readText(data, 'intro') ?? '',
    bankName: readText(data, 'bankName') ?? '',
    payNowUrl: readText(data, 'payNowUrl') ?? '',
    steps: readText(data, 'steps') ?? '',
    terms: readTerms(data),
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
