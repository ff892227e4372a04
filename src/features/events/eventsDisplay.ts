import type { GalleryEvent } from './eventsService';

/** The alt text of an event's photo, which also names the button that enlarges it. */
export function eventPhotoAlt(title: string, index: number, count: number): string {
  return count > 1 ? `${title}, photo ${index + 1} of ${count}` : `${title}, photo`;
}

export interface PreviewPhoto {
  eventId: string;
  title: string;
  src: string;
}

/** The home page's gallery: the first photo of each event (events in display order), at most `limit`. */
export function previewPhotos(events: Pick<GalleryEvent, 'id' | 'title' | 'imageUrls'>[], limit: number): PreviewPhoto[] {
  return events
    .flatMap((event) => (event.imageUrls[0] ? [{ eventId: event.id, title: event.title, src: event.imageUrls[0] }] : []))
    .slice(0, limit);
}
