import { Link } from 'react-router-dom';
import { LatestAnnouncements } from './LatestAnnouncements';
import './AnnouncementsPage.css';

export function AnnouncementsPage() {
  return (
    <div className="announcements-page">
      <header className="announcements-page__banner">
        <div className="announcements-page__banner-inner">
          <p className="announcements-page__eyebrow">Notice board</p>
          <h1 className="announcements-page__title">Announcements</h1>
          <p className="announcements-page__lead">The latest news and notices for parents and students.</p>
        </div>
      </header>
      <section className="section announcements-page__body" aria-label="Latest announcements">
        <LatestAnnouncements layout="list" />
        <p className="announcements-page__more">
          <Link className="button button--secondary" to="/archive">
            View archived announcements
          </Link>
        </p>
      </section>
    </div>
  );
}
