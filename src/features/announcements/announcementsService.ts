import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
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

export const announcementsCollection = () => collection(publicDb(), 'announcements');

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
  const snapshot = await getDocs(query(announcementsCollection(), ...constraints));
  return snapshot.docs.map((document) => toAnnouncement(document.id, document.data()));
}

/** The latest active announcements, for the home page and the announcements page. */
export function listLatestAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(false, LATEST_ANNOUNCEMENTS);
}

export function listArchivedAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(true);
}
