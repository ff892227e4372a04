import { DATE_OUT_OF_RANGE } from '@/components/admin/DateField';
import { readIsoDate } from '@/lib/isoDate';
import type { KeyDateKind } from '../keyDates';
import type { StoredKeyDate } from '../keyDatesService';

/** What the form holds as typed. */
export interface KeyDateInput {
  title: string;
  /** The date fields' values: ISO dates, or '' while incomplete; an empty last day means a single day. */
  start: string;
  end: string;
  kind: KeyDateKind;
  note: string;
}

export const emptyKeyDateInput = (): KeyDateInput => ({ title: '', start: '', end: '', kind: 'Holiday', note: '' });

export const inputOfKeyDate = (date: StoredKeyDate): KeyDateInput => ({
  title: date.title,
  start: date.start,
  end: date.end === date.start ? '' : date.end,
  kind: date.kind,
  note: date.note,
});

/** The year after `isoDate`, on the same day: the furthest a range may end (firestore.rules). */
const aYearAfter = (isoDate: string) => `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;

/**
 * What is wrong with each date field, if anything: days the site can store, the last on or after the first and at
 * most a year later; an edit keeps its first day's year (the year is part of a date's id).
 */
export function dateProblems(input: Pick<KeyDateInput, 'start' | 'end'>, editing: StoredKeyDate | undefined): { start: string | null; end: string | null } {
  const start = readIsoDate(input.start) ? null : DATE_OUT_OF_RANGE;
  const yearKept = !editing || input.start.slice(0, 4) === editing.start.slice(0, 4);
  if (start === null && !yearKept) {
    return { start: `Keep the first day in ${editing?.start.slice(0, 4)}: to move the date to another year, remove it and add it again.`, end: null };
  }
  if (!input.end || start !== null) return { start, end: null };
  if (!readIsoDate(input.end)) return { start, end: DATE_OUT_OF_RANGE };
  if (input.end < input.start) return { start, end: 'The last day cannot be before the first.' };
  if (input.end > aYearAfter(input.start)) return { start, end: 'A range can last at most a year.' };
  return { start, end: null };
}
