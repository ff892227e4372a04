import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { publicQuery, savedOnDevice, withReadTimeout } from '@/lib/queries';
import {
  activeAnnouncementsRead, announcementRead, announcementsKey, archivedAnnouncementsRead, latestAnnouncementsRead,
} from './announcementsReads';
import { listActiveAnnouncements, OLDER_NOTICES_PAGE, type ActiveNotices, type Announcement, type NoticeCursor } from './announcementsService';

export const latestAnnouncementsQuery = publicQuery(latestAnnouncementsRead);

/**
 * Every active notice, a page at a time: the announcements page. Its first page is the latest three (the same read
 * as the home page's); 'Show older notices' adds the next OLDER_NOTICES_PAGE, after the last one shown.
 */
export const activeAnnouncementsQuery = savedOnDevice(
  infiniteQueryOptions({
    queryKey: activeAnnouncementsRead.queryKey,
    queryFn: ({ pageParam }) => withReadTimeout(pageParam ? listActiveAnnouncements(pageParam, OLDER_NOTICES_PAGE) : activeAnnouncementsRead.read()),
    initialPageParam: null as NoticeCursor | null,
    getNextPageParam: (page: ActiveNotices) => page.next,
  }),
);

export const archivedAnnouncementsQuery = publicQuery(archivedAnnouncementsRead);

export const announcementQuery = (id: string) => publicQuery(announcementRead(id));

/** The announcements a cached list holds: a list, or the pages of the active notices. */
function listedIn(data: unknown): Announcement[] {
  if (Array.isArray(data)) return data as Announcement[];
  const pages = (data as { pages?: ActiveNotices[] } | undefined)?.pages;
  return Array.isArray(pages) ? pages.flatMap((page) => page.announcements) : [];
}

/**
 * The announcement with this id in a list already read (the card the visitor followed), and when that list was read:
 * never, for a list marked stale (saved by an earlier visit, or changed by a write), so that its copy is read again.
 */
function listedAnnouncement(client: QueryClient, id: string): { announcement: Announcement; readAt: number } | undefined {
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: announcementsKey })) {
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

export const useLatestAnnouncements = () => useQuery(latestAnnouncementsQuery);
export const useActiveAnnouncements = () => useInfiniteQuery(activeAnnouncementsQuery);
export const useArchivedAnnouncements = () => useQuery(archivedAnnouncementsQuery);
export const useAnnouncement = (id: string) => useQuery(listedAnnouncementQuery(useQueryClient(), id));
