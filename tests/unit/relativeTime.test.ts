import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from '@/lib/relativeTime';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-120, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [15 * 24 * 3600, '2 weeks ago'],
    [40 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds before is "%s"', (seconds, text) => {
    expect(timeAgo(ago(seconds), NOW)).toBe(text);
  });
});

describe('exactTime', () => {
  it('is the moment in India Standard Time', () => {
    expect(exactTime(new Date('2026-11-25T13:10:00Z'))).toBe('25 Nov 2026, 18:40');
  });
});
