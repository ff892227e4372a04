import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PriorityCursor } from '@/lib/prioritisedCollection';
import { publicQuery, savedOnDevice, withReadTimeout } from '@/lib/queries';
import { eventsRead, firstEventsRead } from './eventsReads';
import { EVENTS_PAGE, listEventsPage, type EventsPage } from './eventsService';

/** The events, a page at a time: the first page is the entry's read; 'Show more events' adds the next, after the last one shown. */
export const eventsQuery = savedOnDevice(
  infiniteQueryOptions({
    queryKey: eventsRead.queryKey,
    queryFn: ({ pageParam }) => withReadTimeout(pageParam ? listEventsPage(pageParam, EVENTS_PAGE) : eventsRead.read()),
    initialPageParam: null as PriorityCursor | null,
    getNextPageParam: (page: EventsPage) => page.next,
  }),
);

export const useEvents = () => useInfiniteQuery(eventsQuery);

export const firstEventsQuery = (max: number) => publicQuery(firstEventsRead(max));
