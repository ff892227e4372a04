import { DataSection } from '@/components/DataSection';
import { AnnouncementCard } from './AnnouncementCard';
import { useLatestAnnouncements } from './announcementsQueries';

/** The latest three active announcements, newest first, as compact cards: the home page's section. */
export function LatestAnnouncements() {
  return (
    <DataSection query={useLatestAnnouncements()} what="the announcements" empty="There are no announcements right now.">
      {(announcements) => (
        <div className="announcement-list">
          {announcements.map((announcement) => (
            <AnnouncementCard key={announcement.id} announcement={announcement} condensed />
          ))}
        </div>
      )}
    </DataSection>
  );
}
