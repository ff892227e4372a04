/**
 * Turns the stored section documents into the typed disclosure, row by row as Appendix IX lists them, tolerating
 * what the rules would refuse (an older or hand-made value is left out: its row reads "To be updated").
 */
import { readDate, readText, type DocumentData } from '@/lib/documentFields';
import { readIsoDate } from '@/lib/isoDate';
import { readableAddress } from '@/lib/webAddress';
import { readAcademicYear } from './annualReport';
import { appendixIX, type DisclosureRow, type ResultsKey } from './appendixIX';
import {
  offeredKey, type ClassResults, type DisclosureFile, type MandatoryDisclosure, type ResultRow,
} from './mandatoryDisclosureService';
import { byText } from '@/lib/textOrder';

const YEAR = /^(19|20)\d{2}(-\d{2})?$/;
/** A video on YouTube (isVideoAddress in firestore.rules): not another of its paths (/redirect?q= leads anywhere). */
const YOUTUBE = /^https:\/\/(((www|m)\.)?youtube\.com\/(watch\?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]/;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isArea = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A stored YouTube address a page may link to, or null. */
export function readVideoAddress(value: unknown): string | null {
  const address = readableAddress(value);
  return address !== null && YOUTUBE.test(address) ? address : null;
}

function readFile(value: unknown): DisclosureFile | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as DocumentData;
  const url = readableAddress(data.url);
  return url ? { url, updatedOn: readIsoDate(data.updatedOn), validUntil: readIsoDate(data.validUntil), year: readAcademicYear(data.year) } : null;
}

function readResultRow(value: unknown): ResultRow | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as DocumentData;
  const year = readText(data, 'year');
  const { registered, passed } = data;
  if (!year || !YEAR.test(year) || !isCount(registered) || !isCount(passed) || passed > registered) return null;
  return { year, registered, passed, remarks: readText(data, 'remarks') };
}

/** Newest first: by the year the row starts in, `2025-26` before `2025`. */
export const newestFirst = (a: ResultRow, b: ResultRow): number => byText(b.year, a.year);

function readResults(data: DocumentData, key: ResultsKey): ClassResults | null {
  const offered = data[offeredKey(key)] !== false;
  const stored = data[key];
  if (offered && !Array.isArray(stored)) return null;
  const rows = Array.isArray(stored) ? stored.map(readResultRow).filter((row) => row !== null) : [];
  return { offered, rows: rows.sort(newestFirst) };
}

/** Reads one row of a section's document into `into`. */
function readRow(row: DisclosureRow, data: DocumentData, into: MandatoryDisclosure): void {
  switch (row.kind) {
    case 'text': {
      const value = readText(data, row.key);
      if (value !== null) into.text[row.key] = value;
      return;
    }
    case 'video': {
      const value = readVideoAddress(data[row.key]);
      if (value !== null) into.text[row.key] = value;
      return;
    }
    case 'count':
    case 'area': {
      const value = data[row.key];
      if (row.kind === 'count' ? isCount(value) : isArea(value)) into.numbers[row.key] = value as number;
      return;
    }
    case 'yes-no': {
      const value = data[row.key];
      if (typeof value === 'boolean') into.flags[row.key] = value;
      return;
    }
    case 'document': {
      const value = readFile(data[row.key]);
      if (value !== null) into.files[row.key] = value;
      return;
    }
    case 'group':
      row.parts.forEach((part) => readRow(part, data, into));
      return;
    case 'results': {
      const value = readResults(data, row.key);
      if (value !== null) into.results[row.key] = value;
      return;
    }
  }
}

export const emptyDisclosure = (): MandatoryDisclosure => ({ text: {}, numbers: {}, flags: {}, files: {}, results: {}, updatedAt: {} });

/** The disclosure from the collection's documents (any other id is ignored). */
export function toDisclosure(documents: readonly { id: string; data: DocumentData }[]): MandatoryDisclosure {
  const disclosure = emptyDisclosure();
  for (const section of appendixIX) {
    const data = documents.find((document) => document.id === section.id)?.data;
    if (!data) continue;
    section.rows.forEach((row) => readRow(row, data, disclosure));
    const updatedAt = readDate(data, 'updatedAt');
    if (updatedAt) disclosure.updatedAt[section.id] = updatedAt;
  }
  return disclosure;
}

/** The latest saved change of any section ("Last updated on"), or null when nothing was ever saved. */
export function lastUpdated(disclosure: MandatoryDisclosure): Date | null {
  const times = Object.values(disclosure.updatedAt).map((date) => date.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}
