/** What only the admin area writes of the announcements; visitors never download it. */
import { addDoc, deleteDoc, doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { announcementsCollection } from '../announcementsService';

export interface AnnouncementDraft {
  title: string;
  content: string;
  imageUrls: string[];
}

export async function addAnnouncement(draft: AnnouncementDraft): Promise<string> {
  const created = await addDoc(announcementsCollection(), {
    title: draft.title.trim(),
    content: draft.content.trim(),
    imageUrls: draft.imageUrls,
    datePosted: serverTimestamp(),
    archived: false,
  });
  return created.id;
}

export function updateAnnouncementText(id: string, text: { title: string; content: string }): Promise<void> {
  return updateDoc(doc(announcementsCollection(), id), { title: text.title.trim(), content: text.content.trim() });
}

export function setAnnouncementArchived(id: string, archived: boolean): Promise<void> {
  return updateDoc(doc(announcementsCollection(), id), { archived });
}

export function deleteAnnouncement(id: string): Promise<void> {
  return deleteDoc(doc(announcementsCollection(), id));
}
