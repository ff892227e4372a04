import type { StaffKind } from '../staffService';

/** What the administration admin page says for each kind of staff group (exact where docs/product-rules.md#messages gives it). */
export const STAFF_KIND_TEXT: Record<
  StaffKind,
  {
    sectionTitle: string;
    /** 'department' or 'category', inside sentences. */
    noun: string;
    addHeading: string;
    addButton: string;
    listHeading: string;
    addFailed: string;
    empty: string;
  }
> = {
  faculty: {
    sectionTitle: 'Faculty',
    noun: 'department',
    addHeading: 'Add a department',
    addButton: 'Add department',
    listHeading: 'Departments',
    addFailed: 'Failed to add faculty: ',
    empty: 'No departments',
  },
  nonTeaching: {
    sectionTitle: 'Non-Teaching Staff',
    noun: 'category',
    addHeading: 'Add a category',
    addButton: 'Add category',
    listHeading: 'Categories',
    addFailed: 'Failed to add category: ',
    empty: 'No categories',
  },
};

export const SITE_DOCUMENT_MISSING = 'Site document missing.';
export const ADD_MEMBER_FAILED = 'Failed to add member: ';
export const UPDATE_FAILED = 'Failed: ';
export const DELETE_FAILED = 'Delete failed: ';
