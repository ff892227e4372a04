// Every checked text and priority field of every collection, from an administrator: required text is never blank,
// every string is bounded (the legacy spellings too), and a priority is a finite number. Generated from the field
// table in fixtures.ts.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { BLANK_LOOKING_TEXTS, baseFor, fieldsOfKind, fixture, HIDDEN_CHARACTERS, text, WRITTEN_TEXTS } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, setDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

/** Text that shows nothing: what JavaScript's trim() empties, and a character that looks blank (isBlankText). */
const BLANKS: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['a newline', '\n'],
  ['a zero-width joiner alone', '\u200d'],
];

describe.each(fieldsOfKind('required text'))('%s (required text)', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);

  it.each(BLANKS)('refuses it %s', async (_blank, value) => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: value }, base);
  });

  it(`refuses ${rule.max + 1} characters, accepts ${rule.max}`, async () => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: text(rule.max + 1) }, base);
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: text(rule.max) }));
  });

  it('accepts one character with spaces around it', async () => {
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: ' x ' }));
  });
});

describe.each(fieldsOfKind('text'))('%s (text that may be empty)', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);

  it(`refuses ${rule.max + 1} characters, accepts ${rule.max} and none`, async () => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: text(rule.max + 1) }, base);
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: text(rule.max) }));
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: '' }));
  });

  it('refuses a list of texts', async () => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: ['x'] }, base);
  });
});

describe('blank text, as JavaScript trim() sees it, and text that looks blank', () => {
  const announcements = fixture('announcements');
  const blanks: [string, string][] = [
    ['tab to carriage return', '\t\n\u000b\f\r'],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['a line separator', '\u2028'],
    ['a byte-order mark', '\ufeff'],
    ...BLANK_LOOKING_TEXTS,
  ];

  it.each(blanks)('refuses a title of %s', async (_name, value) => {
    await expectRefused(environment(), admin, announcements.path, { ...announcements.valid, title: value }, announcements.valid);
  });

});

const textFields = [...fieldsOfKind('required text'), ...fieldsOfKind('text')];
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

// Every field is checked by isText or isLongText: each refuses every hidden character in the first one-line and the
// first multi-line field, and every field refuses one of them.
const firstOneLine = textFields.find(([, , rule]) => !rule.multiline);
const firstMultiLine = textFields.find(([, , rule]) => rule.multiline);

describe.each([firstOneLine, firstMultiLine].flatMap((field) => (field ? [field] : [])))('%s: every character that hides or reorders text', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);

  it.each(HIDDEN_CHARACTERS)('refuses %s', async (_character, character) => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: `Report${character}fdp.exe` }, base);
  });
});

describe.each(textFields)('%s: characters that hide or reorder text', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);

  it('refuses a right-to-left override', async () => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: `Report${RIGHT_TO_LEFT_OVERRIDE}fdp.exe` }, base);
  });

  it.each(WRITTEN_TEXTS)('accepts %s', async (_kind, value) => {
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: value }));
  });

  if (rule.multiline) {
    it('accepts line breaks (a multi-line field)', async () => {
      await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: 'First line\nSecond line\r\nThird line' }));
    });
  } else {
    it.each([
      ['a line feed', '\n'],
      ['a carriage return', '\r'],
    ])('refuses %s (a one-line field)', async (_name, lineBreak) => {
      await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: `First${lineBreak}Second` }, base);
    });
  }
});

describe.each(fieldsOfKind('priority'))('%s (priority)', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['text', '2'],
  ])('refuses %s', async (_kind, value) => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: value }, base);
  });

  it.each([
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative number', -3],
    ['the largest number', Number.MAX_VALUE],
  ])('accepts %s', async (_kind, value) => {
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: value }));
  });
});
