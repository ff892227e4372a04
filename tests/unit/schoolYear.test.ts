import { describe, expect, it } from 'vitest';
import { schoolYearBegan, schoolYearName, schoolYearStart } from '@/lib/schoolYear';

describe('the school year a day falls in (CBSE: April to March)', () => {
  it.each([
    ['2026-11-26', '2026-04-01'],
    ['2026-04-01', '2026-04-01'],
    ['2026-03-31', '2025-04-01'],
    ['2027-01-01', '2026-04-01'],
  ])('%s is in the year from %s', (today, start) => {
    expect(schoolYearStart(today)).toBe(start);
  });
});

describe('when a school year began, in Chennai', () => {
  it('is 1 April at midnight in India, this year or years before', () => {
    const now = new Date('2026-11-27T12:00:00+05:30');
    expect(schoolYearBegan(0, now)).toEqual(new Date('2026-04-01T00:00:00+05:30'));
    expect(schoolYearBegan(1, now)).toEqual(new Date('2025-04-01T00:00:00+05:30'));
    expect(schoolYearBegan(3, now)).toEqual(new Date('2023-04-01T00:00:00+05:30'));
  });

  it("counts by Chennai's day, not the device's: 31 March 20:00 in London is already 1 April in Chennai", () => {
    expect(schoolYearBegan(0, new Date('2026-03-31T20:00:00Z'))).toEqual(new Date('2026-04-01T00:00:00+05:30'));
    expect(schoolYearBegan(0, new Date('2026-03-31T18:00:00Z'))).toEqual(new Date('2025-04-01T00:00:00+05:30'));
  });

  it('is named as the school names it', () => {
    expect(schoolYearName(new Date('2024-04-01T00:00:00+05:30'))).toBe('2024-25');
    expect(schoolYearName(new Date('2025-03-31T23:59:00+05:30'))).toBe('2024-25');
    expect(schoolYearName(new Date('2099-12-01T00:00:00+05:30'))).toBe('2099-00');
  });
});
