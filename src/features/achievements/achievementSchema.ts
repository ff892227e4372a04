import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, priority, text, timestamp, writeTime } from '@/lib/fieldSchema';

const FIELDS_MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

/**
 * A document of `achievements/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). The picture is stored as imageURL
 * or, in older documents, imageUrl: the rules want one of them (validAchievement, beside the generated block).
 */
export const achievementSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: FIELDS_MISSING }),
  description: text({ max: 5_000, multiline: true, label: 'Description', missing: FIELDS_MISSING }),
  priority: priority({ missing: FIELDS_MISSING }),
  imageURL: address({ optional: true, label: 'Image', missing: FIELDS_MISSING }),
  imageUrl: address({ optional: true }),
  createdAt: timestamp({}),
  updatedAt: writeTime({ optional: true }),
});

/** A stored achievement, as the rules accept its fields. */
export type StoredAchievement = v.InferOutput<typeof achievementSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const achievementFields = fieldTableOf(achievementSchema);
