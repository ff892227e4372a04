import { Link } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { AnnouncementCard } from './AnnouncementCard';
import { listArchivedAnnouncements } from './announcementsService';
import './AnnouncementsPage.css';

function ArchivedAnnouncementList() {
  const state = useAsyncData(listArchivedAnnouncements);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the archived announcements" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No archived announcements.</p>;
  return (
    <div className="announcement-list announcement-list--stacked">
      {state.data.map((announcement) => (
        <AnnouncementCard key={announcement.id} announcement={announcement} headingLevel={2} />
      ))}
    </div>
  );
}

export function ArchivePage() {
  return (
    <div className="announcements-page">
      <header className="announcements-page__banner">
        <div className="announcements-page__banner-inner">
          <p className="announcements-page__eyebrow">Notice board</p>
          <h1 className="announcements-page__title">Archived Announcements</h1>
          <p className="announcements-page__lead">Earlier news and notices, newest first.</p>
        </div>
      </header>
      <section className="section announcements-page__body" aria-label="Archived announcements">
        <p className="announcements-page__back">
          <Link to="/Announcements">← Back to the latest announcements</Link>
        </p>
        <ArchivedAnnouncementList />
      </section>
    </div>
  );
}
