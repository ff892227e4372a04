/**
 * The key dates' calendar files (src/features/year-planner/keyDatesCalendar.ts), read back with a real iCalendar
 * parser (Mozilla's ical.js, as Thunderbird uses): all-day dates with an exclusive end across a month and a year end,
 * stable UIDs, text with the characters iCalendar escapes, lines folded as RFC 5545 requires.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { KeyDate } from '@/features/year-planner/keyDates';
import { calendarFile } from '@/features/year-planner/keyDatesCalendar';

const OWNER = { name: '[School Name] Public School', email: 'office@school.example', host: 'school.example' };

const DATES: KeyDate[] = [
  { id: '2026-1', title: 'Winter break', start: '2026-12-24', end: '2027-01-03', kind: 'Holiday', note: 'School reopens on Monday, 4 January; buses run as usual.', audience: [] },
  { id: '2026-2', title: 'Half-yearly exams', start: '2026-09-28', end: '2026-10-09', kind: 'Exam', note: '', audience: [] },
  { id: '2026-3', title: 'PTM; Classes I–V, VI–X', start: '2026-11-14', end: '2026-11-14', kind: 'PTM', note: 'Line one\nline two, with a comma; and a semicolon \\ and a backslash. '.repeat(3), audience: [] },
];

async function parsed(dates: KeyDate[]) {
  const text = await calendarFile(dates, OWNER);
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { text, calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

describe('a calendar file of key dates', () => {
  it('is iCalendar 2.0 with the school as the calendar and each date as an all-day event', async () => {
    const { calendar, events } = await parsed(DATES);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('[School Name] Public School: key dates');
    expect(events.map((event) => event.summary)).toEqual(['Winter break', 'Half-yearly exams', 'PTM; Classes I–V, VI–X']);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.isDate).toBe(true);
      expect(event.organizer.toLowerCase()).toBe('mailto:office@school.example');
      expect(event.component.getFirstProperty('organizer')?.getParameter('cn')).toBe(OWNER.name);
    }
  });

  it('ends each date the day after its last day, across a year end and on a single day', async () => {
    const { events } = await parsed(DATES);
    const days = events.map((event) => [event.startDate.toString(), event.endDate.toString()]);
    expect(days).toEqual([
      ['2026-12-24', '2027-01-04'],
      ['2026-09-28', '2026-10-10'],
      ['2026-11-14', '2026-11-15'],
    ]);
    expect(events[0]?.duration.days).toBe(11);
  });

  it('gives each date a UID of its own that stays the same from one file to the next', async () => {
    const first = await parsed(DATES);
    const again = await parsed([...DATES].reverse());
    const uids = first.events.map((event) => event.uid);
    expect(uids).toEqual(['key-date-2026-1@school.example', 'key-date-2026-2@school.example', 'key-date-2026-3@school.example']);
    expect(new Set(again.events.map((event) => event.uid))).toEqual(new Set(uids));
  });

  it('keeps text with commas, semicolons, backslashes and line breaks exactly, in lines folded to 75 octets', async () => {
    const { text, events } = await parsed(DATES);
    expect(events[2]?.description).toBe(DATES[2]?.note);
    expect(events[0]?.description).toBe(DATES[0]?.note);
    expect(events[1]?.description ?? null).toBeNull();
    const lines = text.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // A folded line goes on after one space or tab (RFC 5545, 3.1).
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
  });

  it('holds one date alone, for its own Add to calendar', async () => {
    const { events } = await parsed([DATES[1] as KeyDate]);
    expect(events.map((event) => event.summary)).toEqual(['Half-yearly exams']);
    expect(events[0]?.component.getFirstPropertyValue('categories')).toBe('Exam');
  });
});
