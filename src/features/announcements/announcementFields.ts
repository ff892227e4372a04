import type { FieldTable } from '@/lib/fieldTable';

/** The exact message when the title or the details are missing (docs/product-rules.md#messages). */
const TITLE_AND_DETAILS_MISSING = '❌ Please enter a title and the details.';

/** The fields of `announcements/{id}` (src/lib/fieldTable.ts; docs/data-model.md). */
export const announcementFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: TITLE_AND_DETAILS_MISSING },
  content: { kind: 'text', max: 10_000, multiline: true, label: 'Details', missing: TITLE_AND_DETAILS_MISSING },
  imageUrls: { kind: 'address list', min: 0, max: 20, label: 'Images (optional)' },
  /** Announcements posted before attachments existed have none. */
  attachments: { kind: 'attachment list', min: 0, max: 5, nameMax: 200, optional: true },
  /** When visitors first see it; a draft's is 31 December 9999. */
  datePosted: { kind: 'timestamp' },
  archived: { kind: 'flag' },
  draft: { kind: 'flag', onlyTrue: true, optional: true },
  takeDownAt: { kind: 'timestamp', optional: true },
  updatedAt: { kind: 'write time', optional: true },
  /** The classes it is for; absent for the whole school. */
  audience: { kind: 'audience', min: 1, max: 15, optional: true },
  /** Until when it is urgent: after datePosted, at most 7 days after it. */
  urgentUntil: { kind: 'timestamp', optional: true },
} as const satisfies FieldTable;
