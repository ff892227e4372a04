import {
  addDoc, collection, deleteDoc, doc, getDocs, serverTimestamp, updateDoc,
} from 'firebase/firestore/lite';
import {
  byPriority, readBoolean, readImageList, readNumber, readText, withNumericPriority, type DocumentData,
} from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface GalleryEvent {
  id: string;
  title: string;
  imageUrls: string[];
  /** Null when the stored priority is not a number: such events are hidden from visitors. */
  priority: number | null;
  archived: boolean;
}

export interface GalleryEventDraft {
  title: string;
  priority: number;
  imageUrls: string[];
}

const events = () => collection(publicDb(), 'events_gallery');

function toEvent(id: string, data: DocumentData): GalleryEvent {
  return {
    id,
    title: readText(data, 'title') ?? '',
    imageUrls: readImageList(data, 'imageURLs'),
    priority: readNumber(data, 'priority'),
    archived: readBoolean(data, 'archived'),
  };
}

async function readAllEvents(): Promise<GalleryEvent[]> {
  const snapshot = await getDocs(events());
  return snapshot.docs.map((document) => toEvent(document.id, document.data()));
}

/** The events visitors see: those with a numeric priority, ascending. */
export async function listEvents(): Promise<GalleryEvent[]> {
  return withNumericPriority(await readAllEvents());
}

/** Every event, for the admin list: those without a numeric priority last, so they can be fixed. */
export async function listEventsForAdmin(): Promise<GalleryEvent[]> {
  return (await readAllEvents()).sort(byPriority);
}

export async function addEvent(draft: GalleryEventDraft): Promise<string> {
  const created = await addDoc(events(), {
    title: draft.title.trim(),
    priority: draft.priority,
    imageURLs: draft.imageUrls,
    createdAt: serverTimestamp(),
    archived: false,
  });
  return created.id;
}

export function updateEvent(id: string, draft: GalleryEventDraft): Promise<void> {
  return updateDoc(doc(events(), id), { title: draft.title.trim(), priority: draft.priority, imageURLs: draft.imageUrls });
}

export function deleteEvent(id: string): Promise<void> {
  return deleteDoc(doc(events(), id));
}
