import { describe, expect, it } from 'vitest';
import { allRows } from '@/features/mandatory-disclosure/appendixIX';
import { annualReportReminder, readAcademicYear, reportYearChoices } from '@/features/mandatory-disclosure/annualReport';
import { completenessLine, completenessOf, needsAttention } from '@/features/mandatory-disclosure/completeness';
import { formatArea, passPercentage } from '@/features/mandatory-disclosure/disclosureFigures';
import { lastUpdated, toDisclosure } from '@/features/mandatory-disclosure/disclosureReader';
import { ratioWarnings, teacherFigures, toTeachers } from '@/features/mandatory-disclosure/teacherList';
import type { StaffMember } from '@/lib/staffMember';
import { seedDocuments } from '../../scripts/seed/data.mjs';

const TODAY = '2026-11-25';
const file = (validUntil?: string) => ({ url: '/docs/a.pdf', updatedOn: '2026-01-10', ...(validUntil ? { validUntil } : {}) });

/** The seed's departments, as the disclosure reads its list of teachers. */
function seededTeachers() {
  return toTeachers(
    seedDocuments()
      .filter(({ path }) => path.startsWith('admins/school/faculty/'))
      .map(({ path, data }) => ({ id: path.split('/').at(-1) ?? '', data: data as Record<string, unknown> })),
  );
}

/** The seed's five section documents, as the reader gets them. */
function seededSections() {
  return seedDocuments()
    .filter(({ path }) => path.startsWith('mandatory_disclosure/'))
    .map(({ path, data }) => ({ id: path.split('/')[1] ?? '', data: data as Record<string, unknown> }));
}

describe('reading the stored disclosure', () => {
  it('reads every row the seed fills, and the latest section change as "Last updated"', () => {
    const disclosure = toDisclosure(seededSections());
    expect(completenessOf(disclosure, TODAY, seededTeachers()).missing).toEqual([]);
    expect(lastUpdated(disclosure)).toEqual(new Date('2026-11-18T11:00:00+05:30'));
  });

  it('leaves out what no reader may show, so that its row reads "To be updated"', () => {
    const disclosure = toDisclosure([
      { id: 'general', data: { schoolName: '   ', principalName: 'Dr. A' } },
      // The typed counts of teachers of older documents are not read: the list of teachers gives them.
      { id: 'staff', data: { students: 2.5, sections: 4, totalTeachers: 64, pgt: 18 } },
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
    expect(disclosure.numbers).toEqual({ sections: 4, labArea: 12.5 });
    expect(disclosure.flags).toEqual({});
    // An unreadable 'Updated on' leaves the document, without the date.
    expect(disclosure.files).toEqual({ noc: { url: '/docs/noc.pdf', updatedOn: null, validUntil: null, year: null } });
    // Newest first; the impossible rows are dropped.
    expect(disclosure.results.resultsX?.rows.map((row) => row.year)).toEqual(['2025-26', '2025']);
    expect(disclosure.results.resultsX?.rows[0]?.remarks).toBeNull();
    expect(disclosure.results.resultsXII).toBeUndefined();
    expect(lastUpdated(disclosure)).toBeNull();
  });

  it('takes a class marked not offered as answered, with or without rows', () => {
    const disclosure = toDisclosure([{ id: 'academics', data: { resultsXIIOffered: false } }]);
    expect(disclosure.results.resultsXII).toEqual({ offered: false, rows: [] });
    const missing = completenessOf(disclosure, TODAY, []).missing.map(({ row }) => row.key);
    expect(missing).toContain('resultsX');
    expect(missing).not.toContain('resultsXII');
  });
});

describe('the completeness line', () => {
  it('counts every row of Appendix IX and names what is missing, in order', () => {
    const completeness = completenessOf(toDisclosure([{ id: 'general', data: { schoolName: 'School', email: 'a@b.in' } }]), TODAY, []);
    expect(completeness.total).toBe(allRows().length);
    // The fee structure and the academic calendar are answered by pages of the site.
    expect(completeness.filled).toBe(4);
    expect(completeness.missing[0]?.row.label).toBe('Affiliation No. (if applicable)');
    expect(completenessLine(completeness)).toBe(`4 of ${allRows().length} rows filled; the annual report 2025-26 was due by 15 September 2026`);
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
    const completeness = completenessOf(disclosure, TODAY, []);
    expect(completeness.expired.map(({ row }) => row.key)).toEqual(['fireSafety']);
    expect(completeness.expiring.map(({ row }) => row.key)).toEqual(['buildingSafety', 'sanitation']);
    expect(completenessLine(completeness)).toBe(
      `7 of ${allRows().length} rows filled; 1 document expired; 2 expire within 30 days; the annual report 2025-26 was due by 15 September 2026`,
    );
  });

  it('has nothing to warn of once every row is filled and every document valid', () => {
    const sections = seededSections().map(({ id, data }) =>
      id === 'documents' ? { id, data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key === 'updatedAt' ? value : file('2030-01-01')])) } : { id, data },
    );
    const completeness = completenessOf(toDisclosure(sections), TODAY, seededTeachers());
    expect(needsAttention(completeness)).toBe(false);
    expect(completenessLine(completeness)).toBe(`${allRows().length} of ${allRows().length} rows filled`);
  });
});

