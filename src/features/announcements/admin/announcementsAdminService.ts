/** What only the admin area writes of the announcements; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { addLogged, updateLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { ANNOUNCEMENTS, type Announcement } from '../announcementsService';
import type { Attachment } from '../attachments';

/** What an edit changes: the title, the details and the attachments (the photos stay as posted). */
export interface AnnouncementEdit {
  title: string;
  content: string;
  /** Every attachment it keeps or gains; absent: none when posting, unchanged when editing. */
  attachments?: Attachment[];
}

export interface AnnouncementDraft extends AnnouncementEdit {
  imageUrls: string[];
}

const trimmedNames = (attachments: Attachment[]): Attachment[] => attachments.map(({ name, url }) => ({ name: name.trim(), url }));

/** The edited fields as stored: text trimmed, each attachment's name trimmed (and no attachments field when absent). */
const editedFields = ({ title, content, attachments }: AnnouncementEdit) => ({
  title: title.trim(),
  content: content.trim(),
  ...(attachments ? { attachments: trimmedNames(attachments) } : {}),
});

export async function addAnnouncement(draft: AnnouncementDraft): Promise<string> {
  const title = draft.title.trim();
  return addLogged(liteCollection(ANNOUNCEMENTS), {
    title,
    content: draft.content.trim(),
    attachments: trimmedNames(draft.attachments ?? []),
    imageUrls: draft.imageUrls,
    datePosted: serverTimestamp(),
    archived: false,
  }, title);
}

/**
 * Saves what the admin changed of the title, details and attachments since opening it (see `updateChangedFields`):
 * an announcement posted before attachments existed, left with none, is stored without the field as before.
 */
export function updateAnnouncement(id: string, edit: AnnouncementEdit, opened: Opened<Announcement>): Promise<void> {
  return updateChangedFields(liteDocument(ANNOUNCEMENTS, id), opened.updatedAt, editedFields(opened.item), editedFields(edit), edit.title);
}

export function setAnnouncementArchived({ id, title }: NamedItem, archived: boolean): Promise<void> {
  return updateLogged(liteDocument(ANNOUNCEMENTS, id), { archived, updatedAt: serverTimestamp() }, title, archived ? 'archive' : 'unarchive');
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteAnnouncement({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(ANNOUNCEMENTS, id), title);
}
