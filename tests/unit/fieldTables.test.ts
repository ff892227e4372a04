// The rules of the collections not yet written from their schemas (npm run rules) hold their field lists and limits
// a second time: this test reads those rules and fails, naming the collection and the field, wherever they differ from
// the field tables (src/features/*/*Fields.ts, src/lib/fieldTable.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityEntryFields } from '@/lib/activityFields';
import type { Field, FieldTable } from '@/lib/fieldTable';
import { FIELD_TABLES, type CheckedCollection } from '../support/fieldTables';
import { conjuncts, readRulesTable, rulesFunctions, type RulesFacts, type RulesTable } from '../support/rulesFields';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const functions = rulesFunctions(rules);

/** Every content document also carries the id of its activity entry, which the collection's path rule checks. */
const LOGGED = 'lastActivity';

/** What a list's limits count, in messages. */
const ELEMENTS: Record<string, string> = {
  text: 'characters',
  'address list': 'addresses',
  audience: 'classes',
  'attachment list': 'attachments',
  'name list': 'names',
  rows: 'rows',
  results: 'years',
};

/** The form's words about a field, which the rules do not hold. */
const FORM_WORDS = ['label', 'missing', 'invalid'];

/** What the table says of a field that the rules check. */
const tableFacts = (field: Field): Record<string, unknown> => Object.fromEntries(Object.entries(field).filter(([key]) => !FORM_WORDS.includes(key)));

const yesNo = (value: unknown, yes: string, no: string) => (value ? yes : no);

/** Where the rules and the table differ about one field, each difference as a sentence. */
function fieldDifferences(where: string, table: Record<string, unknown>, read: RulesFacts): string[] {
  if (read.kind === undefined) return [`${where}: the test cannot read the rules' check of this field (see tests/support/rulesFields.ts)`];
  if (table.kind !== read.kind) return [`${where}: the rules check it as ${read.kind}, the table says ${table.kind}`];
  const unit = ELEMENTS[String(table.kind)] ?? '';
  const problems: string[] = [];
  const differ = (name: string) => JSON.stringify(table[name]) !== JSON.stringify(read[name]);
  if (differ('optional')) {
    problems.push(`${where}: the rules ${yesNo(read.optional, 'let a document lack it', 'require it')}, the table ${yesNo(table.optional, 'lets a document lack it', 'requires it')}`);
  }
  if (differ('max')) problems.push(`${where}: the rules allow ${read.max} ${unit}, the table ${table.max}`.replace(/ +$/, ''));
  if (differ('min')) problems.push(`${where}: the rules want at least ${read.min} ${unit}, the table ${table.min}`.replace(/ +$/, ''));
  if (differ('nameMax')) problems.push(`${where}: the rules allow names of ${read.nameMax} characters, the table ${table.nameMax}`);
  if (differ('remarksMax')) problems.push(`${where}: the rules allow remarks of ${read.remarksMax} characters, the table ${table.remarksMax}`);
  if (differ('multiline')) problems.push(`${where}: the rules ${yesNo(read.multiline, 'allow', 'refuse')} line breaks, the table ${yesNo(table.multiline, 'allows', 'refuses')} them`);
  if (differ('mayBeEmpty')) problems.push(`${where}: the rules ${yesNo(read.mayBeEmpty, 'accept', 'refuse')} it blank, the table ${yesNo(table.mayBeEmpty, 'accepts', 'refuses')} it`);
  if (differ('httpsOnly')) problems.push(`${where}: the rules take ${yesNo(read.httpsOnly, 'https:// addresses only', 'paths of this site too')}, the table ${yesNo(table.httpsOnly, 'https:// addresses only', 'paths of this site too')}`);
  if (differ('onlyTrue')) problems.push(`${where}: the rules ${yesNo(read.onlyTrue, 'take true only', 'take true and false')}, the table ${yesNo(table.onlyTrue, 'true only', 'true and false')}`);
  if (differ('options')) problems.push(`${where}: the rules accept ${JSON.stringify(read.options)}, the table ${JSON.stringify(table.options)}`);
  if (read.positions !== undefined && read.positions !== table.max) {
    problems.push(`${where}: the rules check ${read.positions} ${unit} one by one, the table allows ${table.max}: add or remove a position in firestore.rules`);
  }
  if (table.kind === 'rows' && read.row) problems.push(...tableDifferences(`${where}[]`, table.row as FieldTable, read.row));
  return problems;
}

/** Where the rules' checks of a document (or a row) differ from its field table, each difference as a sentence. */
function tableDifferences(where: string, table: FieldTable, read: RulesTable, alsoListed: readonly string[] = []): string[] {
  const expected = [...Object.keys(table), ...alsoListed];
  const listed = read.listed ?? [];
  return [
    ...listed.filter((field) => !expected.includes(field)).map((field) => `${where}.${field}: the rules accept this field, the table does not have it`),
    ...expected.filter((field) => !listed.includes(field)).map((field) => `${where}.${field}: the table has this field, the rules' hasOnlyFields does not list it`),
    ...Object.entries(table).flatMap(([name, field]) => fieldDifferences(`${where}.${name}`, tableFacts(field), read.fields[name] ?? {})),
  ];
}

const differencesOf = (collection: string, { table, rules: rulesFunction, logged }: CheckedCollection) =>
  tableDifferences(collection, table, readRulesTable(functions, rulesFunction), logged === false ? [] : [LOGGED]);

