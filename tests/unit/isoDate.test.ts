import { describe, expect, it } from 'vitest';
import { formatIsoDate, readIsoDate, todayIsoDate } from '@/lib/isoDate';
import { disclosureFields } from '@/features/disclosures/disclosureSchema';
import { pleaseAdd } from '@/lib/fieldTable';

describe("a disclosure document's 'Updated on' date", () => {
  it('reads an ISO date of a day that exists, in the years the rules accept', () => {
    expect(readIsoDate('2026-06-12')).toBe('2026-06-12');
    expect(readIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(readIsoDate('1900-01-01')).toBe('1900-01-01');
  });

  it.each([['2026-02-30'], ['2025-02-29'], ['2026-04-31'], ['2100-01-01'], ['1899-12-31'], ['2026-6-12'], ['12/06/2026'], [''], [20260612], [null]])(
    'reads %s as no date',
    (value) => {
      expect(readIsoDate(value)).toBeNull();
    },
  );

  it('is shown as day, month name and year', () => {
    expect(formatIsoDate('2026-06-12')).toBe('12 June 2026');
    expect(formatIsoDate('2025-01-05')).toBe('5 January 2025');
    expect(formatIsoDate('1999-12-31')).toBe('31 December 1999');
  });

  it("starts at today in the admin's own time zone", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('what the add form asks for', () => {
  const complete = { title: 'Fees', documentDate: '2026-06-12' };
  // As the form asks (DisclosureForm): the typed title and date, and whether a PDF is there.
  const missingInputs = (input: typeof complete, pdfUrl: boolean) => pleaseAdd(disclosureFields, { ...input, pdfUrl });

  it('nothing when the title, the date and a PDF are there', () => {
    expect(missingInputs(complete, true)).toBeNull();
  });

  it('names every missing input in one sentence', () => {
    expect(missingInputs({ ...complete, title: '  ' }, true)).toBe('❌ Please add a title.');
    expect(missingInputs({ ...complete, title: '' }, false)).toBe('❌ Please add a title and a PDF.');
    expect(missingInputs({ title: '', documentDate: '' }, false)).toBe("❌ Please add a title, an 'Updated on' date and a PDF.");
  });
});
