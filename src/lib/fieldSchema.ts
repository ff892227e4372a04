/**
 * A collection's shape as one valibot schema (`src/features/<area>/<area>Schema.ts`), built from the fields below.
 * Each field is a schema that checks a stored value as firestore.rules does, and carries its facts (the field table's
 * entry, src/lib/fieldTable.ts) as metadata: its limits, label and messages. From the one schema come the stored
 * document's type (`v.InferOutput`), the field table the forms and the rules tests read (`fieldTableOf`), and the
 * generated field checks of firestore.rules (`npm run rules`).
 *
 * valibot rather than zod: the same link schema (strings, limits, checks, an optional list of choices) is 2.0 KB gzip
 * with valibot 1.5, 6.4 KB with zod 4's `zod/mini`, 24.1 KB with zod 4 (a Vite production chunk, gzip -9); every
 * function is a module of its own, so a page carries only the checks it uses.
 */
import * as v from 'valibot';
import { SCHOOL_CLASSES } from '@/content/schoolClasses';
import { TEACHER_DESIGNATIONS } from '@/content/teacherDesignations';
import type { Field, TextField } from './fieldTable';
import { isBlankText, refusedCharacterMessage } from './hiddenCharacters';
import { ISO_DATE } from './isoDate';
import { siteConfig } from './config';
import { isUploadAddress, UPLOAD_RULE } from './uploadHost';
import { ADDRESS_RULE, storableAddress } from './webAddress';

/** A field's schema with its facts. */
type Described<TSchema extends v.GenericSchema, TField extends Field> = v.SchemaWithPipe<
  readonly [TSchema, v.MetadataAction<v.InferOutput<TSchema>, { readonly field: TField }>]
>;

/** A field that a stored document may lack. */
type Optional<TSchema extends v.GenericSchema> = v.OptionalSchema<TSchema, undefined>;

/** Any field of a collection's schema. */
export type FieldSchema = Described<v.GenericSchema, Field> | Optional<Described<v.GenericSchema, Field>>;

/** The facts a field's schema carries, as declared. */
type FactsOf<TSchema> = TSchema extends Optional<infer TWrapped> ? FactsOf<TWrapped> : TSchema extends { pipe: readonly [unknown, { metadata: { field: infer TField } }] } ? TField : never;

/** `schema` with `field`'s facts, optional when the field is. */
function fieldSchema<TSchema extends v.GenericSchema, const TField extends Field>(
  schema: TSchema,
  field: TField,
): TField extends { optional: true } ? Optional<Described<TSchema, TField>> : Described<TSchema, TField>;
function fieldSchema(schema: v.GenericSchema, field: Field): FieldSchema {
  const withFacts = v.pipe(schema, v.metadata({ field }));
  return field.optional ? v.optional(withFacts) : withFacts;
}

/** Text of at most `max` characters, not blank unless `mayBeEmpty`, without characters that hide or reorder text. */
export function text<const TField extends Omit<TextField, 'kind'>>(facts: TField) {
  const field = { kind: 'text', ...facts } as const;
  const multiline = field.multiline === true;
  return fieldSchema(
    v.pipe(
      v.string(),
      v.check((value) => field.mayBeEmpty === true || !isBlankText(value), field.missing ?? `Please fill in ${field.label ?? 'this field'}.`),
      v.maxLength(field.max, `At most ${field.max.toLocaleString('en-US')} characters.`),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const refused = refusedCharacterMessage(dataset.value, multiline);
        if (refused) addIssue({ message: refused });
      }),
    ),
    field,
  );
}

/** An uploaded picture or PDF the site stores as its own (src/lib/uploadHost.ts), among addresses it can store. */
const isUpload = (value: string) => isUploadAddress(value, siteConfig().uploadCloud);

const notUploaded = (value: string) => `“${value}” is not ${UPLOAD_RULE}.`;

/**
 * An address a page may show (src/lib/webAddress.ts): an uploaded picture or PDF, on the site's own host; with `link`,
 * a page anywhere. `httpsOnly`: never a path of this site.
 */
export function address<const TField extends Omit<Extract<Field, { kind: 'address' }>, 'kind'>>(facts: TField) {
  const field = { kind: 'address', ...facts } as const;
  const invalid = field.invalid ?? `Enter ${ADDRESS_RULE}.`;
  return fieldSchema(
    v.pipe(
      v.string(),
      v.check((value) => storableAddress(value) === value, invalid),
      v.check((value) => field.httpsOnly !== true || value.startsWith('https://'), invalid),
      v.check((value) => field.link === true || storableAddress(value) !== value || isUpload(value), ({ input }) => notUploaded(String(input))),
    ),
    field,
  );
}