describe('firestore.rules and the field tables', () => {
  it('have a table for every collection the admin area writes (contentTypes() in the rules)', () => {
    const types = [...(functions.get('contentTypes') ?? '').matchAll(/'(\w+)'/g)].map((quoted) => quoted[1] ?? '');
    const collections = Object.keys(FIELD_TABLES).map((key) => key.split('/')[0]);
    expect(types.length).toBeGreaterThan(10);
    expect(types.filter((type) => !collections.includes(type))).toEqual([]);
  });

  // The generated block is written from the schemas themselves (npm run rules; npm run lint fails while it is stale).
  const generatedBlock = rules.slice(rules.indexOf('// ---- Generated by `npm run rules`'), rules.indexOf('// ---- End of the generated block'));
  const handWritten = Object.entries(FIELD_TABLES).filter(([, { rules: name }]) => !generatedBlock.includes(`function ${name}(`));

  it('reads the generated block', () => {
    expect(handWritten.length).toBeLessThan(Object.keys(FIELD_TABLES).length);
  });

  it.each(handWritten)('%s: the rules check every field as its table says', (collection, checked) => {
    expect(differencesOf(collection, checked)).toEqual([]);
  });

  it("trash: the rules bound a deleted item's title as its activity entry's", () => {
    expect(fieldDifferences('trash.title', tableFacts(activityEntryFields.title), readRulesTable(functions, 'validTrash').fields.title ?? {})).toEqual([]);
  });
});

describe('the comparison', () => {
  // Rules in the shapes firestore.rules uses, and the table they agree with: each test changes one check.
  const SAMPLE_RULES = `
    function validSample(data) {
      return hasOnlyFields(data, ['title', 'content', 'photos', 'terms', 'ratio', 'updatedAt', 'lastActivity'])
        && stampedNow(data)
        && isRequiredText(data.title, 200)
        && isRequiredLongText(data.content, 10000)
        && isAddressList(data.photos, 1, 100)
        && hasSizeBetween(data.terms, 1, 2)
        && termAt(data.terms, 0) && termAt(data.terms, 1)
        && optionalText(data, 'ratio', 50);
    }

    function termAt(terms, index) {
      return terms.size() <= index || validTerm(terms[index]);
    }

    function validTerm(term) {
      return term.keys().hasOnly(['months'])
        && isRequiredText(term.months, 100);
    }
`;
  const sampleTable = {
    title: { kind: 'text', max: 200 },
    content: { kind: 'text', max: 10_000, multiline: true },
    photos: { kind: 'address list', min: 1, max: 100 },
    terms: { kind: 'rows', min: 1, max: 2, row: { months: { kind: 'text', max: 100 } } },
    ratio: { kind: 'text', max: 50, optional: true },
    updatedAt: { kind: 'write time', optional: true },
  } as const satisfies FieldTable;
  const sampleDifferences = (sample: string) => tableDifferences('sample', sampleTable, readRulesTable(rulesFunctions(sample), 'validSample'), [LOGGED]);
  const changed = (from: string, to: string) => {
    if (!SAMPLE_RULES.includes(from)) throw new Error(`the sample holds no ${from}`);
    return sampleDifferences(SAMPLE_RULES.replace(from, to));
  };

  it('finds no difference where the rules and the table agree', () => {
    expect(sampleDifferences(SAMPLE_RULES)).toEqual([]);
  });

  it('names the field and both limits when a limit differs', () => {
    expect(changed('isRequiredText(data.title, 200)', 'isRequiredText(data.title, 250)')).toEqual(['sample.title: the rules allow 250 characters, the table 200']);
    expect(changed('isAddressList(data.photos, 1, 100)', 'isAddressList(data.photos, 0, 100)')).toEqual(['sample.photos: the rules want at least 0 addresses, the table 1']);
    expect(changed('isRequiredText(term.months, 100)', 'isRequiredText(term.months, 120)')).toEqual(['sample.terms[].months: the rules allow 120 characters, the table 100']);
    expect(changed("optionalText(data, 'ratio', 50)", "optionalText(data, 'ratio', 60)")).toEqual(['sample.ratio: the rules allow 60 characters, the table 50']);
  });

  it('names a field that only one of them has, and a field checked otherwise', () => {
    expect(changed("'ratio', 'updatedAt'", "'ratio', 'colour', 'updatedAt'")).toEqual(['sample.colour: the rules accept this field, the table does not have it']);
    expect(changed("'photos', ", '')).toEqual(["sample.photos: the table has this field, the rules' hasOnlyFields does not list it"]);
    expect(changed('isRequiredLongText(data.content, 10000)', 'isRequiredText(data.content, 10000)')).toEqual(['sample.content: the rules refuse line breaks, the table allows them']);
    expect(changed('isRequiredText(data.title, 200)', 'isText(data.title, 200)')).toEqual(['sample.title: the rules accept it blank, the table refuses it']);
    expect(changed("optionalText(data, 'ratio', 50)", 'isRequiredText(data.ratio, 50)')).toEqual(['sample.ratio: the rules require it, the table lets a document lack it']);
    expect(changed('isAddressList(data.photos, 1, 100)', 'isPriority(data.photos)')).toEqual(['sample.photos: the rules check it as priority, the table says address list']);
    expect(changed(' && termAt(data.terms, 1)', '')).toEqual(['sample.terms: the rules check 1 rows one by one, the table allows 2: add or remove a position in firestore.rules']);
  });

  it('splits a check into its conjuncts outside parentheses and quotes', () => {
    expect(conjuncts("a(x && y) && 'p && q' == b && (c || d)")).toEqual(['a(x && y)', "'p && q' == b", 'c || d']);
  });
});
