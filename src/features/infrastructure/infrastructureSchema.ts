import type * as v from 'valibot';
import { address, addressList, collectionSchema, fieldTableOf, priority, text, writeTime } from '@/lib/fieldSchema';

/** The message when a field, the thumbnail or every gallery image is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = '❌ All fields including priority are required.';

/** A document of `infrastructure_items/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const infrastructureSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: ALL_FIELDS_REQUIRED }),
  description: text({ max: 5_000, multiline: true, label: 'Description', missing: ALL_FIELDS_REQUIRED }),
  thumbnailUrl: address({ label: 'Thumbnail', missing: ALL_FIELDS_REQUIRED }),
  gallery: addressList({ min: 1, max: 100, label: 'Gallery images', missing: ALL_FIELDS_REQUIRED }),
  priority: priority({ missing: ALL_FIELDS_REQUIRED }),
  updatedAt: writeTime({ optional: true }),
});

/** A stored infrastructure item, as the rules accept it. */
export type StoredInfrastructureItem = v.InferOutput<typeof infrastructureSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const infrastructureFields = fieldTableOf(infrastructureSchema);
