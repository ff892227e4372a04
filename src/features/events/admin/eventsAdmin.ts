/** What only the admin area reads and writes of the events; visitors never download it. */
import { useQuery } from '@tanstack/react-query';
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
import { listOrder, moveWrite, placeAt } from '@/lib/listOrder';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { eventsKey } from '../eventsReads';
import { EVENTS, listEventsForAdmin, type GalleryEvent } from '../eventsService';

export interface GalleryEventDraft {
  title: string;
  imageUrls: string[];
}

export const eventWriter = collectionWriter<GalleryEventDraft, GalleryEvent>(EVENTS, {
  stored: (event) => ({ title: event.title.trim(), imageURLs: event.imageUrls }),
  name: (draft) => draft.title.trim(),
  // A new event goes first on /OurEvents; Move up and Move down change its place.
  created: async () => ({ archived: false, priority: placeAt('first', (await listEventsForAdmin()).map((event) => event.priority)) }),
  dated: true,
});

/** Every event, those visitors cannot see last: the admin list. */
export const allEventsQuery = readQuery([...eventsKey, 'all'], listEventsForAdmin);
export const useAllEvents = () => useQuery(allEventsQuery);

export const eventOrder = listOrder({ reference: (id) => liteDocument(EVENTS, id), field: 'priority', noun: 'event', plural: 'events' });

/** The admin page's writes, for `useMutation`; each makes every events query read again. */
export const eventMutations = { ...itemWrites([eventsKey], eventWriter), move: moveWrite(eventOrder.move, [eventsKey]) };
