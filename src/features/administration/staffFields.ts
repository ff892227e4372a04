import type { FieldTable } from '@/lib/fieldTable';

/** The members of a department or a category, added one at a time on the admin page ('Add a member'). */
const MEMBERS = { kind: 'name list', min: 0, max: 300, nameMax: 200, label: 'Add a member', missing: 'Enter member name' } as const;

/** The fields of the site document, `admins/school` (src/lib/fieldTable.ts; docs/data-model.md). */
export const siteDocumentFields = {
  name: { kind: 'text', max: 200, optional: true },
} as const satisfies FieldTable;

/** The fields of a department, `admins/school/faculty/{id}`: its title, or in older documents name (one of them). */
export const facultyGroupFields = {
  priority: { kind: 'priority' },
  members: MEMBERS,
  title: { kind: 'text', max: 200, optional: true, label: 'Department title', missing: 'Enter a title.' },
  name: { kind: 'text', max: 200, optional: true },
} as const satisfies FieldTable;

/** The fields of a category, `admins/school/nonTeaching/{id}`: its category, or in older documents title (one of them). */
export const nonTeachingGroupFields = {
  priority: { kind: 'priority' },
  members: MEMBERS,
  category: { kind: 'text', max: 200, optional: true, label: 'Category', missing: 'Enter category.' },
  title: { kind: 'text', max: 200, optional: true },
} as const satisfies FieldTable;
