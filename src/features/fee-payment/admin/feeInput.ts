import type { FeeContent, FeeTerm } from '@/content/feePayment';
import { typedRupees } from '@/components/admin/inputSchema';

/** The fee page as its form holds it: each amount as typed. */
export type FeeInput = Omit<FeeContent, 'terms' | 'fees'> & {
  terms: FeeTerm[];
  fees: { classes: string; amounts: string[] }[];
};

/**
 * The stored page as the form opens it: a term's day as stored ('' for a page saved before days were kept), the
 * amounts as text ('' where none is stored), and one empty class group where the page has none yet.
 */
export function toFeeInput(content: FeeContent): FeeInput {
  const terms = content.terms.map(({ term, months, dueOn }) => ({ term, months, dueOn }));
  const box = (amount: number | undefined) => (amount !== undefined && Number.isSafeInteger(amount) ? String(amount) : '');
  const fees = content.fees.map((group) => ({ classes: group.classes, amounts: terms.map((_term, index) => box(group.amounts[index])) }));
  return { ...content, terms, fees: fees.length > 0 ? fees : [{ classes: '', amounts: terms.map(() => '') }] };
}

/** The form's content as the page holds it: each amount in whole rupees (the form's schema let only those through). */
export function fromFeeInput(input: FeeInput): FeeContent {
  return { ...input, fees: input.fees.map((group) => ({ classes: group.classes, amounts: group.amounts.map((amount) => typedRupees(amount) ?? 0) })) };
}
