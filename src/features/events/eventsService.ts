import { readBoolean, readDate, readImageList, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { prioritisedCollection } from '@/lib/prioritisedCollection';

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

/** The events visitors see (numeric priority only, ascending), the home page's first ones, and the admin list. */
export const {
  list: listEvents,
  listFirst: listFirstEvents,
  listForAdmin: listEventsForAdmin,
} = prioritisedCollection(EVENTS, toEvent);
