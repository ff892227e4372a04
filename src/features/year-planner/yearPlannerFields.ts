import type { FieldTable } from '@/lib/fieldTable';
import { KEY_DATE_KINDS } from './keyDates';

/** What the admin is told when the year or the planner's file is missing: the exact words (docs/product-rules.md#messages), although a PDF is taken too. */
const MISSING_PLANNER_INPUT = 'Please select an image and enter the year';

/** The fields of `year_planner/planner` (src/lib/fieldTable.ts; docs/data-model.md). */
export const yearPlannerFields = {
  /** A picture, or a PDF. */
  url: { kind: 'address', label: 'Planner (image or PDF)', missing: MISSING_PLANNER_INPUT },
  year: { kind: 'text', max: 20, label: 'Year', missing: MISSING_PLANNER_INPUT },
  uploadedAt: { kind: 'timestamp' },
} as const satisfies FieldTable;

/** The fields of `key_dates/{year}-{n}`; `missing` names each in the form's '❌ Please add …'. */
export const keyDateFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: 'a title' },
  start: { kind: 'iso date', label: 'First day', missing: 'the first day' },
  /** The last day: the start, for one day; on or after it, at most a year later. */
  end: { kind: 'iso date', label: 'Last day (optional)' },
  kind: { kind: 'choice', options: KEY_DATE_KINDS, label: 'Kind' },
  note: { kind: 'text', max: 500, multiline: true, mayBeEmpty: true, optional: true, label: 'Note for parents (optional)' },
  updatedAt: { kind: 'write time' },
  /** The classes it is for; absent for the whole school. */
  audience: { kind: 'audience', min: 1, max: 15, optional: true },
} as const satisfies FieldTable;
