import { Link } from 'react-router-dom';
import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { PageBanner } from '@/components/PageBanner';
import { useEffect } from 'react';
import { ActiveAnnouncements } from './ActiveAnnouncements';
import { markNoticesSeen } from './noticesSeen';
import { NoticeSearch } from './search/NoticeSearch';
import './AnnouncementsPage.css';

export function AnnouncementsPage() {
  const filter = useClassFilter();
  useEffect(markNoticesSeen, []);
  return (
    <div className="announcements-page">
      <PageBanner title="Announcements" eyebrow="Notice board">
        <p>The latest news and notices for parents and students.</p>
      </PageBanner>
      <section className="section announcements-page__body" aria-label="Latest announcements">
        <ClassFilter filter={filter} noun="notices" />
        <NoticeSearch filter={filter} />
        <ActiveAnnouncements classes={filter.classes} />
        <p className="announcements-page__more">
          <Link className="button button--secondary" to="/archive">
            View archived announcements
          </Link>
        </p>
      </section>
    </div>
  );
}
