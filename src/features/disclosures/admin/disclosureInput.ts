import { pleaseAdd } from '@/lib/fieldTable';
import { readIsoDate } from '@/lib/isoDate';
import { disclosureFields } from '../disclosureSchema';
import type { DisclosureDocument } from '../disclosuresService';

/** What the form holds as typed; the PDF is in its picker. */
export interface DisclosureInput {
  title: string;
  description: string;
  /** The date field's value: an ISO date, or '' while it is incomplete. */
  documentDate: string;
}

/** A new document's fields: 'Updated on' starts at today. */
export const emptyDisclosureInput = (today: string): DisclosureInput => ({ title: '', description: '', documentDate: today });

export function inputOfDisclosure(document: DisclosureDocument): DisclosureInput {
  return { title: document.title, description: document.description ?? '', documentDate: document.documentDate ?? '' };
}

/** Whether the date can be stored: a day that exists, in the years the security rules accept (1900 to 2099). */
export function isStorableDate(documentDate: string): boolean {
  return readIsoDate(documentDate) !== null;
}

/** What the admin is told when something required is missing, or null when nothing is. */
export const missingInputs = ({ title, documentDate }: DisclosureInput, hasPdf: boolean): string | null =>
  pleaseAdd(disclosureFields, { title, documentDate, pdfUrl: hasPdf });
