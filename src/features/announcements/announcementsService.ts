import { readBoolean, readDate, readImageList, readText, type DocumentData } from '@/lib/documentFields';
import { getDocument, isDocumentId, runQuery } from '@/lib/firestoreRest';
import { readAttachments, type Attachment } from './attachments';

/** How many announcements the home page and the announcements page show. */
export const LATEST_ANNOUNCEMENTS = 3;

export interface Announcement {
  id: string;
  title: string;
  content: string;
  imageUrls: string[];
  /** PDFs attached to it (none for announcements posted before attachments existed). */
  attachments: Attachment[];
  datePosted: Date | null;
  archived: boolean;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const ANNOUNCEMENTS = 'announcements';

function toAnnouncement(id: string, data: DocumentData): Announcement {
  return {
    id,
    title: readText(data, 'title') ?? '',
    content: readText(data, 'content') ?? '',
    imageUrls: readImageList(data, 'imageUrls'),
    attachments: readAttachments(data, 'attachments'),
    datePosted: readDate(data, 'datePosted'),
    archived: readBoolean(data, 'archived'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Active (or archived) announcements, newest first; at most `max` when given. */
export async function listAnnouncements(archived: boolean, max?: number): Promise<Announcement[]> {
  const documents = await runQuery(ANNOUNCEMENTS, {
    where: { field: 'archived', op: 'EQUAL', value: archived },
    orderBy: { field: 'datePosted', direction: 'DESCENDING' },
    limit: max,
  });
  return documents.map(({ id, data }) => toAnnouncement(id, data));
}

/** The latest active announcements, for the home page and the announcements page. */
export function listLatestAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(false, LATEST_ANNOUNCEMENTS);
}

export function listArchivedAnnouncements(): Promise<Announcement[]> {
  return listAnnouncements(true);
}

/**
 * One announcement, active or archived, or null when there is none with this id (an id no document can have is
 * not asked for). A read that fails throws: it is not a missing announcement.
 */
export async function getAnnouncement(id: string): Promise<Announcement | null> {
  if (!isDocumentId(id)) return null;
  const stored = await getDocument(`${ANNOUNCEMENTS}/${id}`);
  return stored && toAnnouncement(stored.id, stored.data);
}
