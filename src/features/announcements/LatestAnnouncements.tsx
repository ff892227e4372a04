import { LoadError } from '../../components/LoadError';
import { useAsyncData } from '../../components/useAsyncData';
import { AnnouncementCard } from './AnnouncementCard';
import { listLatestAnnouncements } from './announcementsService';

/** The latest active announcements, newest first. */
export function LatestAnnouncements() {
  const state = useAsyncData(listLatestAnnouncements);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the announcements" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">There are no announcements right now.</p>;
  return (
    <div className="announcement-list">
      {state.data.map((announcement) => (
        <AnnouncementCard key={announcement.id} announcement={announcement} />
      ))}
    </div>
  );
}
