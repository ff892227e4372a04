import { formatIsoDate } from '@/lib/isoDate';

/**
 * The fee page's figures as a parent reads them: rupees grouped the Indian way (₹1,25,000), and how soon a term is due.
 * Written out rather than by `Intl`, as the site's dates are (src/lib/dateText.ts): the same text in the build and in
 * every browser, and no start-up of the browser's number data on a phone.
 */

/** A term's day as the page writes it: '30 June 2026', the day and the month kept on one line (the year may wrap). */
export const payByDay = (dueOn: string): string => formatIsoDate(dueOn).replace(' ', '\u00a0');

/** How many days ahead a term's day is marked on the page. */
export const DUE_SOON_DAYS = 7;

/** `26,500`, `1,25,000`: whole rupees with India's grouping, or null for an amount not given (NaN, a fraction). */
export function groupedDigits(amount: number): string | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const digits = String(amount);
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return rest ? `${rest},${last}` : last;
}

/** `₹26,500`, `₹1,25,000`; '—' for an amount not given. */
export function rupees(amount: number): string {
  const grouped = groupedDigits(amount);
  return grouped === null ? '—' : `₹${grouped}`;
}

const dayNumber = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** 'Due today', 'Due tomorrow', 'Due in 5 days' for a term due within DUE_SOON_DAYS of `today`; null otherwise (or past). */
export function dueSoon(dueOn: string, today: string): string | null {
  if (dueOn === '') return null;
  const days = dayNumber(dueOn) - dayNumber(today);
  if (days < 0 || days > DUE_SOON_DAYS) return null;
  return days === 0 ? 'Due today' : days === 1 ? 'Due tomorrow' : `Due in ${days} days`;
}

/** A class group's fee for the year: the sum of its terms' fees, or NaN when one is not given. */
export const yearTotal = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);
