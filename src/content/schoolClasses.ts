/**
 * The classes of the school, in order, as notices and key dates name their audience (docs/data-model.md: `audience`),
 * and the usual groups the admin forms offer as quick choices. firestore.rules (`schoolClasses()`) accepts exactly
 * these ids: tests/unit/schoolClasses.test.ts fails where the two differ.
 */
export const SCHOOL_CLASSES = ['Pre-KG', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

export type SchoolClass = (typeof SCHOOL_CLASSES)[number];

export const isSchoolClass = (value: unknown): value is SchoolClass => (SCHOOL_CLASSES as readonly unknown[]).includes(value);

/** The groups a school speaks of: a tap ticks all of a group's classes. */
export const CLASS_GROUPS: readonly { label: string; classes: readonly SchoolClass[] }[] = [
  { label: 'KG', classes: ['Pre-KG', 'LKG', 'UKG'] },
  { label: 'I-V', classes: ['I', 'II', 'III', 'IV', 'V'] },
  { label: 'VI-VIII', classes: ['VI', 'VII', 'VIII'] },
  { label: 'IX-X', classes: ['IX', 'X'] },
  { label: 'XI-XII', classes: ['XI', 'XII'] },
];
