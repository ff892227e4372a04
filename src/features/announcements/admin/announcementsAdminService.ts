/** What only the admin area reads and writes of the announcements; visitors never download it. */
import { deleteField, getDocs, orderBy, query, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import type { ActivityAction } from '@/content/contentTypes';
import type { Audience } from '@/lib/audience';
import { updateLogged } from '@/lib/activityLog';
import { addUnderReadableId } from '@/lib/readableId';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { ANNOUNCEMENTS, toAnnouncement, type Announcement } from '../announcementsService';
import type { Attachment } from '../attachments';
import { DRAFT_DATE, type Timing } from './announcementTiming';

/** What an edit changes: the title, the details, the photos, the attachments, when visitors see it. */
export interface AnnouncementEdit {
  title: string;
  content: string;
  /** Every photo it keeps or gains, in order; absent: unchanged when editing. */
  imageUrls?: string[];
  /** Every attachment it keeps or gains; absent: none when posting, unchanged when editing. */
  attachments?: Attachment[];
  /** Publish now (or, editing a published one, leave it as it is), keep as a draft, or schedule; absent: now. */
  timing?: Timing;
  /** When it moves to the archive for visitors, null for never; absent: never when posting, unchanged when editing. */
  takeDownAt?: Date | null;
  /** Until when it is urgent, null for not urgent; absent: not when posting, unchanged when editing. */
  urgentUntil?: Date | null;
  /** The classes it is for, none for the whole school; absent: the whole school when posting, unchanged when editing. */
  audience?: Audience;
}

export interface AnnouncementDraft extends AnnouncementEdit {
  imageUrls: string[];
}

/** Every announcement, drafts and scheduled ones included, newest first: the admin list (an administrator's read). */
export async function listAnnouncementsForAdmin(): Promise<Announcement[]> {
  const snapshot = await getDocs(query(liteCollection(ANNOUNCEMENTS), orderBy('datePosted', 'desc')));
  return snapshot.docs.map((stored) => toAnnouncement(stored.id, stored.data()));
}

const NOW: Timing = { kind: 'now' };

const trimmedNames = (attachments: Attachment[]): Attachment[] => attachments.map(({ name, url }) => ({ name: name.trim(), url }));

/** When visitors see it, as stored: a draft is dated 31 December 9999 (the rules require it), a scheduled one then. */
function timingFields(timing: Timing) {
  if (timing.kind === 'draft') return { draft: true, datePosted: Timestamp.fromDate(DRAFT_DATE) };
  if (timing.kind === 'scheduled') return { draft: deleteField(), datePosted: Timestamp.fromDate(timing.at) };
  return { draft: deleteField(), datePosted: serverTimestamp() };
}

/** What the activity log calls a save with this timing. */
const timingAction = (timing: Timing, posting: boolean): ActivityAction =>
  timing.kind === 'draft' ? 'draft' : timing.kind === 'scheduled' ? 'schedule' : posting ? 'add' : 'publish';

/** What the activity log calls a change of urgency: marking a notice urgent, or unmarking it; null for neither. */
function urgencyAction(before: Date | null, after: Date | null | undefined): ActivityAction | null {
  if (after === undefined || (before === null) === (after === null)) return null;
  return after === null ? 'notUrgent' : 'urgent';
}

export function addAnnouncement(draft: AnnouncementDraft): Promise<string> {
  const title = draft.title.trim();
  const timing = draft.timing ?? NOW;
  const { draft: isDraft, datePosted } = timingFields(timing);
  const audience = draft.audience ?? [];
  return addUnderReadableId(
    liteCollection(ANNOUNCEMENTS),
    {
      title,
      content: draft.content.trim(),
      attachments: trimmedNames(draft.attachments ?? []),
      imageUrls: draft.imageUrls,
      datePosted,
      archived: false,
      ...(isDraft === true && { draft: true }),
      ...(draft.takeDownAt && { takeDownAt: Timestamp.fromDate(draft.takeDownAt) }),
      ...(draft.urgentUntil && { urgentUntil: Timestamp.fromDate(draft.urgentUntil) }),
      ...(audience.length > 0 && { audience }),
    },
    title,
    urgencyAction(null, draft.urgentUntil) ?? timingAction(timing, true),
  );
}

/** The edited fields as stored: text trimmed, each attachment's name trimmed (and no attachments field when absent). */
const editedFields = ({ title, content, imageUrls, attachments, takeDownAt, urgentUntil, audience }: Omit<AnnouncementEdit, 'timing'>) => ({
  title: title.trim(),
  content: content.trim(),
  ...(imageUrls && { imageUrls }),
  ...(attachments ? { attachments: trimmedNames(attachments) } : {}),
  ...(takeDownAt !== undefined && { takeDownAt: takeDownAt ? Timestamp.fromDate(takeDownAt) : deleteField() }),
  ...(urgentUntil !== undefined && { urgentUntil: urgentUntil ? Timestamp.fromDate(urgentUntil) : deleteField() }),
  ...(audience !== undefined && { audience: audience.length > 0 ? [...audience] : deleteField() }),
});

/**
 * Saves what the admin changed of the title, details, photos, attachments and take-down time since opening it (see
 * `updateChangedFields`), and its timing: a published one left to 'now' keeps its date; a draft or a scheduled one
 * published now is dated now; a schedule or a draft is dated as such. An announcement posted before attachments
 * existed, left with none, is stored without the field as before.
 */
export function updateAnnouncement(id: string, edit: AnnouncementEdit, opened: Opened<Announcement>): Promise<void> {
  const item = opened.item;
  const timing = edit.timing ?? NOW;
  const before = { ...editedFields(item), ...(item.draft && { draft: true }), datePosted: item.datePosted };
  const keepsDate = timing.kind === 'now' && !item.draft && !(item.datePosted && item.datePosted > new Date());
  const next = { ...editedFields(edit), ...(keepsDate ? { datePosted: item.datePosted } : timingFields(timing)) };
  const action = urgencyAction(item.urgentUntil, edit.urgentUntil) ?? (keepsDate ? 'edit' : timingAction(timing, false));
  return updateChangedFields(liteDocument(ANNOUNCEMENTS, id), opened.updatedAt, before, next, edit.title, action);
}

/** Publishes a draft or a scheduled notice now: dated by the server, logged as published. */
export function publishAnnouncement({ id, title }: NamedItem): Promise<void> {
  return updateLogged(liteDocument(ANNOUNCEMENTS, id), { draft: deleteField(), datePosted: serverTimestamp(), updatedAt: serverTimestamp() }, title, 'publish');
}

export function setAnnouncementArchived({ id, title }: NamedItem, archived: boolean): Promise<void> {
  return updateLogged(liteDocument(ANNOUNCEMENTS, id), { archived, updatedAt: serverTimestamp() }, title, archived ? 'archive' : 'unarchive');
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteAnnouncement({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(ANNOUNCEMENTS, id), title);
}