describe('the annual report reminder (Clause 14.5: on the website before 15 September)', () => {
  const withReport = (year: string | undefined) =>
    toDisclosure([{ id: 'academics', data: year === undefined ? {} : { annualReport: { url: '/docs/a.pdf', updatedOn: '2026-01-10', year } } }]);

  it("is not shown before 15 August while last year's report is uploaded, and is from 15 August until this year's is", () => {
    const lastYears = withReport('2024-25');
    expect(annualReportReminder(lastYears, '2026-08-14')).toBeNull();
    expect(annualReportReminder(lastYears, '2026-08-15')).toEqual({ year: '2025-26', dueBy: '2026-09-15', overdue: false });
    expect(annualReportReminder(lastYears, '2026-09-15')).toEqual({ year: '2025-26', dueBy: '2026-09-15', overdue: false });
    expect(annualReportReminder(lastYears, '2026-09-16')).toEqual({ year: '2025-26', dueBy: '2026-09-15', overdue: true });
    // Still reminded after New Year, until it is uploaded; the next one's window opens on 15 August.
    expect(annualReportReminder(lastYears, '2027-03-31')?.year).toBe('2025-26');
    const thisYears = withReport('2025-26');
    for (const day of ['2026-08-15', '2026-12-31', '2027-08-14']) expect(annualReportReminder(thisYears, day)).toBeNull();
    expect(annualReportReminder(thisYears, '2027-08-15')).toEqual({ year: '2026-27', dueBy: '2027-09-15', overdue: false });
    // A report uploaded early (in June, for the year that ended in March) counts.
    expect(annualReportReminder(withReport('2026-27'), '2027-08-15')).toBeNull();
  });

  it('reminds of this year\'s report when none was ever uploaded, or one without a readable year', () => {
    expect(annualReportReminder(withReport(undefined), '2026-08-20')?.year).toBe('2025-26');
    expect(annualReportReminder(withReport('2025'), '2026-08-20')?.year).toBe('2025-26');
    expect(annualReportReminder(withReport(undefined), '2026-08-10')?.year).toBe('2024-25');
  });

  it('puts the reminder in the completeness line, and needs attention until the report is there', () => {
    const due = completenessOf(withReport('2024-25'), '2026-08-15', []);
    expect(completenessLine(due)).toBe(`3 of ${allRows().length} rows filled; the annual report 2025-26 is due by 15 September 2026`);
    expect(completenessOf(withReport('2025-26'), '2026-08-15', []).report).toBeNull();
  });

  it('reads 2025-26 and 1999-00 as academic years, not 2025, 2025-27 or 2025-2026', () => {
    expect(['2025-26', '1999-00', '2099-00'].map(readAcademicYear)).toEqual(['2025-26', '1999-00', '2099-00']);
    expect(['2025', '2025-27', '2025-2026', '2025-25', ' 2025-26', 2025].map(readAcademicYear)).toEqual([null, null, null, null, null, null]);
  });

  it('offers the year that ended last and the three before, and a stored older year besides', () => {
    expect(reportYearChoices('2026-12-03')).toEqual(['2025-26', '2024-25', '2023-24', '2022-23']);
    expect(reportYearChoices('2026-03-31')).toEqual(['2024-25', '2023-24', '2022-23', '2021-22']);
    expect(reportYearChoices('2026-04-01', { year: '2019-20' })).toEqual(['2025-26', '2024-25', '2023-24', '2022-23', '2019-20']);
  });
});

