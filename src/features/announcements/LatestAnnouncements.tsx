import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { DataSection } from '@/components/DataSection';
import { AnnouncementCard } from './AnnouncementCard';
import { useLatestAnnouncements } from './announcementsQueries';

/** The latest three active announcements (of the device's classes and the whole school), newest first, as compact cards: the home page's section. */
export function LatestAnnouncements() {
  const filter = useClassFilter();
  return (
    <>
      <ClassFilter filter={filter} noun="notices" />
      <DataSection query={useLatestAnnouncements(filter.classes)} what="the announcements" empty="There are no announcements right now.">
        {(announcements) => (
          <div className="announcement-list">
            {announcements.map((announcement) => (
              <AnnouncementCard key={announcement.id} announcement={announcement} condensed />
            ))}
          </div>
        )}
      </DataSection>
    </>
  );
}
