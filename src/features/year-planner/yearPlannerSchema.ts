import type * as v from 'valibot';
import { address, audience, choice, collectionSchema, fieldTableOf, isoDate, text, timestamp, writeTime } from '@/lib/fieldSchema';
import { KEY_DATE_KINDS } from './keyDates';

/** What the admin is told when the year or the planner's file is missing: the exact words (docs/product-rules.md#messages), although a PDF is taken too. */
const MISSING_PLANNER_INPUT = 'Please select an image and enter the year';

/** The document `year_planner/planner` (src/lib/fieldSchema.ts; docs/data-model.md). */
export const yearPlannerSchema = collectionSchema({
  /** A picture, or a PDF. */
  url: address({ label: 'Planner (image or PDF)', missing: MISSING_PLANNER_INPUT }),
  year: text({ max: 20, label: 'Year', missing: MISSING_PLANNER_INPUT }),
  uploadedAt: timestamp({}),
  updatedAt: writeTime({}),
});

/**
 * A document of `key_dates/{year}-{n}`; `missing` names each field in the form's '❌ Please add …'. The end's bounds
 * (on or after the start, at most a year later) and the id's form are checked beside the generated block
 * (validKeyDate).
 */
export const keyDateSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: 'a title' }),
  start: isoDate({ label: 'First day', missing: 'the first day' }),
  /** The last day: the start, for one day; on or after it, at most a year later. */
  end: isoDate({ label: 'Last day (optional)' }),
  kind: choice({ options: KEY_DATE_KINDS, label: 'Kind' }),
  note: text({ max: 500, multiline: true, mayBeEmpty: true, optional: true, label: 'Note for parents (optional)' }),
  updatedAt: writeTime({}),
  /** The classes it is for; absent for the whole school. */
  audience: audience({ min: 1, max: 15, optional: true }),
});

/** The stored planner and a stored key date, as the rules accept their fields. */
export type StoredYearPlanner = v.InferOutput<typeof yearPlannerSchema>;
export type StoredKeyDate = v.InferOutput<typeof keyDateSchema>;

/** Their fields' facts (src/lib/fieldTable.ts): the forms' limits and messages, the rules tests' fixtures. */
export const yearPlannerFields = fieldTableOf(yearPlannerSchema);
export const keyDateFields = fieldTableOf(keyDateSchema);
