import type { Audience } from '@/lib/audience';
import { useActiveAnnouncements } from './announcementsQueries';
import { isArchivedFor, type Announcement } from './announcementsService';
import { NoticePages } from './NoticePages';

// A saved copy may hold a notice whose take-down time has come since: never shown.
const isActive = (announcement: Announcement) => !isArchivedFor(announcement);

/**
 * Every active notice, newest first: the latest three, then 'Show older notices' adds the next few (NoticePages); those
 * of the whole school and of `classes` when the device chose some.
 */
export function ActiveAnnouncements({ classes }: { classes: Audience }) {
  return <NoticePages query={useActiveAnnouncements(classes)} shows={isActive} what="the announcements" empty="There are no announcements right now." />;
}
