/**
 * The annual report (Clause 14.5 of the Affiliation Bye-Laws): each academic year's report (April to March) is on the
 * school's website before 15 September after it ends. From 15 August the office is reminded until it is uploaded.
 */
import type { DisclosureFile, MandatoryDisclosure } from './mandatoryDisclosureService';

/** The disclosure row that holds it (appendixIX.ts). */
export const ANNUAL_REPORT_KEY = 'annualReport';

/** An academic year as the board writes it: `2025-26` (isAcademicYear in firestore.rules). */
const ACADEMIC_YEAR = /^(19|20)(\d{2})-(\d{2})$/;

/** The year `2025-26` if `value` is one (the second year the one after the first), else null. */
export function readAcademicYear(value: unknown): string | null {
  const match = typeof value === 'string' ? ACADEMIC_YEAR.exec(value) : null;
  return match && Number(match[3]) === (Number(match[2]) + 1) % 100 ? value as string : null;
}

/** `2025-26` for the academic year that ends in March of `endYear` (2026). */
export const academicYearEnding = (endYear: number): string => `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`;

/** The day the reminder starts and the day the report is due, in the year the academic year ends. */
const REMIND_FROM = '-08-15';
const DUE_BY = '-09-15';

export interface AnnualReportReminder {
  /** `2025-26` */
  year: string;
  /** The last day to upload it, an ISO date. */
  dueBy: string;
  /** The due day has passed. */
  overdue: boolean;
}

/**
 * The report the office is reminded of on `today` (an ISO date), or null: from 15 August, the report of the academic
 * year that ended that March, until a report of that year (or a later one) is uploaded. Before 15 August, the one of the
 * year before, should it still be missing.
 */
export function annualReportReminder(disclosure: MandatoryDisclosure, today: string): AnnualReportReminder | null {
  const calendarYear = Number(today.slice(0, 4));
  const endYear = today >= `${calendarYear}${REMIND_FROM}` ? calendarYear : calendarYear - 1;
  const year = academicYearEnding(endYear);
  const uploaded = disclosure.files[ANNUAL_REPORT_KEY]?.year;
  if (uploaded && uploaded >= year) return null;
  const dueBy = `${endYear}${DUE_BY}`;
  return { year, dueBy, overdue: today > dueBy };
}

/**
 * The years a report may be uploaded for on `today`: the academic year that ended last (in March of this year from
 * April on) and the three before it, newest first, with `stored`'s year among them.
 */
export function reportYearChoices(today: string, stored?: Pick<DisclosureFile, 'year'>): string[] {
  const calendarYear = Number(today.slice(0, 4));
  const lastEnded = today.slice(5) >= '04-01' ? calendarYear : calendarYear - 1;
  const years = [0, 1, 2, 3].map((back) => academicYearEnding(lastEnded - back));
  return stored?.year && !years.includes(stored.year) ? [...years, stored.year].sort().reverse() : years;
}
