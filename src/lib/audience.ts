/**
 * Whom a notice or a key date is for: the whole school (an empty audience, as every item stored before audiences
 * existed), or some classes (src/content/schoolClasses.ts). A parent's device keeps the classes of their children
 * (src/lib/classChoice.ts); the lists then show the whole school's items and those classes' items.
 */
import { isSchoolClass, SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import type { DocumentData } from './documentFields';

/** The classes an item is for, in the school's order, each once; empty for the whole school. */
export type Audience = readonly SchoolClass[];

/** Classes in the school's order, each once: how an audience and a device's choice are kept. */
export const inSchoolOrder = (classes: Iterable<SchoolClass>): SchoolClass[] => {
  const given = new Set(classes);
  return SCHOOL_CLASSES.filter((schoolClass) => given.has(schoolClass));
};

/**
 * The stored audience of an item: the known classes of its list, in order, each once. No list, an empty one or one of
 * no known class is the whole school (an item is never hidden from everyone by a value the site did not write).
 */
export function readAudience(data: DocumentData, key = 'audience'): Audience {
  const value = data[key];
  return Array.isArray(value) ? inSchoolOrder(value.filter(isSchoolClass)) : [];
}

/** Whether an item for `audience` is shown to a device that chose `chosen` (none chosen: every item). */
export const concerns = (audience: Audience, chosen: Audience): boolean =>
  audience.length === 0 || chosen.length === 0 || audience.some((schoolClass) => chosen.includes(schoolClass));

const KG: readonly SchoolClass[] = ['Pre-KG', 'LKG', 'UKG'];

/** Runs of classes that follow each other ('IX', 'X', 'XI' -> 'IX–XI'); the kindergarten and Class I are not joined. */
function runsOf(classes: Audience): string[] {
  const runs: SchoolClass[][] = [];
  for (const schoolClass of classes) {
    const last = runs.at(-1);
    const previous = last?.at(-1);
    const follows =
      previous !== undefined &&
      SCHOOL_CLASSES.indexOf(schoolClass) === SCHOOL_CLASSES.indexOf(previous) + 1 &&
      KG.includes(schoolClass) === KG.includes(previous);
    if (last && follows) last.push(schoolClass);
    else runs.push([schoolClass]);
  }
  return runs.map((run) => (run.length === 1 ? (run[0] ?? '') : `${run[0] ?? ''}–${run.at(-1) ?? ''}`));
}

/** 'a', 'a and b', 'a, b and c'. */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * An audience in words: 'Whole school', 'Class IV', 'Classes IV and IX', 'Classes IX–XII', 'LKG–UKG',
 * 'Pre-KG and Class I'.
 */
export function audienceLabel(audience: Audience): string {
  if (audience.length === 0) return 'Whole school';
  const kg = runsOf(audience.filter((schoolClass) => KG.includes(schoolClass)));
  const numbered = audience.filter((schoolClass) => !KG.includes(schoolClass));
  const numberedRuns = runsOf(numbered);
  const classes = numbered.length === 0 ? [] : [`${numbered.length === 1 ? 'Class' : 'Classes'} ${listed(numberedRuns)}`];
  return listed([...kg, ...classes]);
}
