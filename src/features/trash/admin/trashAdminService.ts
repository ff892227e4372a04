/** The Trash page's reads: the deleted items, and the purge of those kept longer than the trash keeps them. */
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { isContentType, type ContentType } from '@/content/contentTypes';
import { readDate, readText, type DocumentData } from '@/lib/documentFields';
import { liteDb } from '@/lib/liteDb';
import { deleteForever, TRASH } from '@/lib/trash';

/** How long the trash keeps a deleted item. */
export const TRASH_KEEPS_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface TrashedItem {
  /** Its place in the trash (`events_gallery~annual-day`), for Restore and Delete forever. */
  id: string;
  type: ContentType;
  title: string;
  deletedAt: Date | null;
  deletedBy: string;
}

function toTrashedItem(id: string, data: DocumentData): TrashedItem | null {
  const { type } = data;
  if (!isContentType(type)) return null;
  return { id, type, title: readText(data, 'title') ?? '', deletedAt: readDate(data, 'deletedAt'), deletedBy: readText(data, 'deletedBy') ?? '' };
}

export interface TrashContents {
  /** What the trash holds, most recently deleted first. */
  items: TrashedItem[];
  /** What this read deleted for good: items deleted more than TRASH_KEEPS_DAYS ago. */
  purged: TrashedItem[];
}

/**
 * The trash, after deleting for good (each logged) what was deleted more than 30 days before `now`: the trash is
 * emptied of old items when an administrator opens it. An item whose purge fails stays listed, to try again later.
 */
export async function openTrash(now: Date = new Date()): Promise<TrashContents> {
  const snapshot = await getDocs(query(collection(liteDb(), TRASH), orderBy('deletedAt', 'desc')));
  const all = snapshot.docs.flatMap((stored) => toTrashedItem(stored.id, stored.data()) ?? []);
  const expired = all.filter((item) => item.deletedAt !== null && now.getTime() - item.deletedAt.getTime() > TRASH_KEEPS_DAYS * DAY_MS);
  const results = await Promise.allSettled(expired.map((item) => deleteForever(item.id)));
  const purged = expired.filter((_, index) => results[index]?.status === 'fulfilled');
  return { items: all.filter((item) => !purged.includes(item)), purged };
}
