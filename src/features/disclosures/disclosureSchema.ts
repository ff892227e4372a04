import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, isoDate, priority, text, writeTime } from '@/lib/fieldSchema';

/** A document of `disclosure_documents/{id}` (src/lib/fieldSchema.ts); `missing` names each in the form's '❌ Please add …'. */
export const disclosureSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: 'a title' }),
  /** The admin page removes the field when it is emptied. */
  description: text({ max: 1_000, multiline: true, mayBeEmpty: true, optional: true, label: 'Description (optional)' }),
  /** 'Updated on': the day staff say the document was last updated. */
  documentDate: isoDate({ label: 'Updated on', missing: "an 'Updated on' date" }),
  pdfUrl: address({ missing: 'a PDF' }),
  /** The staff's order, lowest first. */
  order: priority({}),
  /** Every write sets it: a collection the site alone has written, so it is never absent. */
  updatedAt: writeTime({}),
});

/** A stored disclosure document, as the rules accept it. */
export type StoredDisclosureDocument = v.InferOutput<typeof disclosureSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const disclosureFields = fieldTableOf(disclosureSchema);
