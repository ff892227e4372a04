import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { AnnouncementCard } from './AnnouncementCard';
import { listLatestAnnouncements } from './announcementsService';

interface LatestAnnouncementsProps {
  /** 'grid' for the home page's compact cards (titles as h3); 'list' for the announcements page (titles as h2). */
  layout?: 'grid' | 'list';
}

/** The latest active announcements, newest first. */
export function LatestAnnouncements({ layout = 'grid' }: LatestAnnouncementsProps) {
  const state = useAsyncData(listLatestAnnouncements);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the announcements" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">There are no announcements right now.</p>;
  return (
    <div className={layout === 'grid' ? 'announcement-list' : 'announcement-list announcement-list--stacked'}>
      {state.data.map((announcement) => (
        <AnnouncementCard
          key={announcement.id}
          announcement={announcement}
          headingLevel={layout === 'grid' ? 3 : 2}
          condensed={layout === 'grid'}
        />
      ))}
    </div>
  );
}
