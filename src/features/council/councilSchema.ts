import type * as v from 'valibot';
import { address, collectionSchema, fieldTableOf, priority, text, writeTime } from '@/lib/fieldSchema';

/** The exact message when any of the five fields is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = 'All fields are required!';

/** A document of `council_members/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const councilMemberSchema = collectionSchema({
  name: text({ max: 100, label: 'Name', missing: ALL_FIELDS_REQUIRED }),
  position: text({ max: 100, label: 'Position', missing: ALL_FIELDS_REQUIRED }),
  year: text({ max: 20, label: 'Year', missing: ALL_FIELDS_REQUIRED }),
  imageUrl: address({ label: 'Photo', missing: ALL_FIELDS_REQUIRED }),
  priority: priority({ missing: ALL_FIELDS_REQUIRED }),
  updatedAt: writeTime({ optional: true }),
});

/** `council_info/main`: the description may be empty (the page then shows none). */
export const councilInfoSchema = collectionSchema({
  description: text({ max: 5_000, multiline: true, mayBeEmpty: true, label: 'Description' }),
  updatedAt: writeTime({}),
});

/** A stored council member, as the rules accept it. */
export type StoredCouncilMember = v.InferOutput<typeof councilMemberSchema>;

/** Their fields' facts (src/lib/fieldTable.ts): the forms' limits and messages, the rules tests' fixtures. */
export const councilMemberFields = fieldTableOf(councilMemberSchema);
export const councilInfoFields = fieldTableOf(councilInfoSchema);
