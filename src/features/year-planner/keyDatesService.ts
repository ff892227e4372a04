import { concerns, readAudience, type Audience } from '@/lib/audience';
import { readDate, readText, type DocumentData } from '@/lib/documentFields';
import { runQuery } from '@/lib/firestoreRest';
import { readIsoDate } from '@/lib/isoDate';
import { schoolYearStart } from '@/lib/schoolYear';
import { KEY_DATE_KINDS, KEY_DATES, type KeyDate, type KeyDateKind } from './keyDates';
import { byIsoText, byText } from '@/lib/textOrder';

export interface StoredKeyDate extends KeyDate {
  /** When an admin last changed it: an edit checks it has not moved. */
  updatedAt: Date | null;
}

const isKind = (value: unknown): value is KeyDateKind => (KEY_DATE_KINDS as readonly unknown[]).includes(value);

/** A stored key date, or null for one no page can show (no title or no readable first day). */
function toKeyDate(id: string, data: DocumentData): StoredKeyDate | null {
  const title = readText(data, 'title');
  const start = readIsoDate(data.start);
  if (!title || !start) return null;
  const end = readIsoDate(data.end);
  return {
    id,
    title,
    start,
    end: end !== null && end >= start ? end : start,
    kind: isKind(data.kind) ? data.kind : 'Other',
    note: readText(data, 'note') ?? '',
    audience: readAudience(data),
    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** By first day, then last day, then title: the order of the page's months. */
export const byFirstDay = (a: KeyDate, b: KeyDate): number => byIsoText(a.start, b.start) || byIsoText(a.end, b.end) || byText(a.title, b.title);

/** At most two years of dates (300 a year), however many are stored. */
export const MOST_DATES = 600;

/** Key dates that end on or after `from`, first ending first, at most `max`. */
async function keyDatesEndingFrom(from: string, max: number): Promise<StoredKeyDate[]> {
  const documents = await runQuery(KEY_DATES, {
    where: { field: 'end', op: 'GREATER_THAN_OR_EQUAL', value: from },
    orderBy: { field: 'end', direction: 'ASCENDING' },
    limit: max,
  });
  return documents.flatMap(({ id, data }) => toKeyDate(id, data) ?? []);
}

/** The year planner's dates: those of this school year and later, by first day (past ones included, for the page to grey). */
export async function listKeyDates(today: string): Promise<StoredKeyDate[]> {
  return (await keyDatesEndingFrom(schoolYearStart(today), MOST_DATES)).sort(byFirstDay);
}

/** How many more the home page reads for a device that chose classes: the dates of other classes are left out. */
const OTHER_CLASSES_ALLOWANCE = 12;

/**
 * The next `max` dates that have not ended by `today` (of the whole school and of `classes` when the device chose
 * some), by first day: the home page's few.
 */
export async function listUpcomingKeyDates(today: string, max: number, classes: Audience = []): Promise<StoredKeyDate[]> {
  const read = await keyDatesEndingFrom(today, max + (classes.length > 0 ? OTHER_CLASSES_ALLOWANCE : 0));
  return read
    .filter((date) => concerns(date.audience, classes))
    .slice(0, max)
    .sort(byFirstDay);
}
