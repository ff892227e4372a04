/**
 * The CBSE's Mandatory Public Disclosure as Appendix IX of the Affiliation Bye-Laws lays it out: its sections, in
 * their order, with the board's wording of every row, and the field each row is stored in. One place for the page,
 * the admin forms, the completeness line and the seed's shape (docs/data-model.md, `mandatory_disclosure`).
 */

import type { AreaPagePath } from '@/content/areas';

/** The five documents of the collection `mandatory_disclosure`, one per section. */
export type SectionId = 'general' | 'documents' | 'academics' | 'staff' | 'infrastructure';

/** Free text of at most `max` characters (one line, or several with `multiline`). */
export interface TextRow {
  kind: 'text';
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  /** One item per line (the members of a committee), shown as a list. */
  list?: true;
  /** Shown under the field in the admin form. */
  hint?: string;
}

/** A whole number from 0 (a count of teachers, rooms, toilets). */
export interface CountRow {
  kind: 'count';
  key: string;
  label: string;
}

/** An area in square metres: a number from 0 with at most two decimals. */
export interface AreaRow {
  kind: 'area';
  key: string;
  label: string;
}

export interface YesNoRow {
  kind: 'yes-no';
  key: string;
  label: string;
}

/** An `https://` address on youtube.com or youtu.be. */
export interface VideoRow {
  kind: 'video';
  key: string;
  label: string;
}

/**
 * An uploaded PDF with its 'Updated on' date and, optionally, its 'Valid until' date; or, `yearly`, with the academic
 * year it reports on instead (the annual report: annualReport.ts).
 */
export interface DocumentRow {
  kind: 'document';
  key: string;
  label: string;
  yearly?: true;
  /**
   * The page of this site that keeps what the row is about (the fee terms, the year planner), linked beside the PDF: the
   * row is answered by it when no PDF is uploaded.
   */
  sitePage?: { path: AreaPagePath; text: string };
}

/** Several values shown in one row of the public table ('No. and Size of the Class Rooms'). */
export interface GroupRow {
  kind: 'group';
  key: string;
  label: string;
  parts: readonly (CountRow | AreaRow)[];
}

/** A table of Board results for one class: rows of year, registered, passed and remarks, or 'Not offered'. */
export interface ResultsRow {
  kind: 'results';
  key: ResultsKey;
  label: string;
  /** The class as the table names it: 'X'. */
  className: string;
}

/**
 * A figure of Section D computed from the teacher list (the faculty on the administration page: teacherList.ts) and
 * the counts the office enters; never typed.
 */
export interface ComputedRow {
  kind: 'computed';
  key: 'teacherCounts' | 'pupilTeacherRatio' | 'teachersPerSection';
  label: string;
  /** The row of the admin page whose field it is computed from, which a link to the figure leads to. */
  fixedAt: string;
}

export type ValueRow = TextRow | CountRow | AreaRow | YesNoRow | VideoRow;
export type DisclosureRow = ValueRow | DocumentRow | GroupRow | ResultsRow | ComputedRow;

export interface DisclosureSection {
  id: SectionId;
  /** 'A. General Information' */
  title: string;
  /** The headings of the table's two columns. */
  columns: readonly [string, string];
  rows: readonly DisclosureRow[];
  /** A note under the table, in the board's words. */
  note?: string;
  /**
   * Fields older documents of the section hold, which no row reads any more (the rules still accept them as they
   * are): Section D's typed counts of teachers, now computed from the teacher list.
   */
  retired?: readonly ValueRow[];
  /**
   * Fields older documents of the section hold that the next save removes, and the rules no longer accept: Section C's
   * PDFs of the SMC and the PTA (rows C3 and C4), now lists of members. (Accepting them as they are would cost the
   * section's checks expressions it does not have: docs/data-model.md.)
   */
  dropped?: readonly string[];
}

export type ResultsKey = 'resultsX' | 'resultsXII';

/** How many result rows a class keeps (the newest). */
export const MAX_RESULT_ROWS = 10;

/** What the SMC's and the PTA's rows ask for, under their fields. */
const MEMBERS_HINT = 'One member per line: the name and the position, such as “Mrs. R. Lakshmi, Chairperson (parent member)”.';

export const documentsNote =
  'Note: The school needs to upload the self attested copies of above listed documents by Chairman/Manager/Secretary and ' +
  'Principal. In case it is noticed at later stage that uploaded documents are not genuine then the school shall be liable ' +
  'for action as per norms.';

