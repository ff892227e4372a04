import type { StaffGroup, StaffKind, StaffMember } from './staffService';

/** What the administration page says for each staff list (spec sections 2 and 5, quoted exactly). */
export const STAFF_LISTS: Record<StaffKind, { heading: string; emptyText: string; untitled: string }> = {
  faculty: { heading: 'Faculty List', emptyText: 'No faculty departments added.', untitled: 'Untitled Department' },
  nonTeaching: { heading: 'Non-Teaching Staff', emptyText: 'No non-teaching staff added.', untitled: 'Category' },
};

/** Shown for a department or category without members. */
export const NO_MEMBERS = 'No members';

/** A department's title or a category's name, or the spec's fallback when it has none. */
export function staffGroupTitle(kind: StaffKind, group: Pick<StaffGroup, 'name'>): string {
  return group.name ?? STAFF_LISTS[kind].untitled;
}

/** A member as one line of text: the name, and the qualification after a comma when there is one. */
export function staffMemberText(member: StaffMember): string {
  return member.qualification ? `${member.name}, ${member.qualification}` : member.name;
}
