/**
 * What is wrong with an enquiry as typed, field by field, in the words the form shows under each field: the same
 * bounds as firestore.rules (admissionsSchema.ts), so that a checked enquiry is never refused.
 */
import { isBlankText, refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { readIsoDate } from '@/lib/isoDate';
import { storedMobile } from '@/lib/mobileNumber';
import { enquiryFields as fields } from './admissionsSchema';
import type { OfferedClass } from './admissionsService';
import type { EnquiryInput } from './enquirySending';

export type EnquiryProblems = Partial<Record<keyof EnquiryInput, string>>;

const EMAIL = /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/;

/** A text field's problem: blank where required, too long, or a character that hides or reorders text. */
function textProblem(value: string, field: { max: number; multiline?: true; missing?: string }, required: boolean): string | null {
  if (isBlankText(value)) return required ? (field.missing ?? 'Please fill this in.') : null;
  if (value.length > field.max) return `At most ${field.max.toLocaleString('en-IN')} characters: ${(value.length - field.max).toLocaleString('en-IN')} too many.`;
  return refusedCharacterMessage(value, field.multiline === true);
}

/** The problems of `input`, for admissions offering `offered`, on `today` (`YYYY-MM-DD`): none when it can be sent. */
export function enquiryProblems(input: EnquiryInput, offered: readonly OfferedClass[], today: string): EnquiryProblems {
  const problems: EnquiryProblems = {};
  const add = (field: keyof EnquiryInput, problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  add('parentName', textProblem(input.parentName, fields.parentName, true));
  add('mobile', isBlankText(input.mobile) ? 'Please enter your mobile number.' : storedMobile(input.mobile) ? null : (fields.mobile.invalid ?? null));
  add('email', input.email.trim() === '' || (EMAIL.test(input.email.trim()) && input.email.trim().length <= fields.email.max) ? null : 'Enter an email address such as name@example.com.');
  add('childName', textProblem(input.childName, fields.childName, true));
  const born = readIsoDate(input.dateOfBirth);
  const bornYear = born ? Number(born.slice(0, 4)) : 0;
  add(
    'dateOfBirth',
    !input.dateOfBirth ? (fields.dateOfBirth.missing ?? null) : !born || born > today || bornYear <= Number(today.slice(0, 4)) - 20 ? 'Enter your child’s date of birth: a day in the last 20 years.' : null,
  );
  add('classSought', offered.some((offer) => offer.class === input.classSought) ? null : (fields.classSought.invalid ?? null));
  add('currentSchool', textProblem(input.currentSchool, fields.currentSchool, false));
  add('message', textProblem(input.message, fields.message, false));
  add('consent', input.consent ? null : (fields.consent.missing ?? null));
  return problems;
}