export const appendixIX: readonly DisclosureSection[] = [
  {
    id: 'general',
    title: 'A. General Information',
    columns: ['Information', 'Details'],
    rows: [
      { kind: 'text', key: 'schoolName', label: 'Name of the School', max: 200 },
      { kind: 'text', key: 'affiliationNo', label: 'Affiliation No. (if applicable)', max: 50 },
      { kind: 'text', key: 'schoolCode', label: 'School Code (if applicable)', max: 50 },
      { kind: 'text', key: 'address', label: 'Complete Address with Pin Code', max: 500, multiline: true },
      { kind: 'text', key: 'principalName', label: 'Principal Name', max: 200 },
      { kind: 'text', key: 'principalQualification', label: 'Principal Qualification', max: 200 },
      { kind: 'text', key: 'email', label: 'School Email ID', max: 200 },
      { kind: 'text', key: 'contact', label: 'Contact Details (Landline/Mobile)', max: 200 },
    ],
  },
  {
    id: 'documents',
    title: 'B. Documents and Information',
    columns: ['Documents / Information', 'Link'],
    note: documentsNote,
    rows: [
      { kind: 'document', key: 'affiliation', label: 'Copies of Affiliation/Upgradation Letter and Recent Extension of Affiliation, if any' },
      { kind: 'document', key: 'registration', label: 'Copies of Societies/Trust/Company Registration/Renewal Certificate, as applicable' },
      { kind: 'document', key: 'noc', label: 'Copy of No Objection Certificate (NOC) issued, if applicable, by the State Govt./UT' },
      { kind: 'document', key: 'rteRecognition', label: 'Copies of Recognition Certificate under RTE Act, 2009, and its renewal if applicable' },
      { kind: 'document', key: 'buildingSafety', label: 'Copy of Valid Building Safety Certificate as per the National Building Code' },
      { kind: 'document', key: 'fireSafety', label: 'Copy of Valid Fire Safety Certificate issued by the Competent Authority' },
      {
        kind: 'document',
        key: 'deoCertificate',
        label: 'Copy of the DEO Certificate submitted by the school for Affiliation/Upgradation/Extension of Affiliation or Self Certification by school',
      },
      { kind: 'document', key: 'sanitation', label: 'Copies of Valid Water, Health and Sanitation Certificates' },
    ],
  },
  {
    id: 'academics',
    title: 'C. Result and Academics',
    columns: ['Documents / Information', 'Link'],
    rows: [
      {
        kind: 'document',
        key: 'feeStructure',
        label: 'Fee Structure of the School',
        sitePage: { path: '/FeePayment', text: 'The fees of each class, term by term, on the Fee Payment page' },
      },
      {
        kind: 'document',
        key: 'academicCalendar',
        label: 'Annual Academic Calendar',
        sitePage: { path: '/year-planner', text: 'The year planner and key dates of this year' },
      },
      { kind: 'text', key: 'smcMembers', label: 'List of School Management Committee (SMC)', max: 3_000, multiline: true, list: true, hint: MEMBERS_HINT },
      { kind: 'text', key: 'ptaMembers', label: 'List of Parents Teachers Association (PTA) Members', max: 3_000, multiline: true, list: true, hint: MEMBERS_HINT },
      { kind: 'document', key: 'boardResults', label: 'Last three-year result of the Board Examination as per applicability' },
      { kind: 'results', key: 'resultsX', label: 'Result Class: X', className: 'X' },
      { kind: 'results', key: 'resultsXII', label: 'Result Class: XII', className: 'XII' },
      { kind: 'document', key: 'annualReport', label: 'Annual Report of the School', yearly: true },
    ],
    dropped: ['smc', 'pta'],
  },
  {
    id: 'staff',
    title: 'D. Staff (Teaching)',
    columns: ['Information', 'Details'],
    rows: [
      { kind: 'text', key: 'principal', label: 'Principal', max: 200, hint: 'Name and qualification, as the board asks.' },
      { kind: 'computed', key: 'teacherCounts', label: 'Total No. of Teachers', fixedAt: 'teacherCounts' },
      { kind: 'count', key: 'students', label: 'Total No. of Students' },
      { kind: 'count', key: 'sections', label: 'Total No. of Sections' },
      { kind: 'computed', key: 'pupilTeacherRatio', label: 'Pupil Teacher Ratio', fixedAt: 'students' },
      { kind: 'computed', key: 'teachersPerSection', label: 'Teachers Section Ratio', fixedAt: 'sections' },
      { kind: 'text', key: 'specialEducator', label: 'Details of Special Educator', max: 500, multiline: true },
      { kind: 'text', key: 'counsellor', label: 'Details of Counsellor and Wellness Teacher', max: 500, multiline: true },
    ],
    retired: [
      { kind: 'count', key: 'totalTeachers', label: 'Total' },
      { kind: 'count', key: 'pgt', label: 'PGT' },
      { kind: 'count', key: 'tgt', label: 'TGT' },
      { kind: 'count', key: 'prt', label: 'PRT' },
      { kind: 'text', key: 'sectionRatio', label: 'Teachers Section Ratio', max: 50 },
    ],
  },
  {
    id: 'infrastructure',
    title: 'E. School Infrastructure',
    columns: ['Information', 'Details'],
    rows: [
      { kind: 'area', key: 'campusArea', label: 'Total Campus Area of the School (in Square Mtr)' },
      {
        kind: 'group',
        key: 'classrooms',
        label: 'No. and Size of the Class Rooms (in Sq Mtr)',
        parts: [
          { kind: 'count', key: 'classroomCount', label: 'Number' },
          { kind: 'area', key: 'classroomArea', label: 'Size of each' },
        ],
      },
      {
        kind: 'group',
        key: 'laboratories',
        label: 'No. and Size of Laboratories including Computer Labs (in Sq Mtr)',
        parts: [
          { kind: 'count', key: 'labCount', label: 'Number' },
          { kind: 'area', key: 'labArea', label: 'Size of each' },
        ],
      },
      { kind: 'yes-no', key: 'internet', label: 'Internet Facility (Y/N)' },
      { kind: 'count', key: 'girlsToilets', label: 'No. of Girls Toilets' },
      { kind: 'count', key: 'boysToilets', label: 'No. of Boys Toilets' },
      { kind: 'video', key: 'inspectionVideo', label: 'Link of YouTube video of the inspection of school covering the infrastructure of the school' },
    ],
  },
];

/** The section with this id. */
export function sectionOf(id: SectionId): DisclosureSection {
  const section = appendixIX.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section ${id}`);
  return section;
}

/** Every row of the disclosure, in its order, with its section. */
export const allRows = () => appendixIX.flatMap((section) => section.rows.map((row) => ({ section, row })));
