/** What only the admin area reads and writes of the events; visitors never download it. */
import { addDoc, deleteDoc, serverTimestamp } from 'firebase/firestore/lite';
import { byPriority } from '@/lib/documentFields';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { EVENTS, readAllEvents, type GalleryEvent } from '../eventsService';

export interface GalleryEventDraft {
  title: string;
  priority: number;
  imageUrls: string[];
}

/** Every event, for the admin list: those without a numeric priority last, so they can be fixed. */
export async function listEventsForAdmin(): Promise<GalleryEvent[]> {
  return (await readAllEvents()).sort(byPriority);
}

export async function addEvent(draft: GalleryEventDraft): Promise<string> {
  const created = await addDoc(liteCollection(EVENTS), {
    title: draft.title.trim(),
    priority: draft.priority,
    imageURLs: draft.imageUrls,
    createdAt: serverTimestamp(),
    archived: false,
  });
  return created.id;
}

const eventFields = (event: { title: string; priority: number | null; imageUrls: string[] }) => ({
  title: event.title.trim(),
  priority: event.priority,
  imageURLs: event.imageUrls,
});

/** Saves what the admin changed since opening the event (see `updateChangedFields`). */
export function updateEvent(id: string, draft: GalleryEventDraft, opened: Opened<GalleryEvent>): Promise<void> {
  return updateChangedFields(liteDocument(EVENTS, id), opened.updatedAt, eventFields(opened.item), eventFields(draft));
}

export function deleteEvent(id: string): Promise<void> {
  return deleteDoc(liteDocument(EVENTS, id));
}
