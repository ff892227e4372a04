import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/features/administration/initials';

describe('initialsOf (an office-bearer without a photo)', () => {
  it('takes the first letters of the first two words, upper-case', () => {
    expect(initialsOf('Ravi Kumar Sharma')).toBe('RK');
    expect(initialsOf('S. Venkataraman')).toBe('SV');
    expect(initialsOf('lakshmi ramanathan')).toBe('LR');
  });

  it('uses the one letter of a single-word name', () => {
    expect(initialsOf('madhavi')).toBe('M');
  });

  it("is 'NA' without a name", () => {
    expect(initialsOf('')).toBe('NA');
    expect(initialsOf('   ')).toBe('NA');
    expect(initialsOf(undefined)).toBe('NA');
    expect(initialsOf(null)).toBe('NA');
  });

  it('ignores extra spaces around and between the words', () => {
    expect(initialsOf('  Ravi    Kumar  ')).toBe('RK');
    expect(initialsOf('\tPriya\n Arjun')).toBe('PA');
  });
});
