/**
 * Days that staff give (a document's 'Updated on', a certificate's 'Valid until'), stored as ISO dates
 * (`2026-06-12`), with no time and so no time zone: the day is the same for every visitor and in the prerendered
 * page. The security rules accept the years 1900 to 2099 (`isIsoDate` in firestore.rules).
 */

import { longDate } from './dateText';

/** The form of an ISO date of the years 1900 to 2099, as the rules check it (a day past its month's end included). */
export const ISO_DATE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The date, if `value` is an ISO date of a day that exists (not `2026-02-30`), else null. */
export function readIsoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** `12 June 2026`, for a date `readIsoDate` accepted: as the site writes dates elsewhere. */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return longDate(Date.UTC(year, month - 1, day), 'day');
}

/** Today in the browser's time zone, as an ISO date: the 'Updated on' a new document starts with. */
export function todayIsoDate(now = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The ISO date `days` days after `isoDate` (before it for a negative number). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
