import { activityActions, contentTypes } from '@/content/contentTypes';
import type { FieldTable } from './fieldTable';

/**
 * The fields of an activity entry, `activity/{id}` (src/lib/fieldTable.ts; docs/data-model.md), as `logChange`
 * (activityLog.ts) writes them and `validActivity` in firestore.rules checks them. A trashed item keeps its title
 * as its entry does (src/lib/trash.ts, `validTrash`).
 */
export const activityEntryFields = {
  at: { kind: 'write time' },
  by: { kind: 'signed-in email' },
  type: { kind: 'choice', options: Object.keys(contentTypes) },
  /** The changed document's id; Firestore's own bound on an id is 1,500 bytes. */
  itemId: { kind: 'text', max: 1_500 },
  /** The item's name when it changed, cut to fit; may be empty. */
  title: { kind: 'text', max: 200, mayBeEmpty: true },
  action: { kind: 'choice', options: Object.keys(activityActions) },
} as const satisfies FieldTable;
