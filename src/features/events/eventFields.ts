import type { FieldTable } from '@/lib/fieldTable';

/** What the add form says when the title, the priority or every photo is missing. */
export const EVENT_FIELDS_MISSING = '❌ Please enter a title, a priority and at least one image.';
/** The same, in an editor, where photos are kept or added. */
export const EVENT_FIELDS_MISSING_IN_EDIT = '❌ Please enter a title, a priority and keep or add at least one image.';

/** The fields of `events_gallery/{id}` (src/lib/fieldTable.ts; docs/data-model.md). */
export const eventFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: EVENT_FIELDS_MISSING },
  imageURLs: { kind: 'address list', min: 1, max: 100, label: 'Photos', missing: EVENT_FIELDS_MISSING },
  priority: { kind: 'priority', missing: EVENT_FIELDS_MISSING },
  createdAt: { kind: 'timestamp' },
  /** False on create, unless a deleted event is restored as it was. */
  archived: { kind: 'flag' },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;
