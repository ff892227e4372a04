/** A year of Board results as the admin page types it, checked as firestore.rules checks it (docs/data-model.md). */
import { MAX_RESULT_ROWS } from '../appendixIX';
import { newestFirst } from '../disclosureReader';
import type { ResultRow } from '../mandatoryDisclosureService';
import { MAX_COUNT } from '../mandatoryDisclosureFields';
import { COUNT_PROBLEM } from './valueInputs';

export interface ResultInputs {
  year: string;
  registered: string;
  passed: string;
  remarks: string;
}

export const EMPTY_RESULT: ResultInputs = { year: '', registered: '', passed: '', remarks: '' };

export const inputsOfResult = (row: ResultRow): ResultInputs => ({
  year: row.year,
  registered: String(row.registered),
  passed: String(row.passed),
  remarks: row.remarks ?? '',
});

export const YEAR_PROBLEM = 'Enter the year as 2025, or the academic year as 2025-26.';
export const PASSED_PROBLEM = 'The students who passed cannot be more than those registered.';
export const FULL_PROBLEM = `❌ A class keeps at most ${MAX_RESULT_ROWS} years: remove the oldest before adding another.`;
export const yearTaken = (year: string) => `${year} is already listed: correct that year instead.`;

const YEAR = /^(19|20)(\d{2})(-(\d{2}))?$/;
const COUNT = /^\d+$/;

/** Whether the year is `2025`, or `2025-26` with the second year the one after the first. */
function isYear(value: string): boolean {
  const match = YEAR.exec(value);
  if (!match) return false;
  const [, , start, , end] = match;
  return end === undefined || Number(end) === (Number(start) + 1) % 100;
}

const isCount = (value: string) => COUNT.test(value) && Number(value) <= MAX_COUNT;

/** What is wrong with each field, by field (null when nothing); `otherYears` are the years of the other rows. */
export function resultProblems(inputs: ResultInputs, otherYears: readonly string[]): Record<keyof ResultInputs, string | null> {
  const year = inputs.year.trim();
  const [registered, passed] = [inputs.registered.trim(), inputs.passed.trim()];
  return {
    year: !isYear(year) ? YEAR_PROBLEM : otherYears.includes(year) ? yearTaken(year) : null,
    registered: isCount(registered) ? null : COUNT_PROBLEM,
    passed: !isCount(passed) ? COUNT_PROBLEM : isCount(registered) && Number(passed) > Number(registered) ? PASSED_PROBLEM : null,
    remarks: null,
  };
}

/** The row as stored (checked by `resultProblems`). */
export function storedResult(inputs: ResultInputs): ResultRow {
  const remarks = inputs.remarks.trim();
  return { year: inputs.year.trim(), registered: Number(inputs.registered), passed: Number(inputs.passed), remarks: remarks || null };
}

/** The list as stored: newest first, each row without an empty remark. */
export const storedResultList = (rows: readonly ResultRow[]) =>
  [...rows].sort(newestFirst).map(({ remarks, ...row }) => (remarks ? { ...row, remarks } : row));
