import type * as v from 'valibot';
import { addressList, collectionSchema, fieldTableOf, flag, priority, text, timestamp, writeTime } from '@/lib/fieldSchema';

/** What the add form says when the title, the priority or every photo is missing. */
export const EVENT_FIELDS_MISSING = '❌ Please enter a title, a priority and at least one image.';
/** The same, in an editor, where photos are kept or added. */
export const EVENT_FIELDS_MISSING_IN_EDIT = '❌ Please enter a title, a priority and keep or add at least one image.';

/** A document of `events_gallery/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const eventSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: EVENT_FIELDS_MISSING }),
  imageURLs: addressList({ min: 1, max: 100, label: 'Photos', missing: EVENT_FIELDS_MISSING }),
  priority: priority({ missing: EVENT_FIELDS_MISSING }),
  createdAt: timestamp({}),
  /** False on create, unless a deleted event is restored as it was. */
  archived: flag({}),
  updatedAt: writeTime({ optional: true }),
});

/** A stored event, as the rules accept it. */
export type StoredEvent = v.InferOutput<typeof eventSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const eventFields = fieldTableOf(eventSchema);
