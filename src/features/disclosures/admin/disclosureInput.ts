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
