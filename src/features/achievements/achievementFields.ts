import type { FieldTable } from '@/lib/fieldTable';

const FIELDS_MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

/**
 * The fields of `achievements/{id}` (src/lib/fieldTable.ts; docs/data-model.md). The picture is stored as imageURL
 * or, in older documents, imageUrl: the rules want one of them.
 */
export const achievementFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: FIELDS_MISSING },
  description: { kind: 'text', max: 5_000, multiline: true, label: 'Description', missing: FIELDS_MISSING },
  priority: { kind: 'priority', missing: FIELDS_MISSING },
  imageURL: { kind: 'address', optional: true, label: 'Image', missing: FIELDS_MISSING },
  imageUrl: { kind: 'address', optional: true },
  createdAt: { kind: 'timestamp' },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;
