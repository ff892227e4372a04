/** The activity log read back, for the Activity page and each admin item's "Last edited by" (administrators only). */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { isActivityAction, isContentType, type ActivityAction, type ContentType } from '@/content/contentTypes';
import { ACTIVITY } from './activityLog';
import { readDate, readText, type DocumentData } from './documentFields';
import { liteDb } from './liteDb';
import { readQuery } from './queries';

/** One line of the log, as read back. */
export interface ActivityEntry {
  id: string;
  at: Date | null;
  by: string;
  type: ContentType;
  itemId: string;
  title: string;
  action: ActivityAction;
}

function toEntry(id: string, data: DocumentData): ActivityEntry | null {
  const { type, itemId, action } = data;
  if (!isContentType(type) || !isActivityAction(action) || typeof itemId !== 'string') return null;
  return { id, at: readDate(data, 'at'), by: readText(data, 'by') ?? '', type, itemId, title: readText(data, 'title') ?? '', action };
}

/** The newest entries, newest first: of one type when given, at most `max`. Administrators only (the rules). */
export async function listActivity({ type, max }: { type?: ContentType; max: number }): Promise<ActivityEntry[]> {
  const entries = collection(liteDb(), ACTIVITY);
  const filters = type ? [where('type', '==', type)] : [];
  const snapshot = await getDocs(query(entries, ...filters, orderBy('at', 'desc'), limit(max)));
  return snapshot.docs.flatMap((entry) => toEntry(entry.id, entry.data()) ?? []);
}

/** Every read of the log; every admin write makes them read again (src/lib/writes.ts). */
export const activityKey = ['activity'] as const;

/**
 * The newest `max` entries (of one type when given), read afresh whenever a page that shows them opens: the log
 * grows with every write, including other people's.
 */
export const activityQuery = (max: number, type?: ContentType) => ({
  ...readQuery([...activityKey, type ?? 'all', max], () => listActivity({ type, max })),
  staleTime: 0,
});
