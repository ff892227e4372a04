import {
  addDoc, collection, deleteDoc, doc, getDocs, limit, orderBy, query, serverTimestamp, updateDoc, where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { readBoolean, readDate, readImageList, readText, type DocumentData } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

/** How many announcements the home page and the announcements page show. */
export const LATEST_ANNOUNCEMENTS = 3;

export interface Announcement {
  id: string;
  title: string;
  content: string;
  imageUrls: string[];
  datePosted: Date | null;
  archived: boolean;
}

export interface AnnouncementDraft {
  title: string;
  content: string;
  imageUrls: string[];
}

const announcements = () => collection(publicDb(), 'announcements');

function toAnnouncement(id: string, data: DocumentData): Announcement {
  return {
    id,
    title: readText(data, 'title') ?? '',
    content: readText(data, 'content') ?? '',
    imageUrls: readImageList(data, 'imageUrls'),
    datePosted: readDate(data, 'datePosted'),
    archived: readBoolean(data, 'archived'),
  };
}

/** Active (or archived) announcements, newest first; at most `max` when given. */
export async function listAnnouncements(archived: boolean, max?: number): Promise<Announcement[]> {
  const constraints: QueryConstraint[] = [where('archived', '==', archived), orderBy('datePosted', 'desc')];
  if (max !== undefined) constraints.push(limit(max));
  const snapshot = await getDocs(query(announcements(), ...constraints));
  return snapshot.docs.map((document) => toAnnouncement(document.id, document.data()));
}

/** The latest active announcements, for the home page and the announcements page. */
export function listLatestAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(false, LATEST_ANNOUNCEMENTS);
}

export function listArchivedAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(true);
}

export async function addAnnouncement(draft: AnnouncementDraft): Promise<string> {
  const created = await addDoc(announcements(), {
    title: draft.title.trim(),
    content: draft.content.trim(),
    imageUrls: draft.imageUrls,
    datePosted: serverTimestamp(),
    archived: false,
  });
  return created.id;
}

export function updateAnnouncementText(id: string, text: { title: string; content: string }): Promise<void> {
  return updateDoc(doc(announcements(), id), { title: text.title.trim(), content: text.content.trim() });
}

export function setAnnouncementArchived(id: string, archived: boolean): Promise<void> {
  return updateDoc(doc(announcements(), id), { archived });
}

export function deleteAnnouncement(id: string): Promise<void> {
  return deleteDoc(doc(announcements(), id));
}
