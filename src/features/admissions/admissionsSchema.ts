import type * as v from 'valibot';
import { SCHOOL_CLASSES } from '@/content/schoolClasses';
import { choice, classAges, collectionSchema, email, fieldTableOf, flag, isoDate, mobile, text, writeTime } from '@/lib/fieldSchema';

/**
 * The admissions page as the office keeps it, `admissions/main` (src/lib/fieldSchema.ts; docs/data-model.md): whether
 * admissions are open and for which year, the page's words, the classes offered with the age each needs on the day ages
 * are counted on, the steps and the documents to bring (one a line).
 */
export const admissionsSchema = collectionSchema({
  open: flag({ label: 'Admissions are open: parents can send an enquiry' }),
  year: text({ max: 20, label: 'Academic year', missing: 'Enter the year admissions are for, as 2027-28.' }),
  /** When admissions next open, said while they are closed. */
  opensOn: isoDate({ optional: true, label: 'When they open (shown while closed)' }),
  intro: text({ max: 2_000, multiline: true, label: 'Introduction', missing: 'Write a few lines for parents.' }),
  classes: classAges(text({ max: 100, label: 'Age needed', missing: 'Say the age, as 3 years or more.' }), { min: 1, max: 15, missing: 'Add at least one class.' }),
  /** The day a child's age is counted on, for every class (the board's and the state's rule: one day for all). */
  agesOn: isoDate({ label: 'Ages counted on', missing: 'Choose the day the ages are counted on.' }),
  steps: text({ max: 2_000, multiline: true, label: 'Steps (one a line)', missing: 'Write the steps, one a line.' }),
  documents: text({ max: 2_000, multiline: true, label: 'Documents to bring (one a line)', missing: 'List the documents, one a line.' }),
  updatedAt: writeTime({}),
});

/** The follow-up of an enquiry, in the office's words, by the status stored. */
export const ENQUIRY_STATUSES = {
  new: 'New',
  contacted: 'Contacted',
  'visit-booked': 'Visit booked',
  applied: 'Applied',
  admitted: 'Admitted',
  closed: 'Closed',
} as const;

export type EnquiryStatus = keyof typeof ENQUIRY_STATUSES;

/**
 * An enquiry as a parent sends it, `enquiries/{id}` (firestore.rules: a visitor creates exactly this, its status 'new'
 * and its time the server's; the office's follow-up fields are checked beside the generated block). Names in any
 * script; the hidden-character rules apply.
 */
export const enquirySchema = collectionSchema({
  parentName: text({ max: 100, label: 'Your name', missing: 'Please enter your name.' }),
  mobile: mobile({ label: 'Mobile number', invalid: 'Enter a mobile number of 10 digits, starting with 6, 7, 8 or 9.' }),
  email: email({ max: 200, optional: true, label: 'Email (optional)' }),
  childName: text({ max: 100, label: 'Child’s name', missing: 'Please enter your child’s name.' }),
  dateOfBirth: isoDate({ label: 'Child’s date of birth', missing: 'Please enter your child’s date of birth.' }),
  classSought: choice({ options: SCHOOL_CLASSES, label: 'Class sought', invalid: 'Choose the class you are asking for.' }),
  currentSchool: text({ max: 200, optional: true, mayBeEmpty: true, label: 'Current school (optional)' }),
  message: text({ max: 1_000, multiline: true, optional: true, mayBeEmpty: true, label: 'Message (optional)' }),
  consent: flag({ onlyTrue: true, label: 'I agree', missing: 'Please tick the box to agree, so that the office may call you.' }),
  /** The year admissions are open for: the rules check it against the admissions page's (admissions/main). */
  year: text({ max: 20, checkedBeside: true }),
  status: choice({ options: ['new'] }),
  createdAt: writeTime({}),
});

/** An enquiry as the parent sent it, as the rules accept it. */
export type SentEnquiry = v.InferOutput<typeof enquirySchema>;

/** The stored admissions page, as the rules accept it. */
export type StoredAdmissions = v.InferOutput<typeof admissionsSchema>;

/** Their fields' facts (src/lib/fieldTable.ts): the forms' limits and messages, the rules tests' fixtures. */
export const admissionsFields = fieldTableOf(admissionsSchema);
export const enquiryFields = fieldTableOf(enquirySchema);
export const admissionsClassFields = admissionsFields.classes.row;
