/**
 * The admissions page as the office keeps it (admissions/main), read over REST like every public page, and the
 * tolerant reading of what is stored; a parent's enquiry, sent over REST (enquirySending.ts).
 */
import { SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import { readBoolean, readText, type DocumentData } from '@/lib/documentFields';
import { getDocument } from '@/lib/firestoreRest';
import { readIsoDate } from '@/lib/isoDate';

export const ADMISSIONS_DOCUMENT = ['admissions', 'main'] as const;
export const ENQUIRIES = 'enquiries';

/** What a parent quotes on the phone for an enquiry: six characters of its id, as `ADM-3F9A0C`. */
export const referenceOf = (id: string): string => `ADM-${id.slice(0, 6).toUpperCase()}`;

/** A class offered, with the age a child needs on the day ages are counted on. */
export interface OfferedClass {
  class: SchoolClass;
  /** As the office words it: '3 years or more'. */
  age: string;
}

export interface Admissions {
  open: boolean;
  /** The academic year they are for: '2027-28'. */
  year: string;
  /** When they next open, said while closed; null when not said. */
  opensOn: string | null;
  intro: string;
  /** In the school's order. */
  classes: readonly OfferedClass[];
  /** The day every class's age is counted on, `YYYY-MM-DD`; '' when not said. */
  agesOn: string;
  /** One step a line. */
  steps: string;
  /** One document a line. */
  documents: string;
}

/** The classes stored ({ LKG: '3 years or more' }), in the school's order; a class the site does not know is left out. */
function readClasses(data: DocumentData): OfferedClass[] {
  const stored: unknown = data.classes;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return [];
  const ages = stored as DocumentData;
  return SCHOOL_CLASSES.flatMap((name) => (Object.hasOwn(ages, name) ? [{ class: name, age: readText(ages, name) ?? '' }] : []));
}

/** The stored page as visitors see it: a field missing or of another type is empty; a class the site does not know is left out. */
export function toAdmissions(data: DocumentData): Admissions {
  const opensOn = readText(data, 'opensOn');
  const agesOn = readText(data, 'agesOn');
  return {
    open: readBoolean(data, 'open'),
    year: readText(data, 'year') ?? '',
    opensOn: opensOn && readIsoDate(opensOn) ? opensOn : null,
    intro: readText(data, 'intro') ?? '',
    classes: readClasses(data),
    agesOn: agesOn && readIsoDate(agesOn) ? agesOn : '',
    steps: readText(data, 'steps') ?? '',
    documents: readText(data, 'documents') ?? '',
  };
}

/** The admissions page as stored, or null while the office has not saved it (the page then shows src/content/admissions.ts's). */
export async function getAdmissions(): Promise<Admissions | null> {
  const stored = await getDocument(ADMISSIONS_DOCUMENT.join('/'));
  return stored && toAdmissions(stored.data);
}
