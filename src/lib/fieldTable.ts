/**
 * The facts of a collection's fields, as its schema carries them (`src/features/<area>/<area>Schema.ts`,
 * src/lib/fieldSchema.ts): what each field holds, whether a stored document must have it, its limits, the label of the
 * admin form that shows it and what that form says when it is missing or wrong. The admin forms take their
 * `maxLength` and their required checks from them, the rules tests build their fixtures from them
 * (tests/rules/fixtures.ts), and `npm run rules` writes firestore.rules' field checks from them.
 */
import { isBlankText } from './hiddenCharacters';

interface FieldFacts {
  /** A stored document may lack it (in firestore.rules: `absentOr`, `optionalText`, `!('field' in data) || …`). */
  optional?: true;
  /** The label of the admin form's field, where one form shows it. */
  label?: string;
  /**
   * What the form says when the field is left blank: the whole message, or, in a form that names every missing
   * field in one message ('❌ Please add a title and the first day.'), the words for this one ('a title').
   */
  missing?: string;
  /** What the form says when what is typed cannot be stored. */
  invalid?: string;
  /**
   * The rules check it beside the generated block, against something else (an enquiry's year, the one admissions are
   * open for): the generated function lists it among the fields and checks nothing of it.
   */
  checkedBeside?: true;
}

/** Text of at most `max` characters (UTF-16 code units, as `maxLength` counts), not blank unless `mayBeEmpty`. */
export interface TextField extends FieldFacts {
  kind: 'text';
  max: number;
  /** Line breaks allowed (isLongText); one line otherwise (isText). */
  multiline?: true;
  /** May be empty or blank (isText, isLongText); otherwise something other than white space (isRequiredText). */
  mayBeEmpty?: true;
}

/** A list of at most `max` elements, of `min` at least. */
interface Sized {
  min: number;
  max: number;
}

export type Field =
  | TextField
  /**
   * An address (src/lib/webAddress.ts): an uploaded picture or PDF, on the site's own host (src/lib/uploadHost.ts), or
   * with `link`, a page anywhere; `httpsOnly`: never a path of this site.
   */
  | (FieldFacts & { kind: 'address'; link?: true; httpsOnly?: true })
  /** An `https://` address on youtube.com or youtu.be. */
  | (FieldFacts & { kind: 'video address' })
  /** Uploaded pictures, each on the site's own host (src/lib/uploadHost.ts). */
  | (FieldFacts & Sized & { kind: 'address list' })
  /** PDFs, each exactly { name: text of `nameMax`, not blank; url: an upload's address }. */
  | (FieldFacts & Sized & { kind: 'attachment list'; nameMax: number })
  /** Classes of the school (src/content/schoolClasses.ts), each at most once: whom a notice or a date is for. */
  | (FieldFacts & Sized & { kind: 'audience' })
  /** Names (text of `nameMax`, not blank); the rules check the one a write adds. */
  | (FieldFacts & Sized & { kind: 'name list'; nameMax: number })
  /** Rows, each exactly the fields of `row`. */
  | (FieldFacts & Sized & { kind: 'rows'; row: FieldTable })
  /**
   * Classes of the school with a text each (the age a class needs), stored as a map from the class to its text
   * ({ LKG: '3 years or more' }), `min` to `max` of them; typed as rows of `row` (the class, its text).
   */
  | (FieldFacts & Sized & { kind: 'class ages'; row: { class: FieldFacts & { kind: 'choice'; options: readonly string[] }; age: TextField } })
  /** Years of Board results (tests/rules/mandatoryDisclosure.test.ts), with optional remarks of `remarksMax`. */
  | (FieldFacts & Sized & { kind: 'results'; remarksMax: number })
  /** Whole rupees from 0 to `maxAmount`, written in digits ('26500'), `min` to `max` of them: the fee page's fees. */
  | (FieldFacts & Sized & { kind: 'rupee amounts'; maxAmount: number })
  /** One-line texts of 1 to `lineMax` characters, not blank, `min` to `max` of them (the fee page's class groups). */
  | (FieldFacts & Sized & { kind: 'line list'; lineMax: number })
  /** A finite number; lower comes first. */
  | (FieldFacts & { kind: 'priority' })
  /** A whole number from 0 to `max`. */
  | (FieldFacts & { kind: 'count'; max: number })
  /** Square metres: a number from 0 to `max`, at most two decimals. */
  | (FieldFacts & { kind: 'area'; max: number })
  /** A day, `YYYY-MM-DD`, of the years 1900 to 2099. */
  | (FieldFacts & { kind: 'iso date' })
  /** A PDF with its 'Updated on' and optional 'Valid until' dates. */
  | (FieldFacts & { kind: 'dated document' })
  /** A PDF with its 'Updated on' date and the academic year it reports on (`2025-26`). */
  | (FieldFacts & { kind: 'yearly document' })
  | (FieldFacts & { kind: 'choice'; options: readonly string[] })
  /** true or false; `onlyTrue`: true or absent. */
  | (FieldFacts & { kind: 'flag'; onlyTrue?: true })
  | (FieldFacts & { kind: 'timestamp' })
  /** The server's time of the write that changed the document (updatedAt); `optional`: a new item may lack it. */
  | (FieldFacts & { kind: 'write time' })
  /** The email of the signed-in administrator who writes (their ID token's): nobody writes in another's name. */
  | (FieldFacts & { kind: 'signed-in email' })
  /** An Indian mobile number as stored: +91 and ten digits, the first 6 to 9 (src/lib/mobileNumber.ts). */
  | (FieldFacts & { kind: 'mobile' })
  /** An email address of at most `max` characters: something, @, a host with a dot; no space. */
  | (FieldFacts & { kind: 'email'; max: number });

/** A collection's fields, by stored name (every document may also carry `lastActivity`: src/lib/activityLog.ts). */
export type FieldTable = Readonly<Record<string, Field>>;

/** What a form holds for a field: typed text (blank when it shows nothing: isBlankText), or whether it is given (a file picked). */
export type Given = string | boolean;

const isMissing = (value: Given | undefined) => (typeof value === 'string' ? isBlankText(value) : value === false);

/**
 * The fields among `values` that are missing, in the table's order: blank text or nothing given, for every field
 * that may not be empty. A form passes the fields it requires.
 */
export function missingFields<K extends string>(table: Readonly<Record<K, Field>>, values: Partial<Record<K, Given>>): K[] {
  return (Object.keys(table) as K[]).filter((key) => {
    const field = table[key];
    return key in values && !(field.kind === 'text' && field.mayBeEmpty) && isMissing(values[key]);
  });
}

/** What the form says when a field of `values` is missing (the first one's `missing`), or null when none is. */
export function missingMessage<K extends string>(table: Readonly<Record<K, Field>>, values: Partial<Record<K, Given>>): string | null {
  const [first] = missingFields(table, values);
  return first === undefined ? null : (table[first].missing ?? `Please fill in ${table[first].label ?? first}.`);
}

/** '❌ Please add a title, a date and a PDF.': every missing field of `values` by its `missing` words, or null. */
export function pleaseAdd<K extends string>(table: Readonly<Record<K, Field>>, values: Partial<Record<K, Given>>): string | null {
  const words = missingFields(table, values).map((key) => table[key].missing ?? key);
  if (words.length === 0) return null;
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `❌ Please add ${list}.`;
}
