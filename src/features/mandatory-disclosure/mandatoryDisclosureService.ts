/**
 * The stored disclosure's types and its one read. Only what the entry needs to start the page's read is here
 * (src/app/pageReads.ts): the reader that turns the documents into the typed disclosure, with the rows of Appendix IX
 * it walks, is in disclosureReader.ts, loaded with the page.
 */
import { listDocuments } from '@/lib/firestoreRest';
import type { ResultsKey, SectionId } from './appendixIX';

/** The collection: one document per section, by its id (`general`, `documents` ...). */
export const MANDATORY_DISCLOSURE = 'mandatory_disclosure';

/** An uploaded document of sections B and C. */
export interface DisclosureFile {
  url: string;
  /** 'Updated on', an ISO date; null when unreadable. */
  updatedOn: string | null;
  /** 'Valid until', an ISO date (the last day it is valid), or null when it has none. */
  validUntil: string | null;
  /** The academic year a yearly document reports on (`2025-26`), or null when it has none. */
  year: string | null;
}

/** One year of a class's Board results. The pass percentage is computed from the counts, never stored. */
export interface ResultRow {
  /** `2025` or `2025-26`. */
  year: string;
  registered: number;
  passed: number;
  remarks: string | null;
}

/** A class's results table: newest first; `offered` false when the school does not offer the class. */
export interface ClassResults {
  offered: boolean;
  rows: ResultRow[];
}

/**
 * The whole disclosure as saved, by field (every key of appendixIX is unique across the sections). A row that was
 * never saved, or holds a value no reader can show, is absent from its record: the page says "To be updated".
 */
export interface MandatoryDisclosure {
  /** Text rows and the video link. */
  text: Record<string, string>;
  /** Counts and areas. */
  numbers: Record<string, number>;
  /** Yes/No rows. */
  flags: Record<string, boolean>;
  files: Record<string, DisclosureFile>;
  results: Partial<Record<ResultsKey, ClassResults>>;
  /** When each section was last saved; absent for a section never saved. Edits check it has not moved. */
  updatedAt: Partial<Record<SectionId, Date>>;
}

/** The field of a class's results that says whether the school offers it (`resultsXOffered`); absent means offered. */
export const offeredKey = (key: ResultsKey) => `${key}Offered` as const;

/** The five section documents as stored, in one request (a GET of the collection): the page's early read. */
export const listDisclosureSections = () => listDocuments(MANDATORY_DISCLOSURE);

/** Section D's teachers: the departments of the site document (SITE_DOCUMENT_ID in scripts/seed/data.mjs), in one request. */
export const listFaculty = () => listDocuments('admins/school/faculty');
