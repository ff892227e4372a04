import type * as v from 'valibot';
import { collectionSchema, fieldTableOf, nameList, priority, text, writeTime } from '@/lib/fieldSchema';

/** The members of a department or a category, added one at a time on the admin page ('Add a member'). */
const members = () => nameList({ min: 0, max: 300, nameMax: 200, label: 'Add a member', missing: 'Enter member name' });

/** The site document, `admins/school` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const siteDocumentSchema = collectionSchema({
  name: text({ max: 200, optional: true }),
  updatedAt: writeTime({}),
});

/**
 * A department, `admins/school/faculty/{id}`: its title, or in older documents name (one of them: validFacultyGroup,
 * beside the generated block, which also gives the members before the write).
 */
export const facultyGroupSchema = collectionSchema({
  priority: priority({}),
  members: members(),
  title: text({ max: 200, optional: true, label: 'Department title', missing: 'Enter a title.' }),
  name: text({ max: 200, optional: true }),
  updatedAt: writeTime({}),
});

/** A category, `admins/school/nonTeaching/{id}`: its category, or in older documents title (one of them). */
export const nonTeachingGroupSchema = collectionSchema({
  priority: priority({}),
  members: members(),
  category: text({ max: 200, optional: true, label: 'Category', missing: 'Enter category.' }),
  title: text({ max: 200, optional: true }),
  updatedAt: writeTime({}),
});

/** A stored department and category, as the rules accept their fields. */
export type StoredFacultyGroup = v.InferOutput<typeof facultyGroupSchema>;
export type StoredNonTeachingGroup = v.InferOutput<typeof nonTeachingGroupSchema>;

/** Their fields' facts (src/lib/fieldTable.ts): the forms' limits and messages, the rules tests' fixtures. */
export const siteDocumentFields = fieldTableOf(siteDocumentSchema);
export const facultyGroupFields = fieldTableOf(facultyGroupSchema);
export const nonTeachingGroupFields = fieldTableOf(nonTeachingGroupSchema);
