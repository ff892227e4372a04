import { firstByPriority } from '@/lib/firstByPriority';
import { readBoolean, readDate, readImageList, readNumber, readText, withNumericPriority, type DocumentData } from '@/lib/documentFields';
import { listDocuments, runQuery } from '@/lib/firestoreRest';

export interface GalleryEvent {
  id: string;
  title: string;
  imageUrls: string[];
  /** Null when the stored priority is not a number: such events are hidden from visitors. */
  priority: number | null;
  archived: boolean;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const EVENTS = 'events_gallery';

function toEvent(id: string, data: DocumentData): GalleryEvent {
  return {
    id,
    title: readText(data, 'title') ?? '',
    imageUrls: readImageList(data, 'imageURLs'),
    priority: readNumber(data, 'priority'),
    archived: readBoolean(data, 'archived'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Every stored event, in stored order. */
export async function readAllEvents(): Promise<GalleryEvent[]> {
  return (await listDocuments(EVENTS)).map(({ id, data }) => toEvent(id, data));
}

/** The first `max` events visitors see, read without the others: the home page's preview. */
export async function listFirstEvents(max: number): Promise<GalleryEvent[]> {
  const documents = await runQuery(EVENTS, firstByPriority(max));
  return withNumericPriority(documents.map(({ id, data }) => toEvent(id, data)));
}

/** The events visitors see: those with a numeric priority, ascending. */
export async function listEvents(): Promise<GalleryEvent[]> {
  return withNumericPriority(await readAllEvents());
}
