import { describe, expect, test } from 'vitest';
import { ACCEPTED_VIDEOS, REFUSED_VIDEOS } from '../support/addressSamples';
import { appendixIX } from '@/features/mandatory-disclosure/appendixIX';
import { COUNT_PROBLEM, EMAIL_PROBLEM, problemOf, valueRowsOf, VIDEO_PROBLEM } from '@/features/mandatory-disclosure/admin/valueInputs';

const rows = appendixIX.flatMap(valueRowsOf);
const row = (key: string) => {
  const found = rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No row ${key}`);
  return found;
};

describe("the disclosure's values as typed", () => {
  test.each(ACCEPTED_VIDEOS)('takes %s as the inspection video', (address) => {
    expect(problemOf(row('inspectionVideo'), address)).toBeNull();
  });

  test.each(REFUSED_VIDEOS)('refuses %s as the inspection video, as the rules do', (_name, address) => {
    expect(problemOf(row('inspectionVideo'), address)).not.toBeNull();
  });

  test('an empty value is never wrong (the page says "To be updated"); a good one passes', () => {
    expect(problemOf(row('email'), '  ')).toBeNull();
    expect(problemOf(row('email'), 'office@school.in')).toBeNull();
    expect(problemOf(row('inspectionVideo'), 'https://youtu.be/abc123DEF45')).toBeNull();
  });

  test('each kind says what to write', () => {
    expect(problemOf(row('email'), 'office at school')).toBe(EMAIL_PROBLEM);
    expect(problemOf(row('inspectionVideo'), 'https://vimeo.com/1')).toBe(VIDEO_PROBLEM);
    const count = rows.find((candidate) => candidate.kind === 'count');
    expect(count && problemOf(count, '2.5')).toBe(COUNT_PROBLEM);
  });

  test('a character that hides or reorders text is named, whatever the kind of value', () => {
    expect(problemOf(row('email'), 'office@school.in\u202E')).toMatch(/right-to-left override \(U\+202E\)/);
    expect(problemOf(row('inspectionVideo'), 'https://youtu.be/abc123DEF45\u200B')).toMatch(/zero-width space \(U\+200B\)/);
  });
});
