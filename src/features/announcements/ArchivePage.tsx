import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { PageBanner } from '@/components/PageBanner';
import { AnnouncementCard } from './AnnouncementCard';
import { useArchivedAnnouncements } from './announcementsQueries';
import './AnnouncementsPage.css';

export function ArchivePage() {
  const archived = useArchivedAnnouncements();
  return (
    <div className="announcements-page">
      <PageBanner title="Archived Announcements" eyebrow="Notice board">
        <p>Earlier news and notices, newest first.</p>
      </PageBanner>
      <section className="section announcements-page__body" aria-label="Archived announcements">
        <p className="announcements-page__back">
          <Link to="/Announcements">← Back to the latest announcements</Link>
        </p>
        <DataSection reserve="page" query={archived} what="the archived announcements" empty="No archived announcements.">
          {(announcements) => (
            <div className="announcement-list announcement-list--stacked">
              {announcements.map((announcement) => (
                <AnnouncementCard key={announcement.id} announcement={announcement} headingLevel={2} />
              ))}
            </div>
          )}
        </DataSection>
      </section>
    </div>
  );
}
