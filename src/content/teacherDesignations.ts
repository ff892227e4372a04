/**
 * The designations of teachers as the CBSE's Mandatory Public Disclosure names them in Section D (the circular of 12
 * January 2026 asks for every teacher with designation and qualification). A faculty member may carry one
 * (docs/data-model.md: staff members); firestore.rules (`teacherDesignations()`) accepts exactly these.
 */
export const TEACHER_DESIGNATIONS = [
  'Principal',
  'Vice-Principal',
  'PGT',
  'TGT',
  'PRT',
  'Special Educator',
  'Counsellor',
  'Wellness Teacher',
  'PET',
] as const;

export type TeacherDesignation = (typeof TEACHER_DESIGNATIONS)[number];

export const isTeacherDesignation = (value: unknown): value is TeacherDesignation => (TEACHER_DESIGNATIONS as readonly unknown[]).includes(value);

/**
 * The teachers of classes: the pupil-teacher ratio and the teachers per section count them (not the Principal, the
 * Vice-Principal, the PET, the special educator, the counsellor or the wellness teacher).
 */
export const CLASS_TEACHERS: readonly TeacherDesignation[] = ['PGT', 'TGT', 'PRT'];
