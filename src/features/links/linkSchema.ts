import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, text, timestamp, writeTime } from '@/lib/fieldSchema';

/** The exact message when the title, the address or (on add) the button text is missing (docs/product-rules.md#messages). */
export const REQUIRED_FIELDS_MISSING = '❌ Please fill in all required fields.';

/** A document of `important_links/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const linkSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: REQUIRED_FIELDS_MISSING }),
  url: address({
    link: true,
    label: 'Link URL',
    missing: REQUIRED_FIELDS_MISSING,
    invalid:
      'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/), or a page of this site starting with / (for example /Events).',
  }),
  /** Optional in the database (readers show 'Open'); the add form requires it. */
  buttonText: text({ max: 50, optional: true, label: 'Button text', missing: REQUIRED_FIELDS_MISSING }),
  description: text({ max: 1_000, multiline: true, mayBeEmpty: true, optional: true, label: 'Description (optional)' }),
  createdAt: timestamp({ optional: true }),
  updatedAt: writeTime({ optional: true }),
});

/** A stored link, as the rules accept it. */
export type StoredLink = v.InferOutput<typeof linkSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const linkFields = fieldTableOf(linkSchema);
