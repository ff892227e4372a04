import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { Audience } from '@/lib/audience';
import { publicQuery, savedOnDevice, withReadTimeout } from '@/lib/queries';
import { usePageLoadedFor } from '@/lib/usePageLoaded';
import {
  activeAnnouncementsRead, announcementRead, announcementsKey, archivedAnnouncementsRead, latestAnnouncementsRead, urgentNoticesRead,
} from './announcementsReads';
import { listActiveAnnouncements, listArchivedAnnouncements, OLDER_NOTICES_PAGE, type Announcement, type NoticeCursor, type NoticePage } from './announcementsService';

/** The latest three active notices, of `classes` and the whole school (none: every notice). */
export const latestAnnouncementsQuery = (classes: Audience) => publicQuery(latestAnnouncementsRead(classes));

/**
 * Every active notice (of `classes` and the whole school), a page at a time: the announcements page. Its first page is
 * the latest three (the same read as the home page's); 'Show older notices' adds the next OLDER_NOTICES_PAGE, after
 * the last one shown.
 */
export const activeAnnouncementsQuery = (classes: Audience) =>
  savedOnDevice(
    infiniteQueryOptions({
      queryKey: activeAnnouncementsRead(classes).queryKey,
      queryFn: ({ pageParam }) =>
        withReadTimeout(pageParam ? listActiveAnnouncements(pageParam, OLDER_NOTICES_PAGE, classes) : activeAnnouncementsRead(classes).read()),
      initialPageParam: null as NoticeCursor | null,
      getNextPageParam: (page: NoticePage) => page.next,
    }),
  );

/**
 * The archive (of `classes` and the whole school), a page at a time: 'Show older notices' adds the next ARCHIVE_PAGE,
 * after the last one shown.
 */
export const archivedAnnouncementsQuery = (classes: Audience) =>
  savedOnDevice(
    infiniteQueryOptions({
      queryKey: archivedAnnouncementsRead(classes).queryKey,
      queryFn: ({ pageParam }) => withReadTimeout(pageParam ? listArchivedAnnouncements(pageParam, classes) : archivedAnnouncementsRead(classes).read()),
      initialPageParam: null as NoticeCursor | null,
      getNextPageParam: (page: NoticePage) => page.next,
    }),
  );

export const announcementQuery = (id: string) => publicQuery(announcementRead(id));

/** The reads that hold whole notices: the lists (not one notice's read, nor the urgent notices' few fields). */
const NOTICE_LISTS: readonly unknown[] = [latestAnnouncementsRead([]).queryKey[1], activeAnnouncementsRead([]).queryKey[1], archivedAnnouncementsRead([]).queryKey[1]];
export const isNoticeList = (query: Query): boolean => NOTICE_LISTS.includes(query.queryKey[1]);

/** The announcements a cached list holds: a list, or the pages of the active notices or of the archive. */
export function listedIn(data: unknown): Announcement[] {
  if (Array.isArray(data)) return data as Announcement[];
  const pages = (data as { pages?: NoticePage[] } | undefined)?.pages;
  return Array.isArray(pages) ? pages.flatMap((page) => page.announcements) : [];
}

/**
 * The announcement with this id in a list already read (the card the visitor followed), and when that list was read:
 * never, for a list marked stale (saved by an earlier visit, or changed by a write), so that its copy is read again.
 */
function listedAnnouncement(client: QueryClient, id: string): { announcement: Announcement; readAt: number } | undefined {
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: announcementsKey, predicate: isNoticeList })) {
    const announcement = listedIn(data).find((candidate) => candidate.id === id);
    const state = client.getQueryState(key);
    if (announcement) return { announcement, readAt: state && !state.isInvalidated ? state.dataUpdatedAt : 0 };
  }
  return undefined;
}

/**
 * One announcement's read. Opened from a list's card, it shows at once from that list (read again only once the
 * list is no longer fresh); opened from its address, it is read.
 */
export const listedAnnouncementQuery = (client: QueryClient, id: string) => ({
  ...announcementQuery(id),
  initialData: (): Announcement | null | undefined => listedAnnouncement(client, id)?.announcement,
  initialDataUpdatedAt: () => listedAnnouncement(client, id)?.readAt,
});

/**
 * How often a page asks again for the urgent notices while it is on screen: a notice marked urgent (or scheduled to
 * appear as urgent) shows within a minute on a page left open, whatever the service worker or the saved data hold.
 */
export const URGENT_POLL_MS = 45_000;

/** The urgent notices of every page's banner: kept on the device (offline, shown while their end is ahead), polled. */
export const urgentNoticesQuery = {
  ...publicQuery(urgentNoticesRead),
  meta: { savedOnDevice: true, frame: true },
  staleTime: URGENT_POLL_MS,
  refetchInterval: URGENT_POLL_MS,
};

/**
 * How long after the page has loaded the urgent notices are first read when the device has no copy of them: a page
 * of data (infrastructure, achievements) asks for its first picture only once its data is in, and the read must not
 * share the phone's connection or main thread with it (read at `load`, the bench's LCP of /InfrastructureSection
 * went from 2.5 to 2.9 s). A second is nothing beside the poll's 45.
 */
const FIRST_READ_AFTER_LOAD_MS = 1000;

/**
 * The urgent notices, never read before the page's own reads: once the page has loaded when the device shows a saved
 * copy (which must be replaced at once: an urgent mark may have been taken off since), a second later when it has none.
 */
export function useUrgentNotices() {
  const hasCopy = useQueryClient().getQueryData(urgentNoticesQuery.queryKey) !== undefined;
  return useQuery({ ...urgentNoticesQuery, enabled: usePageLoadedFor(hasCopy ? 0 : FIRST_READ_AFTER_LOAD_MS) });
}

export const useLatestAnnouncements = (classes: Audience) => useQuery(latestAnnouncementsQuery(classes));
export const useActiveAnnouncements = (classes: Audience) => useInfiniteQuery(activeAnnouncementsQuery(classes));
export const useArchivedAnnouncements = (classes: Audience) => useInfiniteQuery(archivedAnnouncementsQuery(classes));
export const useAnnouncement = (id: string) => useQuery(listedAnnouncementQuery(useQueryClient(), id));
