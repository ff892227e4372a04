import { describe, expect, it } from 'vitest';
import { calendarFileName } from '@/features/year-planner/calendarDownload';
import { daysOf } from '@/features/year-planner/KeyDateItem';
import { byFirstDay } from '@/features/year-planner/keyDatesService';

describe('how a key date is shown', () => {
  it('names one day, or the first and last of a range, with their weekdays', () => {
    expect(daysOf({ start: '2026-11-14', end: '2026-11-14' })).toBe('Sat, 14 Nov');
    expect(daysOf({ start: '2026-12-24', end: '2027-01-03' })).toBe('Thu, 24 Dec – Sun, 3 Jan');
  });

  it('orders dates by their first day, then their last, then their title', () => {
    const date = (id: string, start: string, end: string, title: string) => ({ id, start, end, title, kind: 'Other' as const, note: '', audience: [] });
    const sorted = [date('c', '2026-12-24', '2027-01-03', 'Winter'), date('b', '2026-11-14', '2026-11-15', 'B'), date('a', '2026-11-14', '2026-11-14', 'Z')].sort(byFirstDay);
    expect(sorted.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('names its calendar file after its title, in letters, digits and dashes', () => {
    expect(calendarFileName('Parent–Teacher Meeting (Term 1)')).toBe('parent-teacher-meeting-term-1.ics');
    expect(calendarFileName("Annual Day 'Illuminate'")).toBe('annual-day-illuminate.ics');
    expect(calendarFileName('தீபாவளி')).toBe('key-date.ics');
  });
});
