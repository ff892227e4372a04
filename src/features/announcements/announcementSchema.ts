import type * as v from 'valibot';
import { addressList, attachmentList, audience, collectionSchema, fieldTableOf, flag, text, timestamp, writeTime } from '@/lib/fieldSchema';
import { MAX_ATTACHMENT_NAME, MAX_ATTACHMENTS } from './attachments';

/** The exact message when the title or the details are missing (docs/product-rules.md#messages). */
const TITLE_AND_DETAILS_MISSING = '❌ Please enter a title and the details.';

/**
 * A document of `announcements/{id}` (src/lib/fieldSchema.ts; docs/data-model.md). Beside the generated block,
 * validAnnouncement checks what ties two fields: a draft is dated draftDate(), an urgent end is after datePosted and
 * at most 7 days after it.
 */
export const announcementSchema = collectionSchema({
  title: text({ max: 200, label: 'Title', missing: TITLE_AND_DETAILS_MISSING }),
  content: text({ max: 10_000, multiline: true, label: 'Details', missing: TITLE_AND_DETAILS_MISSING }),
  imageUrls: addressList({ min: 0, max: 20, label: 'Images (optional)' }),
  /** Announcements posted before attachments existed have none. */
  attachments: attachmentList({ min: 0, max: MAX_ATTACHMENTS, nameMax: MAX_ATTACHMENT_NAME, optional: true }),
  /** When visitors first see it; a draft's is 31 December 9999. */
  datePosted: timestamp({}),
  archived: flag({}),
  draft: flag({ onlyTrue: true, optional: true }),
  takeDownAt: timestamp({ optional: true }),
  updatedAt: writeTime({ optional: true }),
  /** The classes it is for; absent for the whole school. */
  audience: audience({ min: 1, max: 15, optional: true }),
  /** Until when it is urgent: after datePosted, at most 7 days after it. */
  urgentUntil: timestamp({ optional: true }),
});

/** A stored announcement, as the rules accept its fields. */
export type StoredAnnouncement = v.InferOutput<typeof announcementSchema>;

/** Its fields' facts (src/lib/fieldTable.ts): the form's limits and messages, the rules tests' fixtures. */
export const announcementFields = fieldTableOf(announcementSchema);
