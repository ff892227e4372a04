import type { FieldTable } from '@/lib/fieldTable';

/** The message when a field, the thumbnail or every gallery image is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = '❌ All fields including priority are required.';

/** The fields of `infrastructure_items/{id}` (src/lib/fieldTable.ts; docs/data-model.md). */
export const infrastructureFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: ALL_FIELDS_REQUIRED },
  description: { kind: 'text', max: 5_000, multiline: true, label: 'Description', missing: ALL_FIELDS_REQUIRED },
  thumbnailUrl: { kind: 'address', label: 'Thumbnail', missing: ALL_FIELDS_REQUIRED },
  gallery: { kind: 'address list', min: 1, max: 100, label: 'Gallery images', missing: ALL_FIELDS_REQUIRED },
  priority: { kind: 'priority', missing: ALL_FIELDS_REQUIRED },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;
