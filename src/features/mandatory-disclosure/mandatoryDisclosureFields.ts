/**
 * The fields of the five documents of `mandatory_disclosure` (src/lib/fieldTable.ts), made from the rows of Appendix IX
 * (appendixIX.ts holds each row's field, wording and text limit): every field is optional, a field absent reads
 * "To be updated".
 */
import type { Field, FieldTable } from '@/lib/fieldTable';
import { appendixIX, MAX_RESULT_ROWS, type DisclosureRow, type SectionId } from './appendixIX';
import { offeredKey } from './mandatoryDisclosureService';

/** The largest count (teachers, rooms, toilets, students). */
export const MAX_COUNT = 100_000;
/** The largest area, in square metres. */
export const MAX_AREA = 10_000_000;
/** The longest remarks of a year of Board results. */
export const MAX_REMARKS = 200;

function fieldsOfRow(row: DisclosureRow): [string, Field][] {
  switch (row.kind) {
    case 'text':
      return [[row.key, { kind: 'text', max: row.max, optional: true, label: row.label, ...(row.multiline && { multiline: true }) }]];
    case 'count':
      return [[row.key, { kind: 'count', max: MAX_COUNT, optional: true }]];
    case 'area':
      return [[row.key, { kind: 'area', max: MAX_AREA, optional: true }]];
    case 'yes-no':
      return [[row.key, { kind: 'flag', optional: true, label: row.label }]];
    case 'video':
      return [[row.key, { kind: 'video address', optional: true, label: row.label }]];
    case 'document':
      return [[row.key, { kind: row.yearly ? 'yearly document' : 'dated document', optional: true, label: row.label }]];
    case 'group':
      return row.parts.flatMap(fieldsOfRow);
    case 'computed':
      return [];
    case 'results':
      return [
        [row.key, { kind: 'results', min: 0, max: MAX_RESULT_ROWS, remarksMax: MAX_REMARKS, optional: true, label: row.label }],
        [offeredKey(row.key), { kind: 'flag', optional: true }],
      ];
  }
}

/** Each section's fields, by its id; every write stamps the section with its time. */
export const mandatoryDisclosureFields = Object.fromEntries(
  appendixIX.map((section) => [
    section.id,
    Object.fromEntries([...[...section.rows, ...(section.retired ?? [])].flatMap(fieldsOfRow), ['updatedAt', { kind: 'write time' }]]),
  ]),
) as Record<SectionId, FieldTable>;
