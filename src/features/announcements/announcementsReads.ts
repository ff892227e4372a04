import type { Audience } from '@/lib/audience';
import { publicRead } from '@/lib/publicRead';
import {
  getAnnouncement, LATEST_ANNOUNCEMENTS, listActiveAnnouncements, listArchivedAnnouncements, listLatestAnnouncements, listUrgentNotices,
} from './announcementsService';

/** What visitors' pages read of the announcements (src/lib/publicRead.ts). A write to announcements invalidates every read of this key. */
export const announcementsKey = ['announcements'] as const;

/** The latest active announcements, of the device's classes when it chose some (none: every notice): the home page. */
export const latestAnnouncementsRead = (classes: Audience) =>
  publicRead([...announcementsKey, 'latest', ...classes], () => listLatestAnnouncements(classes));

/** The first page of every active notice (the latest three, as the home page's), of the device's classes: the announcements page. */
export const activeAnnouncementsRead = (classes: Audience) =>
  publicRead([...announcementsKey, 'active', ...classes], () => listActiveAnnouncements(null, LATEST_ANNOUNCEMENTS, classes));

/** The first page of the archive (archived announcements and those past their take-down time, newest first), of the device's classes. */
export const archivedAnnouncementsRead = (classes: Audience) =>
  publicRead([...announcementsKey, 'archived', ...classes], () => listArchivedAnnouncements(null, classes));

/** One announcement (null when there is none with this id): its own page. */
export const announcementRead = (id: string) => publicRead([...announcementsKey, 'item', id], () => getAnnouncement(id));

/** The notices urgent now: the banner at the top of every public page (read after the page has loaded, then polled). */
export const urgentNoticesRead = publicRead([...announcementsKey, 'urgent'], listUrgentNotices);
