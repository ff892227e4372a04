/** What only the admin area reads and writes of the events; visitors never download it. */
import { useQuery } from '@tanstack/react-query';
import { collectionWriter } from '@/lib/collectionWriter';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { eventsKey } from '../eventsReads';
import { EVENTS, listEventsForAdmin, type GalleryEvent } from '../eventsService';

export interface GalleryEventDraft {
  title: string;
  priority: number;
  imageUrls: string[];
}

export const eventWriter = collectionWriter<GalleryEventDraft, GalleryEvent>(EVENTS, {
  stored: (event) => ({ title: event.title.trim(), priority: event.priority, imageURLs: event.imageUrls }),
  name: (draft) => draft.title.trim(),
  created: () => ({ archived: false }),
  dated: true,
});

/** Every event, those visitors cannot see last: the admin list. */
export const allEventsQuery = readQuery([...eventsKey, 'all'], listEventsForAdmin);
export const useAllEvents = () => useQuery(allEventsQuery);

/** The admin page's writes, for `useMutation`; each makes every events query read again. */
export const eventMutations = itemWrites([eventsKey], eventWriter);
