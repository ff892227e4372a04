/**
 * A member of a faculty department or a non-teaching category as stored (docs/data-model.md: staff members): a name,
 * or an object with the name and, for a teacher, the qualification, the designation of the Mandatory Public
 * Disclosure's Section D and the address of a self-attested document. Read by the administration page and the
 * disclosure's teacher list alike.
 */
import { isTeacherDesignation, type TeacherDesignation } from '@/content/teacherDesignations';
import { readText, type DocumentData } from './documentFields';
import { readableAddress } from './webAddress';

/** The query of the disclosure's teacher list (src/features/mandatory-disclosure): the staff admin's writes refresh it. */
export const TEACHER_LIST_KEY = ['mandatory-disclosure', 'teachers'] as const;

export interface StaffMember {
  name: string;
  qualification: string | null;
  designation: TeacherDesignation | null;
  /** The self-attested document's address (a PDF), or null. */
  document: string | null;
}

/** The member stored as `value`, or null for one no reader can show (no name). */
export function toMember(value: unknown): StaffMember | null {
  if (typeof value === 'string') return value.trim() ? { name: value.trim(), qualification: null, designation: null, document: null } : null;
  if (!value || typeof value !== 'object') return null;
  const data = value as DocumentData;
  const name = readText(data, 'name');
  if (!name) return null;
  return {
    name,
    qualification: readText(data, 'qualification'),
    designation: isTeacherDesignation(data.designation) ? data.designation : null,
    document: readableAddress(data.document),
  };
}
