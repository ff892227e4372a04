import { DataSection } from '@/components/DataSection';
import { AnnouncementCard } from './AnnouncementCard';
import { useLatestAnnouncements } from './announcementsQueries';

interface LatestAnnouncementsProps {
  /** 'grid' for the home page's compact cards (titles as h3); 'list' for the announcements page (titles as h2). */
  layout?: 'grid' | 'list';
}

/** The latest active announcements, newest first. */
export function LatestAnnouncements({ layout = 'grid' }: LatestAnnouncementsProps) {
  return (
    <DataSection
      query={useLatestAnnouncements()}
      what="the announcements"
      empty="There are no announcements right now."
      reserve={layout === 'list' ? 'page' : undefined}
    >
      {(announcements) => (
        <div className={layout === 'grid' ? 'announcement-list' : 'announcement-list announcement-list--stacked'}>
          {announcements.map((announcement) => (
            <AnnouncementCard
              key={announcement.id}
              announcement={announcement}
              headingLevel={layout === 'grid' ? 3 : 2}
              condensed={layout === 'grid'}
            />
          ))}
        </div>
      )}
    </DataSection>
  );
}
