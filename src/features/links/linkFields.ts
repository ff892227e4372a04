import type { FieldTable } from '@/lib/fieldTable';

/** The exact message when the title, the address or (on add) the button text is missing (docs/product-rules.md#messages). */
export const REQUIRED_FIELDS_MISSING = '❌ Please fill in all required fields.';

/** The fields of `important_links/{id}` (src/lib/fieldTable.ts; docs/data-model.md). */
export const linkFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: REQUIRED_FIELDS_MISSING },
  url: {
    kind: 'address',
    label: 'Link URL',
    missing: REQUIRED_FIELDS_MISSING,
    invalid:
      'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/), or a page of this site starting with / (for example /Events).',
  },
  /** Optional in the database (readers show 'Open'); the add form requires it. */
  buttonText: { kind: 'text', max: 50, optional: true, label: 'Button text', missing: REQUIRED_FIELDS_MISSING },
  description: { kind: 'text', max: 1_000, multiline: true, mayBeEmpty: true, optional: true, label: 'Description (optional)' },
  createdAt: { kind: 'timestamp', optional: true },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;
