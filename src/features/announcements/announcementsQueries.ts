import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { listAnnouncements, listLatestAnnouncements } from './announcementsService';

/** Every announcement query starts with this key; a write to announcements invalidates them all. */
export const announcementsKey = ['announcements'] as const;

/** The latest active announcements: the home page and the announcements page. */
export const latestAnnouncementsQuery = readQuery([...announcementsKey, 'latest'], listLatestAnnouncements);

/** Every active or every archived announcement, newest first: the archive page and the admin list. */
export const announcementsQuery = (archived: boolean) =>
  readQuery([...announcementsKey, archived ? 'archived' : 'active'], () => listAnnouncements(archived));

export const useLatestAnnouncements = () => useQuery(latestAnnouncementsQuery);
export const useAnnouncements = (archived: boolean) => useQuery(announcementsQuery(archived));
