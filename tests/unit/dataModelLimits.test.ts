// docs/data-model.md gives every limit in words, for a reader without the code: this test fails, naming the field,
// wherever a limit there differs from the field tables (src/features/*/*Schema.ts), from which npm run rules writes
// firestore.rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { announcementFields } from '@/features/announcements/announcementSchema';
import { facultyGroupFields } from '@/features/administration/staffSchema';
import { feeGroupFields, feeTermFields } from '@/features/fee-payment/feePaymentSchema';
import { MAX_AREA, MAX_COUNT, MAX_REMARKS } from '@/features/mandatory-disclosure/mandatoryDisclosureFields';
import { MAX_RESULT_ROWS } from '@/features/mandatory-disclosure/appendixIX';
import { ADDRESS_MAX } from '@/lib/webAddress';
import { boundsOf, written } from '../../scripts/rules/dataModelBounds';
import { FIELD_TABLES } from '../support/fieldTables';

const PAGE = 'docs/data-model.md';
const page = readFileSync(new URL(`../../${PAGE}`, import.meta.url), 'utf8');

/** The collection of the tables that a row of the page names: `admins/school/faculty/{id}` is faculty. */
function collectionOf(cell: string): string {
  const path = cell.replaceAll('`', '').split('/');
  if (path[0] === 'mandatory_disclosure') return `${path[0]}/${path[1]}`;
  return (path[0] === 'admins' ? path[2] : undefined) ?? path[0] ?? '';
}

/** Every difference between the page's tables of fields and the field tables, as a sentence. */
function tableRowDifferences(): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let collection = '';
  let boundsColumn = -1;
  // Every row of every table of the page, but the lines under the headers.
  for (const line of page.split('\n').filter((candidate) => candidate.startsWith('|') && !/^[|\s-]+$/.test(candidate))) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const [first = '', names = '', type = ''] = cells;
    if (!first.startsWith('`') && first !== '') {
      // A header (its bounds column, if it has one), or a row about no one collection ('every section').
      boundsColumn = cells.findIndex((cell) => cell.startsWith('bounds'));
      collection = '';
      continue;
    }
    if (first !== '') collection = collectionOf(first);
    const table = FIELD_TABLES[collection]?.table;
    if (!table) continue;
    for (const name of [...names.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '')) {
      const where = `${PAGE}, ${collection}.${name}`;
      const field = table[name];
      if (!field) {
        problems.push(`${where}: the page names a field the table does not have`);
        continue;
      }
      seen.add(`${collection}.${name}`);
      const bounds = boundsOf(field);
      const said = boundsColumn >= 0 ? cells[boundsColumn] : /text (\d+(?:,\d{3})*)/.exec(type)?.[1];
      if ((bounds ?? '') !== (said ?? '')) problems.push(`${where}: the page says ${said || 'no limit'}, the table ${bounds ?? 'none'}`);
      if (field.kind === 'text' && boundsColumn >= 0 && type.startsWith('required text') === Boolean(field.mayBeEmpty)) {
        problems.push(`${where}: the page says ${type}, the table ${field.mayBeEmpty ? 'text that may be empty' : 'required text'}`);
      }
    }
  }
  for (const [collection, { table }] of Object.entries(FIELD_TABLES)) {
    for (const [name, field] of Object.entries(table)) {
      if (boundsOf(field) !== undefined && !seen.has(`${collection}.${name}`)) problems.push(`${PAGE}, ${collection}.${name}: the page does not give its limit`);
    }
  }
  return problems;
}

describe(PAGE, () => {
  it('gives every field the limit of its table', () => {
    expect(tableRowDifferences()).toEqual([]);
  });

  // The limits the page writes in sentences, each with the words around it.
  const prose = page.replace(/\s+/g, ' ');
  it.each([
    ['an address', /\*\*address\*\* .*? at most (\d+(?:,\d{3})*) characters;/, ADDRESS_MAX],
    ['an attachment name', /`name` required text (\d+(?:,\d{3})*)/, announcementFields.attachments.nameMax],
    ['a term', /`\{term, months, dueOn\}`: required texts of (\d+(?:,\d{3})*) and/, feeTermFields.term.max],
    ["a term's months", /`\{term, months, dueOn\}`: required texts of \d+(?:,\d{3})* and (\d+(?:,\d{3})*),/, feeTermFields.months.max],
    ["a class group's classes", /`classes` a one-line required text of at most (\d+(?:,\d{3})*) characters/, feeGroupFields.classes.max],
    ["a class group's fee for a term", /each an integer from 0 to (\d+(?:,\d{3})*);/, feeGroupFields.amounts.maxAmount],
    ["a staff member's name", /the site adds strings \(required text, (\d+(?:,\d{3})*)\)/, facultyGroupFields.members.nameMax],
    ['a count', /\*\*count\*\*: an integer from 0 to (\d+(?:,\d{3})*)/, MAX_COUNT],
    ['an area', /\*\*area\*\* \(square metres\): a number from 0 to (\d+(?:,\d{3})*)/, MAX_AREA],
    ['a result list', /\*\*result list\*\*: at most (\d+(?:,\d{3})*) maps/, MAX_RESULT_ROWS],
    ["a year's remarks", /optional `remarks` \(required text (\d+(?:,\d{3})*)\)/, MAX_REMARKS],
  ])('gives the limit of %s as its table does', (name, sentence, limit) => {
    const said = sentence.exec(prose)?.[1];
    expect(said, `${PAGE} no longer gives the limit of ${name} in the words ${sentence.source}: give the table's or update this test`).toBeDefined();
    expect(said, `${PAGE}: ${name}: the page says ${said}, the table ${written(limit)}`).toBe(written(limit));
  });
});