describe("Section D's figures, computed from the list of teachers", () => {
  const member = (designation: StaffMember['designation']): StaffMember => ({ name: 'T', qualification: null, designation, document: null });
  const staff = (numbers: Record<string, number>) => toDisclosure([{ id: 'staff', data: numbers }]);
  const designations: StaffMember['designation'][] = ['PGT', 'PGT', 'PGT', 'PGT', 'PGT', 'PGT', 'PRT', 'PRT', 'PRT', 'PRT', 'Principal', 'PET', null];
  const teachers = designations.map(member);

  it('counts each designation in the board order, and counts only PGT, TGT and PRT in the ratios', () => {
    const figures = teacherFigures(teachers, staff({ students: 300, sections: 6 }));
    expect(figures.total).toBe(13);
    expect(figures.byDesignation).toEqual([
      { designation: 'Principal', count: 1 },
      { designation: 'PGT', count: 6 },
      { designation: 'PRT', count: 4 },
      { designation: 'PET', count: 1 },
    ]);
    expect(figures.undesignated).toBe(1);
    expect(figures.pupilsPerTeacher).toBe(30);
    expect(figures.teachersPerSection).toBeCloseTo(10 / 6);
    expect(ratioWarnings(figures)).toEqual(['1 teacher has no designation']);
  });

  it('warns of more than 30 pupils per teacher and of fewer than 1.5 teachers per section, not at the bounds', () => {
    expect(ratioWarnings(teacherFigures(teachers.slice(0, 10), staff({ students: 301, sections: 7 })))).toEqual([
      'the pupil-teacher ratio is 30.1 : 1, above 30 : 1',
      'the teachers section ratio is 1.43 : 1, below 1.5 : 1',
    ]);
    expect(ratioWarnings(teacherFigures(teachers.slice(0, 9), staff({ students: 270, sections: 6 })))).toEqual([]);
  });

  it('computes no ratio without the students, the sections or a teacher of classes, and the rows read "To be updated"', () => {
    expect(teacherFigures(teachers, staff({}))).toMatchObject({ pupilsPerTeacher: null, teachersPerSection: null });
    expect(teacherFigures([member('Principal')], staff({ students: 300, sections: 0 }))).toMatchObject({ pupilsPerTeacher: null, teachersPerSection: null });
    const missing = completenessOf(staff({ students: 300 }), TODAY, []).missing.map(({ row }) => row.key);
    expect(missing).toEqual(expect.arrayContaining(['teacherCounts', 'pupilTeacherRatio', 'teachersPerSection', 'sections']));
  });

  it("gives the seed's 23 teachers of classes 26.5 pupils each and 1.64 per section, within the bounds", () => {
    const seeded = toDisclosure(seededSections());
    const figures = teacherFigures(seededTeachers(), seeded);
    expect(figures.classTeachers).toBe(23);
    expect(figures.pupilsPerTeacher).toBeCloseTo(26.52, 2);
    expect(figures.teachersPerSection).toBeCloseTo(1.643, 3);
    expect(ratioWarnings(figures)).toEqual([]);
  });

  it('lists the teachers in the departments\' order, then each department\'s, with a plain name as a teacher without a designation', () => {
    const listed = toTeachers([
      { id: 'b', data: { priority: 2, members: ['B. Two', { name: 'B. One', designation: 'TGT', qualification: 'M.A.' }] } },
      { id: 'a', data: { priority: 1, members: [{ name: 'A. One', designation: 'Dean' }, 42] } },
    ]);
    expect(listed.map((teacher) => [teacher.name, teacher.designation])).toEqual([['A. One', null], ['B. Two', null], ['B. One', 'TGT']]);
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
