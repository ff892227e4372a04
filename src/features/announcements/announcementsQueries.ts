import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { getAnnouncement, listArchivedAnnouncements, listLatestAnnouncements, type Announcement } from './announcementsService';

/** Every announcement query starts with this key; a write to announcements invalidates them all. */
export const announcementsKey = ['announcements'] as const;

/** The latest active announcements: the home page and the announcements page. */
export const latestAnnouncementsQuery = publicQuery([...announcementsKey, 'latest'], listLatestAnnouncements);

/** The archive page: archived announcements and those past their take-down time, newest first. */
export const archivedAnnouncementsQuery = publicQuery([...announcementsKey, 'archived'], listArchivedAnnouncements);

/** One announcement (null when there is none with this id): its own page. */
export const announcementQuery = (id: string) => publicQuery([...announcementsKey, 'item', id], () => getAnnouncement(id));

/**
 * The announcement with this id in a list already read (the card the visitor followed), and when that list was read:
 * never, for a list marked stale (saved by an earlier visit, or changed by a write), so that its copy is read again.
 */
function listedAnnouncement(client: QueryClient, id: string): { announcement: Announcement; readAt: number } | undefined {
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: announcementsKey })) {
    const announcement = Array.isArray(data) ? (data as Announcement[]).find((candidate) => candidate.id === id) : undefined;
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
export const useArchivedAnnouncements = () => useQuery(archivedAnnouncementsQuery);
export const useAnnouncement = (id: string) => useQuery(listedAnnouncementQuery(useQueryClient(), id));
