import type { FieldTable } from '@/lib/fieldTable';

/** The exact message when any of the five fields is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = 'All fields are required!';

/** The fields of `council_members/{id}` (src/lib/fieldTable.ts; docs/data-model.md). */
export const councilMemberFields = {
  name: { kind: 'text', max: 100, label: 'Name', missing: ALL_FIELDS_REQUIRED },
  position: { kind: 'text', max: 100, label: 'Position', missing: ALL_FIELDS_REQUIRED },
  year: { kind: 'text', max: 20, label: 'Year', missing: ALL_FIELDS_REQUIRED },
  imageUrl: { kind: 'address', label: 'Photo', missing: ALL_FIELDS_REQUIRED },
  priority: { kind: 'priority', missing: ALL_FIELDS_REQUIRED },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;

/** The fields of `council_info/main`: the description may be empty (the page then shows none). */
export const councilInfoFields = {
  description: { kind: 'text', max: 5_000, multiline: true, mayBeEmpty: true, label: 'Description' },
} as const satisfies FieldTable;
