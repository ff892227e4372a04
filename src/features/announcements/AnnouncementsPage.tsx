import { Link } from 'react-router-dom';
import { PageBanner } from '@/components/PageBanner';
import { ActiveAnnouncements } from './ActiveAnnouncements';
import './AnnouncementsPage.css';

export function AnnouncementsPage() {
  return (
    <div className="announcements-page">
      <PageBanner title="Announcements" eyebrow="Notice board">
        <p>The latest news and notices for parents and students.</p>
      </PageBanner>
      <section className="section announcements-page__body" aria-label="Latest announcements">
        <ActiveAnnouncements />
        <p className="announcements-page__more">
          <Link className="button button--secondary" to="/archive">
            View archived announcements
          </Link>
        </p>
      </section>
    </div>
  );
}
