/**
 * Days that staff give (a document's 'Updated on', a certificate's 'Valid until'), stored as ISO dates
 * (`2026-06-12`), with no time and so no time zone: the day is the same for every visitor and in the prerendered
 * page. The security rules accept the years 1900 to 2099 (`isIsoDate` in firestore.rules).
 */

import { longDate } from './dateText';

/**
 * An ISO date of the years 1900 to 2099 of a day that exists (not 30 February, 29 February only in a leap year), as
 * the rules check it (isIsoDate).
 */
export const ISO_DATE = /^(?:(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])|(19|20)\d{2}-(0[13-9]|1[0-2])-(29|30)|(19|20)\d{2}-(0[13578]|1[02])-31|((19|20)(0[48]|[2468][048]|[13579][26])|2000)-02-29)$/;

/** The date, if `value` is an ISO date of a day that exists (not `2026-02-30`), else null. */
export function readIsoDate(value: unknown): string | null {
  return typeof value === 'string' && ISO_DATE.test(value) ? value : null;
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
