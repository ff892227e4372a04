import { describe, expect, it } from 'vitest';
import { istLabel, istMoment, istParts } from '@/features/announcements/admin/announcementTiming';

describe('the school’s time zone', () => {
  it('reads a date and time as India Standard Time, whatever the device’s zone', () => {
    expect(istMoment('2026-12-01', '07:00')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(istMoment('2026-12-01', '00:15')?.toISOString()).toBe('2026-11-30T18:45:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    expect(istMoment('', '07:00')).toBeNull();
    expect(istMoment('2026-12-01', '')).toBeNull();
    expect(istMoment('2026-02-30', '07:00')).toBeNull();
    expect(istMoment('2026-12-01', '25:00')).toBeNull();
  });

  it('gives back the fields of a moment, and its label', () => {
    const moment = new Date('2026-12-01T01:30:00Z');
    expect(istParts(moment)).toEqual({ date: '2026-12-01', time: '07:00' });
    expect(istLabel(moment)).toBe('Tue 1 Dec, 07:00');
    expect(istLabel(new Date('2026-11-30T18:45:00Z'))).toBe('Tue 1 Dec, 00:15');
  });
});
