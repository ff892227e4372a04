/**
 * Section D's list of teachers: the faculty of the administration page (admins/school/faculty, docs/data-model.md),
 * each with the designation, qualification and document the office entered there, and the figures computed from it
 * and from the counts the office enters in the section (the students, the sections). Nothing here is typed twice.
 */
import { CLASS_TEACHERS, TEACHER_DESIGNATIONS, type TeacherDesignation } from '@/content/teacherDesignations';
import { byPriority, readNumber } from '@/lib/documentFields';
import type { StoredDocument } from '@/lib/firestoreValues';
import { toMember, type StaffMember } from '@/lib/staffMember';
import type { MandatoryDisclosure } from './mandatoryDisclosureService';

/** The teachers of every department, in the departments' order and then each department's. */
export function toTeachers(departments: readonly StoredDocument[]): StaffMember[] {
  return departments
    .map(({ data }) => ({ priority: readNumber(data, 'priority'), members: Array.isArray(data.members) ? (data.members as unknown[]) : [] }))
    .sort(byPriority)
    .flatMap(({ members }) => members.map(toMember).filter((member) => member !== null));
}

/** The most pupils per teacher (of classes) the board allows, and the fewest teachers per section. */
export const MAX_PUPILS_PER_TEACHER = 30;
export const MIN_TEACHERS_PER_SECTION = 1.5;

export interface TeacherFigures {
  total: number;
  /** How many teachers have each designation, in the board's order; designations nobody has are left out. */
  byDesignation: { designation: TeacherDesignation; count: number }[];
  /** Teachers without a designation. */
  undesignated: number;
  /** PGT, TGT and PRT: the teachers the ratios count. */
  classTeachers: number;
  /** Students per teacher of classes; null until the students are entered and a teacher of classes is listed. */
  pupilsPerTeacher: number | null;
  /** Teachers of classes per section; null until the sections are entered and a teacher of classes is listed. */
  teachersPerSection: number | null;
}

export function teacherFigures(teachers: readonly StaffMember[], disclosure: MandatoryDisclosure): TeacherFigures {
  const countOf = (designation: TeacherDesignation) => teachers.filter((teacher) => teacher.designation === designation).length;
  const classTeachers = CLASS_TEACHERS.reduce((sum, designation) => sum + countOf(designation), 0);
  const { students, sections } = disclosure.numbers;
  return {
    total: teachers.length,
    byDesignation: TEACHER_DESIGNATIONS.map((designation) => ({ designation, count: countOf(designation) })).filter(({ count }) => count > 0),
    undesignated: teachers.filter((teacher) => teacher.designation === null).length,
    classTeachers,
    pupilsPerTeacher: students !== undefined && classTeachers > 0 ? students / classTeachers : null,
    teachersPerSection: sections !== undefined && sections > 0 && classTeachers > 0 ? classTeachers / sections : null,
  };
}

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `27.4 : 1` */
export const formatPupilsPerTeacher = (ratio: number): string => `${oneDecimal.format(ratio)} : 1`;
/** `1.55 : 1` */
export const formatTeachersPerSection = (ratio: number): string => `${twoDecimals.format(ratio)} : 1`;

/** What is out of the board's bounds, as the completeness line says it (none when the ratios are unknown or within). */
export function ratioWarnings({ pupilsPerTeacher, teachersPerSection, undesignated }: TeacherFigures): string[] {
  return [
    pupilsPerTeacher !== null &&
      pupilsPerTeacher > MAX_PUPILS_PER_TEACHER &&
      `the pupil-teacher ratio is ${formatPupilsPerTeacher(pupilsPerTeacher)}, above ${MAX_PUPILS_PER_TEACHER} : 1`,
    teachersPerSection !== null &&
      teachersPerSection < MIN_TEACHERS_PER_SECTION &&
      `the teachers section ratio is ${formatTeachersPerSection(teachersPerSection)}, below ${MIN_TEACHERS_PER_SECTION} : 1`,
    undesignated > 0 && `${undesignated} ${undesignated === 1 ? 'teacher has' : 'teachers have'} no designation`,
  ].filter((warning): warning is string => typeof warning === 'string');
}
