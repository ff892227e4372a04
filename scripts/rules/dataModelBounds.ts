/**
 * docs/data-model.md gives every field's limit in words, in the bounds column of its tables. For the collections whose
 * checks are generated, `npm run rules` writes those cells from the schemas too, so that a limit changes in one edit;
 * tests/unit/dataModelLimits.test.ts checks every other row against the field tables.
 */
import type { Field, FieldTable } from '../../src/lib/fieldTable';

/** A number as the page writes it: 10,000. */
export const written = (value: number): string => value.toLocaleString('en-US');

/** The limit a field has, as the page's bounds column writes it; undefined for a field without one. */
export function boundsOf(field: Field): string | undefined {
  switch (field.kind) {
    case 'text':
    case 'email':
      return written(field.max);
    case 'address list':
    case 'attachment list':
    case 'audience':
    case 'class ages':
    case 'line list':
    case 'name list':
    case 'rupee amounts':
    case 'rows':
      return `${field.min}-${field.max}`;
    default:
      return undefined;
  }
}

/** The collection a row's first cell names (`important_links/{id}` is important_links), or null for a continuation. */
const collectionNamed = (cell: string): string | null => (cell === '' ? null : (cell.replaceAll('`', '').split('/')[0] ?? ''));

/** `page` with the bounds cells of `collection`'s rows written from `table`. */
export function withBounds(page: string, collection: string, table: FieldTable): string {
  let current = '';
  let boundsColumn = -1;
  return page
    .split('\n')
    .map((line) => {
      if (!line.startsWith('|') || /^[|\s-]+$/.test(line)) return line;
      const cells = line.split('|').slice(1, -1);
      const first = cells[0]?.trim() ?? '';
      if (first !== '' && !first.startsWith('`')) {
        boundsColumn = cells.findIndex((cell) => cell.trim().startsWith('bounds'));
        current = '';
        return line;
      }
      current = collectionNamed(first) ?? current;
      const name = /^`(\w+)`$/.exec(cells[1]?.trim() ?? '')?.[1];
      const field = name === undefined ? undefined : table[name];
      if (current !== collection || !field || boundsColumn < 0) return line;
      cells[boundsColumn] = ` ${boundsOf(field) ?? ''} `.replace(/^ {2}$/, ' ');
      return `|${cells.join('|')}|`;
    })
    .join('\n');
}
