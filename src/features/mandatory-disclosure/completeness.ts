import { addDays, formatIsoDate } from '@/lib/isoDate';
import type { StaffMember } from '@/lib/staffMember';
import { annualReportReminder, type AnnualReportReminder } from './annualReport';
import { ratioWarnings, teacherFigures, type TeacherFigures } from './teacherList';
import { allRows, type DisclosureRow, type DisclosureSection } from './appendixIX';
import type { DisclosureFile, MandatoryDisclosure } from './mandatoryDisclosureService';

/** How many days ahead a 'Valid until' date warns. */
export const EXPIRY_WARNING_DAYS = 30;

export interface RowRef {
  section: DisclosureSection;
  row: DisclosureRow;
}

export interface DatedDocument extends RowRef {
  file: DisclosureFile & { validUntil: string };
}

export interface Completeness {
  filled: number;
  total: number;
  /** The rows that read "To be updated", in the disclosure's order. */
  missing: RowRef[];
  /** Documents whose 'Valid until' day is past. */
  expired: DatedDocument[];
  /** Documents valid today whose 'Valid until' day is within EXPIRY_WARNING_DAYS. */
  expiring: DatedDocument[];
  /** This year's annual report, from 15 August until it is uploaded (annualReport.ts). */
  report: AnnualReportReminder | null;
  /** Section D's figures out of the board's bounds, and teachers without a designation (teacherList.ts). */
  staffWarnings: string[];
}

/**
 * Whether a row has a value (a results table has rows, or says the class is not offered; a computed figure has what it
 * is computed from).
 */
export function isFilled(row: DisclosureRow, disclosure: MandatoryDisclosure, figures: TeacherFigures): boolean {
  switch (row.kind) {
    case 'computed':
      return row.key === 'teacherCounts' ? figures.total > 0 : row.key === 'pupilTeacherRatio' ? figures.pupilsPerTeacher !== null : figures.teachersPerSection !== null;
    case 'text':
    case 'video':
      return row.key in disclosure.text;
    case 'count':
    case 'area':
      return row.key in disclosure.numbers;
    case 'yes-no':
      return row.key in disclosure.flags;
    case 'document':
      return row.key in disclosure.files || row.sitePage !== undefined;
    case 'group':
      return row.parts.every((part) => part.key in disclosure.numbers);
    case 'results': {
      const results = disclosure.results[row.key];
      return results !== undefined && (!results.offered || results.rows.length > 0);
    }
  }
}

/** What is missing, expired and about to expire, on the day `today` (an ISO date), with Section D's list of `teachers`. */
export function completenessOf(disclosure: MandatoryDisclosure, today: string, teachers: readonly StaffMember[]): Completeness {
  const soon = addDays(today, EXPIRY_WARNING_DAYS);
  const figures = teacherFigures(teachers, disclosure);
  const missing: RowRef[] = [];
  const expired: DatedDocument[] = [];
  const expiring: DatedDocument[] = [];
  const rows = allRows();
  for (const { section, row } of rows) {
    if (!isFilled(row, disclosure, figures)) missing.push({ section, row });
    const file = row.kind === 'document' ? disclosure.files[row.key] : undefined;
    const validUntil = file?.validUntil;
    if (!file || !validUntil) continue;
    if (validUntil < today) expired.push({ section, row, file: { ...file, validUntil } });
    else if (validUntil <= soon) expiring.push({ section, row, file: { ...file, validUntil } });
  }
  return {
    filled: rows.length - missing.length,
    total: rows.length,
    missing,
    expired,
    expiring,
    report: annualReportReminder(disclosure, today),
    staffWarnings: ratioWarnings(figures),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the line says of the annual report: "the annual report 2025-26 is due by 15 September 2026" or "was due". */
export const reportDueText = ({ year, dueBy, overdue }: AnnualReportReminder): string =>
  `the annual report ${year} ${overdue ? 'was' : 'is'} due by ${formatIsoDate(dueBy)}`;

/**
 * "27 of 31 rows filled; 1 document expired; 1 expires within 30 days; the annual report 2025-26 is due by 15 September
 * 2026" (the parts with nothing to say left out).
 */
export function completenessLine({ filled, total, expired, expiring, report, staffWarnings }: Completeness): string {
  return [
    `${filled} of ${total} rows filled`,
    expired.length > 0 && `${count(expired.length, 'document', 'documents')} expired`,
    expiring.length > 0 && `${expiring.length} ${expiring.length === 1 ? 'expires' : 'expire'} within ${EXPIRY_WARNING_DAYS} days`,
    ...staffWarnings,
    report && reportDueText(report),
  ]
    .filter(Boolean)
    .join('; ');
}

/** Whether the office has anything to do: a row missing, a document past or near its date, the annual report due. */
export const needsAttention = ({ missing, expired, expiring, report, staffWarnings }: Completeness): boolean =>
  missing.length + expired.length + expiring.length + staffWarnings.length > 0 || report !== null;
