import type { AdminPageId } from './adminPages';

/**
 * What the admin area changes, by the id of the collection that holds it (the staff lists' groups by their own
 * collection, faculty or nonTeaching): how the Trash and Activity pages name it, and the admin page that keeps it.
 * The same ids are the `type` of an activity entry and of a trashed item (firestore.rules, contentTypes()).
 */
export const contentTypes = {
  announcements: { label: 'Announcement', page: 'announcements' },
  events_gallery: { label: 'Event', page: 'events' },
  achievements: { label: 'Achievement', page: 'achievements' },
  council_members: { label: 'Council member', page: 'council' },
  council_info: { label: 'Council description', page: 'council' },
  important_links: { label: 'Important link', page: 'links' },
  infrastructure_items: { label: 'Infrastructure', page: 'infrastructure' },
  year_planner: { label: 'Year planner', page: 'year-planner' },
  key_dates: { label: 'Key date', page: 'year-planner' },
  disclosure_documents: { label: 'Disclosure document', page: 'disclosures' },
  mandatory_disclosure: { label: 'Mandatory disclosure', page: 'mandatory-disclosure' },
  admins: { label: 'School', page: 'administration' },
  faculty: { label: 'Department', page: 'administration' },
  nonTeaching: { label: 'Non-teaching category', page: 'administration' },
  fee_payment: { label: 'Fee page', page: 'fee-payment' },
} as const satisfies Record<string, { label: string; page: AdminPageId }>;

export type ContentType = keyof typeof contentTypes;

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
} as const;

export type ActivityAction = keyof typeof activityActions;

export const isActivityAction = (value: unknown): value is ActivityAction => typeof value === 'string' && Object.hasOwn(activityActions, value);
