/** How the disclosure's numbers read, on the public page and the admin page alike. */
import type { ResultRow } from './mandatoryDisclosureService';

const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percentage = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const formatCount = (value: number): string => wholeNumber.format(value);

/** `12,140.5 sq m` */
export const formatArea = (value: number): string => `${area.format(value)} sq m`;

/**
 * The pass percentage of a year's results, computed from the counts (never typed): `99.04%`, up to two decimals;
 * null for a year with no registered students.
 */
export function passPercentage({ registered, passed }: Pick<ResultRow, 'registered' | 'passed'>): string | null {
  return registered === 0 ? null : `${percentage.format((passed / registered) * 100)}%`;
}
