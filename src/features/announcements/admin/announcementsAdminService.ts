/** What only the admin area writes of the announcements; visitors never download it. */
import { addDoc, deleteDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { ANNOUNCEMENTS, type Announcement } from '../announcementsService';

export interface AnnouncementDraft {
  title: string;
  content: string;
  imageUrls: string[];
}

export async function addAnnouncement(draft: AnnouncementDraft): Promise<string> {
  const created = await addDoc(liteCollection(ANNOUNCEMENTS), {
    title: draft.title.trim(),
    content: draft.content.trim(),
    imageUrls: draft.imageUrls,
    datePosted: serverTimestamp(),
    archived: false,
  });
  return created.id;
}

const textFields = (text: { title: string; content: string }) => ({ title: text.title.trim(), content: text.content.trim() });

/** Saves what the admin changed of the title and details since opening it (see `updateChangedFields`). */
export function updateAnnouncementText(id: string, text: { title: string; content: string }, opened: Opened<Announcement>): Promise<void> {
  return updateChangedFields(liteDocument(ANNOUNCEMENTS, id), opened.updatedAt, textFields(opened.item), textFields(text));
}

export function setAnnouncementArchived(id: string, archived: boolean): Promise<void> {
  return updateDoc(liteDocument(ANNOUNCEMENTS, id), { archived, updatedAt: serverTimestamp() });
}

export function deleteAnnouncement(id: string): Promise<void> {
  return deleteDoc(liteDocument(ANNOUNCEMENTS, id));
}