/** Uploaded pictures, each one `address` would accept, at least `min` and at most `max` of them. */
export function addressList<const TField extends Omit<Extract<Field, { kind: 'address list' }>, 'kind'>>(facts: TField) {
  const field = { kind: 'address list', ...facts } as const;
  return fieldSchema(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.check((value) => storableAddress(value) === value, field.invalid ?? `Enter ${ADDRESS_RULE}.`),
          v.check((value) => storableAddress(value) !== value || isUpload(value), ({ input }) => notUploaded(String(input))),
        ),
      ),
      v.minLength(field.min, field.missing ?? `At least ${field.min}.`),
      v.maxLength(field.max, `At most ${field.max}.`),
    ),
    field,
  );
}

/** PDFs, `min` to `max` of them, each exactly { name: one line of at most `nameMax` characters, not blank; url: an address }. */
export function attachmentList<const TField extends Omit<Extract<Field, { kind: 'attachment list' }>, 'kind'>>(facts: TField) {
  const field = { kind: 'attachment list', ...facts } as const;
  return fieldSchema(
    v.pipe(
      v.array(
        v.strictObject({
          name: text({ max: field.nameMax, label: 'Name' }),
          url: address({ label: 'PDF' }),
        }),
      ),
      v.minLength(field.min, field.missing ?? `At least ${field.min}.`),
      v.maxLength(field.max, `At most ${field.max}.`),
    ),
    field,
  );
}

/**
 * Names, `min` to `max` of them, each a name of at most `nameMax` characters or, with more about a teacher (src/lib/staffMember.ts),
 * { name, qualification, designation, document }, each but the name optional.
 */
export function nameList<const TField extends Omit<Extract<Field, { kind: 'name list' }>, 'kind'>>(facts: TField) {
  const field = { kind: 'name list', ...facts } as const;
  const name = text({ max: field.nameMax, label: field.label, missing: field.missing });
  return fieldSchema(
    v.pipe(
      v.array(
        v.union([
          name,
          v.strictObject({
            name,
            qualification: text({ max: field.nameMax, mayBeEmpty: true, optional: true }),
            designation: choice({ options: TEACHER_DESIGNATIONS, optional: true }),
            document: address({ optional: true }),
          }),
        ]),
      ),
      v.minLength(field.min, `At least ${field.min}.`),
      v.maxLength(field.max, `At most ${field.max}.`),
    ),
    field,
  );
}

/** Rows, `min` to `max` of them, each exactly the fields of `row` (as a collection's document is). */
export function rows<const TRow extends Record<string, FieldSchema>, const TField extends Omit<Extract<Field, { kind: 'rows' }>, 'kind' | 'row'>>(
  row: TRow,
  facts: TField,
) {
  const rowSchema = v.strictObject(row);
  const field = { kind: 'rows', ...facts, row: fieldTableOf(rowSchema) } as const;
  return fieldSchema(
    v.pipe(v.array(rowSchema), v.minLength(field.min, field.missing ?? `At least ${field.min}.`), v.maxLength(field.max, `At most ${field.max}.`)),
    field,
  );
}

/**
 * Classes of the school, each with the age it needs (`age`, a text field), stored as a map from the class to the age
 * ({ LKG: '3 years or more' }), `min` to `max` of them. Typed as rows of a class and its age; the rules check the
 * ages all at once (isClassAges), where rows checked one by one pass the rules' 1,000 expressions a request.
 */
export function classAges<const TAge extends Described<v.GenericSchema<string>, TextField>, const TField extends Omit<Extract<Field, { kind: 'class ages' }>, 'kind' | 'row'>>(
  age: TAge,
  facts: TField,
) {
  const row = { class: { kind: 'choice', options: SCHOOL_CLASSES, label: 'Class', invalid: 'Choose a class.' }, age: factsOf(age) as TextField } as const;
  return fieldSchema(
    v.pipe(
      v.record(v.picklist(SCHOOL_CLASSES), age),
      v.check((ages) => Object.keys(ages).length >= facts.min, facts.missing ?? `At least ${facts.min}.`),
      v.check((ages) => Object.keys(ages).length <= facts.max, `At most ${facts.max}.`),
    ),
    { kind: 'class ages', ...facts, row } as const,
  );
}

/**
 * Whole rupees from 0 to `maxAmount`, written in digits with no leading zero ('26500'), `min` to `max` of them. Text,
 * not numbers: the rules check a whole list of texts at once (isRupeeList), where numbers checked one by one pass the
 * rules' 1,000 expressions a request.
 */
export function rupeeAmounts<const TField extends Omit<Extract<Field, { kind: 'rupee amounts' }>, 'kind'>>(facts: TField) {
  return fieldSchema(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,8})$/, 'Whole rupees.'), v.check((amount) => Number(amount) <= facts.maxAmount, `At most ${facts.maxAmount}.`))),
      v.minLength(facts.min, `At least ${facts.min}.`),
      v.maxLength(facts.max, `At most ${facts.max}.`),
    ),
    { kind: 'rupee amounts', ...facts } as const,
  );
}

