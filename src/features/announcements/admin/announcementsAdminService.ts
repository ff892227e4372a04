/** What only the admin area writes of the announcements; visitors never download it. */
import { addDoc, deleteDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { ANNOUNCEMENTS } from '../announcementsService';
import { liteCollection, liteDocument } from '@/lib/liteDb';

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

export function updateAnnouncementText(id: string, text: { title: string; content: string }): Promise<void> {
  return updateDoc(liteDocument(ANNOUNCEMENTS, id), { title: text.title.trim(), content: text.content.trim() });
}

export function setAnnouncementArchived(id: string, archived: boolean): Promise<void> {
  return updateDoc(liteDocument(ANNOUNCEMENTS, id), { archived });
}

export function deleteAnnouncement(id: string): Promise<void> {
  return deleteDoc(liteDocument(ANNOUNCEMENTS, id));
}
