import { describe, expect, it } from 'vitest';
import { allRows } from '@/features/mandatory-disclosure/appendixIX';
import { completenessLine, completenessOf, needsAttention } from '@/features/mandatory-disclosure/completeness';
import { formatArea, passPercentage } from '@/features/mandatory-disclosure/disclosureFigures';
import { lastUpdated, toDisclosure } from '@/features/mandatory-disclosure/disclosureReader';
import { seedDocuments } from '../../scripts/seed/data.mjs';

const TODAY = '2026-11-25';
const file = (validUntil?: string) => ({ url: '/docs/a.pdf', updatedOn: '2026-01-10', ...(validUntil ? { validUntil } : {}) });

/** The seed's five section documents, as the reader gets them. */
function seededSections() {
  return seedDocuments()
    .filter(({ path }) => path.startsWith('mandatory_disclosure/'))
    .map(({ path, data }) => ({ id: path.split('/')[1] ?? '', data: data as Record<string, unknown> }));
}

describe('reading the stored disclosure', () => {
  it('reads every row the seed fills, and the latest section change as "Last updated"', () => {
    const disclosure = toDisclosure(seededSections());
    expect(completenessOf(disclosure, TODAY).missing).toEqual([]);
    expect(lastUpdated(disclosure)).toEqual(new Date('2026-11-18T11:00:00+05:30'));
  });

  it('leaves out what no reader may show, so that its row reads "To be updated"', () => {
    const disclosure = toDisclosure([
      { id: 'general', data: { schoolName: '   ', principalName: 'Dr. A' } },
      { id: 'staff', data: { totalTeachers: 2.5, pgt: -1, tgt: '12', prt: 4 } },
      { id: 'infrastructure', data: { campusArea: Number.NaN, labArea: 12.5, internet: 'yes', inspectionVideo: 'https://vimeo.com/1' } },
      { id: 'documents', data: { fireSafety: { url: 'javascript:alert(1)', updatedOn: '2026-01-01' }, noc: { url: '/docs/noc.pdf', updatedOn: '2026-02-30' } } },
      {
        id: 'academics',
        data: {
          resultsX: [
            { year: '2024', registered: 10, passed: 11 },
            { year: '24', registered: 10, passed: 9 },
            { year: '2025', registered: 10, passed: 9 },
            { year: '2025-26', registered: 10, passed: 10, remarks: ' ' },
          ],
        },
      },
      { id: 'other', data: { schoolName: 'Not a section' } },
    ]);
    expect(disclosure.text).toEqual({ principalName: 'Dr. A' });
    expect(disclosure.numbers).toEqual({ prt: 4, labArea: 12.5 });
    expect(disclosure.flags).toEqual({});
    // An unreadable 'Updated on' leaves the document, without the date.
    expect(disclosure.files).toEqual({ noc: { url: '/docs/noc.pdf', updatedOn: null, validUntil: null } });
    // Newest first; the impossible rows are dropped.
    expect(disclosure.results.resultsX?.rows.map((row) => row.year)).toEqual(['2025-26', '2025']);
    expect(disclosure.results.resultsX?.rows[0]?.remarks).toBeNull();
    expect(disclosure.results.resultsXII).toBeUndefined();
    expect(lastUpdated(disclosure)).toBeNull();
  });

  it('takes a class marked not offered as answered, with or without rows', () => {
    const disclosure = toDisclosure([{ id: 'academics', data: { resultsXIIOffered: false } }]);
    expect(disclosure.results.resultsXII).toEqual({ offered: false, rows: [] });
    const missing = completenessOf(disclosure, TODAY).missing.map(({ row }) => row.key);
    expect(missing).toContain('resultsX');
    expect(missing).not.toContain('resultsXII');
  });
});

describe('the completeness line', () => {
  it('counts every row of Appendix IX and names what is missing, in order', () => {
    const completeness = completenessOf(toDisclosure([{ id: 'general', data: { schoolName: 'School', email: 'a@b.in' } }]), TODAY);
    expect(completeness.total).toBe(allRows().length);
    expect(completeness.filled).toBe(2);
    expect(completeness.missing[0]?.row.label).toBe('Affiliation No. (if applicable)');
    expect(completenessLine(completeness)).toBe(`2 of ${allRows().length} rows filled`);
    expect(needsAttention(completeness)).toBe(true);
  });

  it("warns of a document past its 'Valid until' day, and of one within 30 days, not before", () => {
    const disclosure = toDisclosure([
      {
        id: 'documents',
        data: {
          fireSafety: file('2026-11-24'),
          buildingSafety: file('2026-11-25'),
          sanitation: file('2026-12-25'),
          noc: file('2026-12-26'),
          affiliation: file(),
        },
      },
    ]);
    const completeness = completenessOf(disclosure, TODAY);
    expect(completeness.expired.map(({ row }) => row.key)).toEqual(['fireSafety']);
    expect(completeness.expiring.map(({ row }) => row.key)).toEqual(['buildingSafety', 'sanitation']);
    expect(completenessLine(completeness)).toBe(`5 of ${allRows().length} rows filled; 1 document expired; 2 expire within 30 days`);
  });

  it('has nothing to warn of once every row is filled and every document valid', () => {
    const sections = seededSections().map(({ id, data }) =>
      id === 'documents' ? { id, data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key === 'updatedAt' ? value : file('2030-01-01')])) } : { id, data },
    );
    const completeness = completenessOf(toDisclosure(sections), TODAY);
    expect(needsAttention(completeness)).toBe(false);
    expect(completenessLine(completeness)).toBe(`${allRows().length} of ${allRows().length} rows filled`);
  });
});

describe('figures', () => {
  it('computes the pass percentage to two decimals, and none for no registered students', () => {
    expect(passPercentage({ registered: 104, passed: 103 })).toBe('99.04%');
    expect(passPercentage({ registered: 98, passed: 98 })).toBe('100%');
    expect(passPercentage({ registered: 3, passed: 1 })).toBe('33.33%');
    expect(passPercentage({ registered: 0, passed: 0 })).toBeNull();
  });

  it('writes areas in square metres with Indian digit grouping', () => {
    expect(formatArea(1214050.5)).toBe('12,14,050.5 sq m');
  });
});
