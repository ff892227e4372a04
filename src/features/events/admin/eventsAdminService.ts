/** What only the admin area reads and writes of the events; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { addLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { EVENTS, type GalleryEvent } from '../eventsService';

export interface GalleryEventDraft {
  title: string;
  priority: number;
  imageUrls: string[];
}

/** Every event, for the admin list: those without a numeric priority last, so they can be fixed. */
export { listEventsForAdmin } from '../eventsService';

export async function addEvent(draft: GalleryEventDraft): Promise<string> {
  const title = draft.title.trim();
  return addLogged(liteCollection(EVENTS), {
    title,
    priority: draft.priority,
    imageURLs: draft.imageUrls,
    createdAt: serverTimestamp(),
    archived: false,
  }, title);
}

const eventFields = (event: { title: string; priority: number | null; imageUrls: string[] }) => ({
  title: event.title.trim(),
  priority: event.priority,
  imageURLs: event.imageUrls,
});

/** Saves what the admin changed since opening the event (see `updateChangedFields`). */
export function updateEvent(id: string, draft: GalleryEventDraft, opened: Opened<GalleryEvent>): Promise<void> {
  return updateChangedFields(liteDocument(EVENTS, id), opened.updatedAt, eventFields(opened.item), eventFields(draft), draft.title);
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteEvent({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(EVENTS, id), title);
}
