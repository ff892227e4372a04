import type { StaffGroup, StaffKind } from './staffService';

/** What the site says for each staff list, exactly (docs/product-rules.md#messages). */
export const STAFF_LISTS: Record<StaffKind, { heading: string; emptyText: string; untitled: string }> = {
  faculty: { heading: 'Faculty List', emptyText: 'No faculty departments added.', untitled: 'Untitled Department' },
  nonTeaching: { heading: 'Non-Teaching Staff', emptyText: 'No non-teaching staff added.', untitled: 'Category' },
};

/** Shown for a department or category without members. */
export const NO_MEMBERS = 'No members';

/** A department's title or a category's name, or the fallback when it has none (docs/product-rules.md#reading-what-is-stored). */
export function staffGroupTitle(kind: StaffKind, group: Pick<StaffGroup, 'name'>): string {
  return group.name ?? STAFF_LISTS[kind].untitled;
}
