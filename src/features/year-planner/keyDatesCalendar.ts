/**
 * Key dates as an iCalendar file (RFC 5545) for a phone's calendar: all-day events (`VALUE=DATE`, the end the day
 * after the last, as the standard has it), each with a stable UID (its id at the site's host: importing the file twice
 * updates rather than duplicates), the school as organizer; escaping and line folding by the `ics` library, which is
 * loaded only when a visitor asks for a file.
 */
import type { DateArray, EventAttributes } from 'ics';
import { addDays } from '@/lib/isoDate';
import type { KeyDate } from './keyDates';

export interface CalendarOwner {
  /** The school's name: the calendar's name and each date's organizer. */
  name: string;
  email: string;
  /** The site's host name (`school.example`), for each date's UID. */
  host: string;
}

const dateArray = (isoDate: string): DateArray => isoDate.split('-').map(Number) as DateArray;

function calendarEvent(date: KeyDate, owner: CalendarOwner): EventAttributes {
  return {
    uid: `key-date-${date.id}@${owner.host}`,
    title: date.title,
    start: dateArray(date.start),
    end: dateArray(addDays(date.end, 1)),
    ...(date.note && { description: date.note }),
    categories: [date.kind],
    organizer: { name: owner.name, email: owner.email },
    transp: 'TRANSPARENT',
    productId: `-//${owner.name}//Key dates//EN`,
  };
}

/** The iCalendar text of `dates` (one or many), for `owner`'s calendar. */
export async function calendarFile(dates: readonly KeyDate[], owner: CalendarOwner): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(
    dates.map((date) => calendarEvent(date, owner)),
    { productId: `-//${owner.name}//Key dates//EN`, calName: `${owner.name}: key dates` },
  );
  if (error || value === null) throw error ?? new Error('The calendar file could not be made.');
  return value;
}
