/**
 * Dates as the site writes them (`12 June 2026`, `Fri, 4 Sept`, `June 2026`, `4 Sept, 18:40`), in English, written
 * out here rather than by `Intl`: the same text in the build (Node) and in every browser, whose date data differ
 * (Safari writes 'Sep' where Chromium writes 'Sept'), and no start-up of the browser's date data, which costs a phone
 * 35 to 75 ms for the first formatter of a page (measured: 4x CPU throttling in Chromium). tests/unit/dateText.test.ts
 * compares each with what Intl writes for India's English (`en-IN`) over every day of four years.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The offset of India Standard Time, which has no summer time. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Whose calendar a moment is read in: `day`, a stored day (an ISO date, at midnight UTC); `school`, India Standard
 * Time, whatever the device's zone; `device`, the zone of the device showing it.
 */
export type DateZone = 'day' | 'school' | 'device';

interface CalendarParts {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

function partsOf(when: Date | number, zone: DateZone): CalendarParts {
  const moment = new Date(when);
  if (zone === 'device') {
    return { year: moment.getFullYear(), month: moment.getMonth(), day: moment.getDate(), weekday: moment.getDay(), hour: moment.getHours(), minute: moment.getMinutes() };
  }
  const utc = zone === 'school' ? new Date(moment.getTime() + INDIA_OFFSET_MS) : moment;
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth(), day: utc.getUTCDate(), weekday: utc.getUTCDay(), hour: utc.getUTCHours(), minute: utc.getUTCMinutes() };
}

/** `Jan` ... `Dec`, and `Sept`, as India's and Britain's English abbreviate them. */
const shortMonth = (month: number): string => (month === 8 ? 'Sept' : (MONTHS[month] ?? '').slice(0, 3));
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `12 June 2026`. */
export function longDate(when: Date | number, zone: DateZone): string {
  const { year, month, day } = partsOf(when, zone);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** `Fri, 4 Sept`: a day of the year planner. */
export function weekdayAndDay(when: Date | number, zone: DateZone): string {
  const { month, day, weekday } = partsOf(when, zone);
  return `${WEEKDAYS[weekday]}, ${day} ${shortMonth(month)}`;
}

/** `June 2026`. */
export function monthAndYear(when: Date | number, zone: DateZone): string {
  const { year, month } = partsOf(when, zone);
  return `${MONTHS[month]} ${year}`;
}

/** `4 Sept, 18:40`: when something was saved, on the 24-hour clock. */
export function dayAndTime(when: Date | number, zone: DateZone): string {
  const { month, day, hour, minute } = partsOf(when, zone);
  return `${day} ${shortMonth(month)}, ${twoDigits(hour)}:${twoDigits(minute)}`;
}
