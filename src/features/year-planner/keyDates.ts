import type { Audience } from '@/lib/audience';

/**
 * The school's key dates (term starts, holidays, exam weeks, parent-teacher meetings), kept by the office beside the
 * year planner picture: each a day or a range of days, stored as ISO dates (`2026-12-24`: a day, the same in every
 * time zone; see src/lib/isoDate.ts).
 */

/** What kind of date it is, in the order the form offers them. */
export const KEY_DATE_KINDS = ['Holiday', 'Exam', 'Event', 'PTM', 'Other'] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];

export interface KeyDate {
  id: string;
  title: string;
  /** The first day. */
  start: string;
  /** The last day (the first, for a single day). */
  end: string;
  kind: KeyDateKind;
  /** An optional line for parents ('Classes resume on 5 January'). */
  note: string;
  /** The classes it is for; empty for the whole school (every date stored before audiences existed). */
  audience: Audience;
}

export const KEY_DATES = 'key_dates';
