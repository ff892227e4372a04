import * as v from 'valibot';
import { SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import type { Field } from '@/lib/fieldTable';
import { isBlankText, refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { readIsoDate } from '@/lib/isoDate';
import { ADDRESS_RULE, storableAddress } from '@/lib/webAddress';
import { DATE_OUT_OF_RANGE } from './DateField';

/** What a required field left blank says under it; the form's own message (docs/product-rules.md#messages) says the rest. */
export const FILL_IN = 'Please fill this in.';

/** The fields a form types or chooses: one-line or multi-line text, web addresses, priorities (numbers), days, a choice. */
export type TypedField = Extract<Field, { kind: 'text' | 'address' | 'priority' | 'iso date' | 'choice' }>;

/** Rows of typed fields (the fee page's terms and class groups; the classes offered with their ages), each row an object of texts. */
type RowsField = Extract<Field, { kind: 'rows' | 'class ages' }>;

/** Whom a notice or a date is for, as chosen: the whole school, or some classes (those ticked). */
export interface AudienceChoice {
  some: boolean;
  ticked: readonly SchoolClass[];
}

/** What the audience field says when 'Some classes' is chosen and none is ticked. */
export const NO_CLASS_TICKED = 'Tick at least one class, or choose Whole school.';

/** What a form holds for a field: what is typed, rows of what is typed (objects of texts), an audience chosen, a box. */
export type FormValue = string | object[] | AudienceChoice | boolean;

const TYPED_KINDS: ReadonlySet<Field['kind']> = new Set(['text', 'address', 'priority', 'iso date', 'choice']);

/** Some classes, at least one of them ticked, or the whole school. */
const audienceValue: v.GenericSchema<AudienceChoice> = v.pipe(
  v.object({ some: v.boolean(), ticked: v.array(v.picklist(SCHOOL_CLASSES)) }),
  v.check(({ some, ticked }) => !some || ticked.length > 0, NO_CLASS_TICKED),
) as v.GenericSchema<AudienceChoice>;

const isTyped = (field: Field): field is TypedField => TYPED_KINDS.has(field.kind);

/** Whole rupees as typed ('26500', '26,500', '₹ 26,500'), or null for anything else. */
export function typedRupees(value: string): number | null {
  const digits = value.replace(/[\s,₹]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** A row's amounts, one box for each term: each filled with whole rupees of at most the field's most. */
function rupeesValue(field: Extract<Field, { kind: 'rupee amounts' }>): v.GenericSchema<string[]> {
  const amount = v.pipe(
    v.string(),
    v.check((value: string) => !isBlankText(value), FILL_IN),
    v.check((value: string) => isBlankText(value) || typedRupees(value) !== null, 'Enter whole rupees, such as 26500.'),
    v.check((value: string) => (typedRupees(value) ?? 0) <= field.maxAmount, `At most ${field.maxAmount.toLocaleString('en-IN')} rupees.`),
  );
  return v.pipe(v.array(amount), v.minLength(field.min, `At least ${field.min}.`), v.maxLength(field.max, `At most ${field.max}.`));
}

/** Whether a row's field must be filled: every one but text that may be empty, or a field a row may lack. */
export const requiredInRow = (field: Field): boolean => field.optional !== true && !(field.kind === 'text' && field.mayBeEmpty === true);

/**
 * What a form's field may hold as typed, from the stored field's facts: text within its limit and without characters
 * that hide or reorder text; an address the site can store once trimmed (src/lib/webAddress.ts); a finite number; a
 * day that exists in the years the rules accept; one of a choice's options. Blank is allowed unless `required`: a blank optional field is stored
 * as no value.
 */
function typedValue(field: TypedField, required: boolean): v.GenericSchema<string> {
  const filled = v.check((value: string) => !required || !isBlankText(value), FILL_IN);
  if (field.kind === 'choice') return v.pipe(v.string(), v.check((value) => field.options.includes(value), field.invalid ?? `Choose one of ${field.options.join(', ')}.`));
  // A date field holds '' until a whole day is entered.
  if (field.kind === 'iso date') return v.pipe(v.string(), filled, v.check((value) => value === '' || readIsoDate(value) !== null, DATE_OUT_OF_RANGE));
  if (field.kind === 'priority') {
    return v.pipe(v.string(), filled, v.check((value) => value.trim() === '' || Number.isFinite(Number(value)), field.invalid ?? 'Enter a number.'));
  }
  if (field.kind === 'address') {
    const invalid = field.invalid ?? `Enter ${ADDRESS_RULE}.`;
    const storable = (value: string) => {
      const address = storableAddress(value);
      return address !== null && (field.httpsOnly !== true || address.startsWith('https://'));
    };
    return v.pipe(v.string(), filled, noHiddenCharacters(false), v.check((value) => value.trim() === '' || storable(value), invalid));
  }
  return v.pipe(v.string(), filled, v.maxLength(field.max, tooLong(field.max)), noHiddenCharacters(field.multiline === true));
}

/** What a text longer than `max` is told: by how much, so that a pasted title can be shortened where it should be. */
const tooLong =
  (max: number) =>
  ({ input }: { input: string }): string => {
    const over = input.length - max;
    return `At most ${max.toLocaleString('en-IN')} characters: this is ${over.toLocaleString('en-IN')} too long.`;
  };

/** Refuses, in words, a character that hides or reorders text (src/lib/hiddenCharacters.ts); line breaks only in `multiline` text. */
const noHiddenCharacters = (multiline: boolean) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const refused = dataset.typed ? refusedCharacterMessage(dataset.value, multiline) : null;
    if (refused) addIssue({ message: refused });
  });

/** What rows of classes with their ages say when a class is given twice. */
export const CLASS_TWICE = 'Give each class once.';

/** Rows of typed fields, as many as the field allows, each of its row's fields checked as typed (a class once). */
function rowsValue(field: RowsField): v.GenericSchema<Record<string, string>[]> {
  const row = Object.fromEntries(
    Object.entries(field.row).map(([name, rowField]) => {
      if (rowField.kind === 'rupee amounts') return [name, rupeesValue(rowField)];
      if (!isTyped(rowField)) throw new Error(`The row field "${name}" is not typed into a form.`);
      return [name, typedValue(rowField, requiredInRow(rowField))];
    }),
  );
  const once = v.check((rows: Record<string, string>[]) => field.kind !== 'class ages' || new Set(rows.map((typed) => typed.class)).size === rows.length, CLASS_TWICE);
  return v.pipe(v.array(v.object(row)), v.minLength(field.min, `At least ${field.min}.`), v.maxLength(field.max, `At most ${field.max}.`), once) as v.GenericSchema<
    Record<string, string>[]
  >;
}

/**
 * The schema of a form's typed input `V`: the fields `typed` of a collection's field table, those in `required` not
 * blank; a name the table lacks is the form's own (left to its `across`). Throws for a field the form cannot type (a
 * picture is picked, not typed).
 */
export function inputSchema<K extends string, V extends Partial<Record<K, FormValue>> = Record<K, string>>(
  fields: Readonly<Record<string, Field>>,
  typed: readonly K[],
  required: readonly string[],
): v.GenericSchema<V> {
  const entries = Object.fromEntries(
    typed.map((name) => {
      const field = fields[name];
      if (field?.kind === 'rows' || field?.kind === 'class ages') return [name, rowsValue(field)];
      if (field?.kind === 'audience') return [name, audienceValue];
      // A value the form holds that is no stored field (a schedule's day) is checked by the form's `across`.
      if (!field) return [name, v.unknown()];
      if (!isTyped(field)) throw new Error(`The field "${name}" is not typed into a form.`);
      return [name, typedValue(field, required.includes(name))];
    }),
  );
  return v.object(entries) as v.GenericSchema<object> as v.GenericSchema<V>;
}