/** One-line texts of 1 to `lineMax` characters, not blank, `min` to `max` of them; the rules check them all at once (isLineList). */
export function lineList<const TField extends Omit<Extract<Field, { kind: 'line list' }>, 'kind'>>(facts: TField) {
  const line = text({ max: facts.lineMax, label: facts.label, missing: facts.missing });
  return fieldSchema(v.pipe(v.array(line), v.minLength(facts.min, `At least ${facts.min}.`), v.maxLength(facts.max, `At most ${facts.max}.`)), { kind: 'line list', ...facts } as const);
}

/** A finite number; lower comes first. */
export function priority<const TField extends Omit<Extract<Field, { kind: 'priority' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.pipe(v.number(), v.finite(facts.invalid ?? 'Enter a number.')), { kind: 'priority', ...facts } as const);
}

/** True or false; `onlyTrue`: true (or absent, where optional). */
export function flag<const TField extends Omit<Extract<Field, { kind: 'flag' }>, 'kind'>>(facts: TField) {
  return fieldSchema(facts.onlyTrue ? v.literal(true) : v.boolean(), { kind: 'flag', ...facts } as const);
}

/** A day, `YYYY-MM-DD`, of the years 1900 to 2099. */
export function isoDate<const TField extends Omit<Extract<Field, { kind: 'iso date' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.pipe(v.string(), v.regex(ISO_DATE, facts.invalid ?? 'Enter a day as YYYY-MM-DD.')), { kind: 'iso date', ...facts } as const);
}

/** An Indian mobile number as stored: `+91` and ten digits, the first 6 to 9 (src/lib/mobileNumber.ts). */
export function mobile<const TField extends Omit<Extract<Field, { kind: 'mobile' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.pipe(v.string(), v.regex(/^\+91[6-9]\d{9}$/, facts.invalid ?? 'Enter a mobile number of 10 digits.')), { kind: 'mobile', ...facts } as const);
}

/** An email address of at most `max` characters (one @, a host with a dot, no space). */
export function email<const TField extends Omit<Extract<Field, { kind: 'email' }>, 'kind'>>(facts: TField) {
  return fieldSchema(
    v.pipe(v.string(), v.maxLength(facts.max, `At most ${facts.max} characters.`), v.regex(/^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/, facts.invalid ?? 'Enter an email address such as name@example.com.')),
    { kind: 'email', ...facts } as const,
  );
}

/** One of `options`. */
export function choice<const TField extends Omit<Extract<Field, { kind: 'choice' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.picklist(facts.options, facts.invalid ?? `Choose one of ${facts.options.join(', ')}.`), { kind: 'choice', ...facts } as const);
}

/** Classes of the school (src/content/schoolClasses.ts), each at most once, `min` to `max` of them. */
export function audience<const TField extends Omit<Extract<Field, { kind: 'audience' }>, 'kind'>>(facts: TField) {
  return fieldSchema(
    v.pipe(
      v.array(v.picklist(SCHOOL_CLASSES)),
      v.minLength(facts.min, facts.missing ?? 'Choose at least one class.'),
      v.maxLength(facts.max, `At most ${facts.max} classes.`),
      v.check((classes) => new Set(classes).size === classes.length, 'Choose each class once.'),
    ),
    { kind: 'audience', ...facts } as const,
  );
}

/** A moment the site wrote (a Firestore timestamp, read as a Date). */
export function timestamp<const TField extends Omit<Extract<Field, { kind: 'timestamp' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.date(), { kind: 'timestamp', ...facts } as const);
}

/** The server's time of the write that last changed the document (`updatedAt`). */
export function writeTime<const TField extends Omit<Extract<Field, { kind: 'write time' }>, 'kind'>>(facts: TField) {
  return fieldSchema(v.date(), { kind: 'write time', ...facts } as const);
}

/** A collection's document: exactly these fields (plus `lastActivity`, which every logged write adds). */
export const collectionSchema = <const TEntries extends Record<string, FieldSchema>>(entries: TEntries) => v.strictObject(entries);

/** The facts of one field of a collection's schema. */
export function factsOf(schema: FieldSchema): Field {
  const inner = 'wrapped' in schema ? schema.wrapped : schema;
  return inner.pipe[1].metadata.field;
}

/** A collection's field table (src/lib/fieldTable.ts), from its schema: what the forms and the rules tests read. */
export function fieldTableOf<TEntries extends Record<string, FieldSchema>>(
  schema: v.StrictObjectSchema<TEntries, undefined>,
): { readonly [K in keyof TEntries]: FactsOf<TEntries[K]> } {
  return Object.fromEntries(Object.entries(schema.entries).map(([name, field]) => [name, factsOf(field)])) as {
    [K in keyof TEntries]: FactsOf<TEntries[K]>;
  };
}
