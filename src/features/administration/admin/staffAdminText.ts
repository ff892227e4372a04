import type { StaffKind } from '../staffService';

/** What the administration admin page says for each kind of staff group (spec sections 5 and 8, exact where given). */
export interface StaffKindText {
  sectionTitle: string;
  /** 'department' or 'category', inside sentences. */
  noun: string;
  addHeading: string;
  nameLabel: string;
  addButton: string;
  listHeading: string;
  missingName: string;
  addFailed: string;
  empty: string;
  /** Shown for a stored group that has no name (the public page's fallbacks). */
  untitled: string;
}

export const STAFF_KIND_TEXT: Record<StaffKind, StaffKindText> = {
  faculty: {
    sectionTitle: 'Faculty',
    noun: 'department',
    addHeading: 'Add a department',
    nameLabel: 'Department title',
    addButton: 'Add department',
    listHeading: 'Departments',
    missingName: 'Enter a title.',
    addFailed: 'Failed to add faculty: ',
    empty: 'No departments',
    untitled: 'Untitled Department',
  },
  nonTeaching: {
    sectionTitle: 'Non-Teaching Staff',
    noun: 'category',
    addHeading: 'Add a category',
    nameLabel: 'Category',
    addButton: 'Add category',
    listHeading: 'Categories',
    missingName: 'Enter category.',
    addFailed: 'Failed to add category: ',
    empty: 'No categories',
    untitled: 'Category',
  },
};

export const SITE_DOCUMENT_MISSING = 'Site document missing.';
export const MISSING_MEMBER_NAME = 'Enter member name';
export const NO_MEMBERS = 'No members';
export const UPDATE_FAILED = 'Failed: ';
export const DELETE_FAILED = 'Delete failed: ';
export const ADD_MEMBER_FAILED = 'Failed to add member: ';

export const deleteGroupQuestion = (noun: string, name: string) => `Delete the ${noun} “${name}” and its members?`;
export const removeMemberQuestion = (member: string, group: string) => `Remove “${member}” from ${group}?`;

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
