import type { AdminPageId } from './adminPages';
import { areaEntries, type AreaId, type Areas } from './areas';

/**
 * What the admin area changes, by the id of the collection that holds it: how the Trash and Activity pages name it,
 * and the admin page that keeps it, from the registry (areas.ts). The same ids are the `type` of an activity entry
 * and of a trashed item (firestore.rules, contentTypes()).
 */
export const contentTypes = Object.fromEntries(
  areaEntries.flatMap(([page, area]) => Object.entries(area.contentTypes).map(([type, label]) => [type, { label, page: page as AdminPageId }])),
) as Record<ContentType, { label: string; page: AdminPageId }>;

export type ContentType = { [K in AreaId]: keyof Areas[K]['contentTypes'] & string }[AreaId];

export const isContentType = (value: unknown): value is ContentType => typeof value === 'string' && Object.hasOwn(contentTypes, value);

/** The actions an activity entry records (firestore.rules, activityActions()), as the Activity page says them. */
export const activityActions = {
  add: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted for good',
  archive: 'Archived',
  unarchive: 'Unarchived',
  reorder: 'Moved',
  publish: 'Published',
  schedule: 'Scheduled',
  draft: 'Saved as draft',
  urgent: 'Marked urgent',
  notUrgent: 'No longer urgent',
  // An admission enquiry's personal data, deleted for good: never kept in the trash.
  erase: 'Erased',
} as const;

export type ActivityAction = keyof typeof activityActions;

export const isActivityAction = (value: unknown): value is ActivityAction => typeof value === 'string' && Object.hasOwn(activityActions, value);
