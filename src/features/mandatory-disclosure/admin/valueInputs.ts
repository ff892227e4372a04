/**
 * The fields of sections A, D and E as the admin page types them: every value as text ('' for none), checked against
 * what firestore.rules accepts (docs/data-model.md), and turned into what is stored.
 */
import { school } from '@/content/school';
import { isBlankText, refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { storableAddress } from '@/lib/webAddress';
import type { AreaRow, CountRow, DisclosureSection, TextRow, ValueRow, VideoRow, YesNoRow } from '../appendixIX';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { MAX_AREA, MAX_COUNT } from '../mandatoryDisclosureFields';
import { readVideoAddress } from '../disclosureReader';

/** What the form holds, by stored field: '' for a value not given; 'yes' or 'no' for a Yes/No row. */
export type ValueInputs = Record<string, string>;

/** The fields a section's form edits, each a value row or a part of a group row, in the section's order. */
export function valueRowsOf(section: DisclosureSection): ValueRow[] {
  return section.rows.flatMap((row): ValueRow[] => (row.kind === 'group' ? [...row.parts] : row.kind === 'document' || row.kind === 'results' || row.kind === 'computed' ? [] : [row]));
}

/** Section A's values that the site already knows (src/content/school.ts): the form starts from them where none is saved. */
const SCHOOL_DETAILS: Record<string, string> = {
  schoolName: school.name,
  affiliationNo: school.cbseAffiliationNumber,
  address: school.addressLines.join(', '),
  email: school.email,
  contact: school.phone.display,
};

/** The section's values as saved ('' where none is). */
export function savedInputs(section: DisclosureSection, disclosure: MandatoryDisclosure): ValueInputs {
  return Object.fromEntries(
    valueRowsOf(section).map((row) => {
      if (row.kind === 'count' || row.kind === 'area') return [row.key, disclosure.numbers[row.key]?.toString() ?? ''];
      if (row.kind === 'yes-no') {
        const flag = disclosure.flags[row.key];
        return [row.key, flag === undefined ? '' : flag ? 'yes' : 'no'];
      }
      return [row.key, disclosure.text[row.key] ?? ''];
    }),
  );
}

/** What the form starts from: the saved values, and for section A the school's known details where none is saved. */
export function startingInputs(section: DisclosureSection, saved: ValueInputs): ValueInputs {
  if (section.id !== 'general') return saved;
  return Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, value || SCHOOL_DETAILS[key] || '']));
}

export const COUNT_PROBLEM = `Enter a whole number from 0 to ${MAX_COUNT.toLocaleString('en-IN')}, such as 24.`;
export const AREA_PROBLEM = 'Enter square metres as a number from 0 with at most two decimals, such as 46.45.';
export const VIDEO_PROBLEM = 'Enter the video’s address on YouTube, starting with https://www.youtube.com/ or https://youtu.be/.';
export const EMAIL_PROBLEM = 'Enter an email address, such as office@yourschool.in.';

const COUNT = /^\d+$/;
const AREA = /^\d+(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a typed value, or null. An empty value is never wrong: the row then reads "To be updated". */
export function problemOf(row: TextRow | CountRow | AreaRow | YesNoRow | VideoRow, input: string): string | null {
  const value = input.trim();
  if (isBlankText(value)) return null;
  const hidden = refusedCharacterMessage(input, row.kind === 'text' && row.multiline === true);
  if (hidden) return hidden;
  switch (row.kind) {
    case 'count':
      return COUNT.test(value) && Number(value) <= MAX_COUNT ? null : COUNT_PROBLEM;
    case 'area':
      return AREA.test(value) && Number(value) <= MAX_AREA ? null : AREA_PROBLEM;
    case 'video':
      return readVideoAddress(storableAddress(value)) ? null : VIDEO_PROBLEM;
    case 'text':
      return row.key === 'email' && !EMAIL.test(value) ? EMAIL_PROBLEM : null;
    case 'yes-no':
      return null;
  }
}

/** The value to store for a typed value (checked by `problemOf`); undefined removes the stored one. */
export function storedValueOf(row: ValueRow, input: string): string | number | boolean | undefined {
  const value = input.trim();
  if (isBlankText(value)) return undefined;
  switch (row.kind) {
    case 'count':
    case 'area':
      return Number(value);
    case 'yes-no':
      return value === 'yes';
    case 'video':
      return storableAddress(value) ?? value;
    case 'text':
      return value;
  }
}
