/**
 * The site's dates (src/lib/dateText.ts) are written by hand; here they are compared with what Intl writes for India's
 * English, every day of four years (leap year included), at times that fall on another day in India than in UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAndTime, longDate, monthAndYear, weekdayAndDay } from '@/lib/dateText';

const DAY_MS = 24 * 60 * 60_000;
const first = Date.UTC(2024, 0, 1);
const days = Array.from({ length: 4 * 366 }, (_, index) => first + index * DAY_MS);
/** Moments through the day: midnight, 18:29 and 18:30 UTC (India's 23:59 and next 00:00), and late evening. */
const moments = days.flatMap((day) => [0, 18 * 60 + 29, 18 * 60 + 30, 23 * 60 + 59].map((minutes) => day + minutes * 60_000));

const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, options);
  return (when: number) => format.format(when);
};

describe('dates written by hand, as Intl writes them in en-IN', () => {
  // The device's zone: one half an hour off whole hours, and behind UTC, so that its days differ from both others.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/St_Johns';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it.each([
    ['a stored day', 'day', 'UTC'],
    ["the school's day", 'school', 'Asia/Kolkata'],
    ["the device's day", 'device', undefined],
  ] as const)('longDate of %s: "12 June 2026"', (_, zone, timeZone) => {
    const expected = intl('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    for (const when of moments) expect(longDate(when, zone), new Date(when).toISOString()).toBe(expected(when));
  });

  it('weekdayAndDay of a stored day: "Fri, 4 Sept"', () => {
    const expected = intl('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (const when of days) expect(weekdayAndDay(when, 'day')).toBe(expected(when));
    expect(weekdayAndDay(Date.UTC(2026, 8, 4), 'day')).toBe('Fri, 4 Sept');
  });

  it('monthAndYear of a stored day: "June 2026"', () => {
    const expected = intl('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const when of days) expect(monthAndYear(when, 'day')).toBe(expected(when));
  });

  it('dayAndTime on the device: "4 Sept, 18:40", as en-GB writes it on the 24-hour clock', () => {
    const expected = intl('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const when of moments) expect(dayAndTime(when, 'device')).toBe(expected(when));
    expect(dayAndTime(new Date(2026, 8, 4, 7, 5), 'device')).toBe('4 Sept, 07:05');
  });
});
