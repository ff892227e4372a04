import { describe, expect, it } from 'vitest';
import { idCandidates, slugOf } from '@/lib/readableId';

describe('a readable id for a new notice', () => {
  it('is the title in lower case, words joined by hyphens, without punctuation or accents', () => {
    expect(slugOf('Winter uniform from 1 December')).toBe('winter-uniform-from-1-december');
    expect(slugOf("  Annual Day 2026 – 'Illuminate' on Saturday!  ")).toBe('annual-day-2026-illuminate-on-saturday');
    expect(slugOf('Café & Crèche — Reopening')).toBe('cafe-creche-reopening');
  });

  it('keeps letters of other scripts, and drops characters that hide or reorder text', () => {
    expect(slugOf('பொங்கல் விடுமுறை')).toMatch(/^[\p{L}\p{N}-]+$/u);
    expect(slugOf('invoice\u202Efdp.exe')).toBe('invoice-fdp-exe');
    expect(slugOf('zero\u200Bwidth')).toBe('zero-width');
  });

  it('stops at a whole word within 60 characters', () => {
    const slug = slugOf('Important notice about the change of school timings for all classes from next Monday onwards');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('important-notice-about-the-change-of-school-timings-for-all');
    expect(slugOf('a'.repeat(80))).toBe('a'.repeat(60));
  });

  it('is tried first, then with two different short suffixes; a title with no letters has none to try', () => {
    const [plain, first, second] = idCandidates('Sports Day');
    expect(plain).toBe('sports-day');
    expect(first).toMatch(/^sports-day-[a-z0-9]{4}$/);
    expect(second).toMatch(/^sports-day-[a-z0-9]{4}$/);
    expect(idCandidates('!!! ???')).toEqual([]);
  });
});
