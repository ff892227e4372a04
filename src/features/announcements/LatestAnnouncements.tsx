import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { DataSection } from '@/components/DataSection';
import { AnnouncementCard } from './AnnouncementCard';
import { useLatestAnnouncements } from './announcementsQueries';
import { isArchivedFor } from './announcementsService';
import { isNew, useNoticesSeenBefore } from './noticesSeen';
import { useArrivals } from './useArrivals';

/**
 * The latest three active announcements (of the device's classes and the whole school), newest first, as compact cards,
 * those posted since the device last visited the notices marked New and counted ('2 new'): the home page's section.
 */
export function LatestAnnouncements() {
  const filter = useClassFilter();
  const latest = useLatestAnnouncements(filter.classes);
  // A saved copy may hold a notice whose take-down time has come since: never shown.
  const query = { ...latest, data: latest.data?.filter((announcement) => !isArchivedFor(announcement)) };
  const seenBefore = useNoticesSeenBefore();
  const fresh = query.data?.filter((announcement) => isNew(announcement.datePosted, seenBefore)).length ?? 0;
  const { arrived, said } = useArrivals(query.data?.map(({ id }) => id));
  return (
    <>
      <ClassFilter filter={filter} noun="notices" note={fresh > 0 ? `${fresh} new` : null} />
      <DataSection query={query} what="the announcements" empty="There are no announcements right now.">
        {(announcements) => (
          <div className="announcement-list">
            {announcements.map((announcement) => (
              <AnnouncementCard
                key={announcement.id}
                announcement={announcement}
                condensed
                isNew={isNew(announcement.datePosted, seenBefore)}
                arrived={arrived.has(announcement.id)}
              />
            ))}
            <p className="visually-hidden" role="status">
              {said}
            </p>
          </div>
        )}
      </DataSection>
    </>
  );
}
