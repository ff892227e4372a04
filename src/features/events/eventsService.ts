import { readBoolean, readDate, readImageList, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { prioritisedCollection, type PriorityPage } from '@/lib/prioritisedCollection';

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

/** How many events a page of /OurEvents shows: 'Show more events' adds as many again (each has many photos). */
export const EVENTS_PAGE = 12;

/** A page of the events visitors see, and where the next one starts. */
export type EventsPage = PriorityPage<GalleryEvent>;

/** The events visitors see (numeric priority only, ascending) a page at a time, the home page's first ones, and the admin list. */
export const {
  listPage: listEventsPage,
  listFirst: listFirstEvents,
  listForAdmin: listEventsForAdmin,
} = prioritisedCollection(EVENTS, toEvent);
