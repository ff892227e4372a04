import { Link } from 'react-router-dom';
import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { useEffect } from 'react';
import { audienceLabel } from '@/lib/audience';
import { PageBanner } from '@/components/PageBanner';
import { useArchivedAnnouncements } from './announcementsQueries';
import { markNoticesSeen } from './noticesSeen';
import { NoticePages } from './NoticePages';
import { NoticeSearch } from './search/NoticeSearch';
import './AnnouncementsPage.css';

export function ArchivePage() {
  const filter = useClassFilter();
  useEffect(markNoticesSeen, []);
  const archived = useArchivedAnnouncements(filter.classes);
  return (
    <div className="announcements-page">
      <PageBanner title="Archived Announcements" eyebrow="Notice board">
        <p>Earlier news and notices, newest first.</p>
      </PageBanner>
      <section className="section announcements-page__body" aria-label="Archived announcements">
        <p className="announcements-page__back">
          <Link to="/Announcements">← Back to the latest announcements</Link>
        </p>
        <ClassFilter filter={filter} noun="notices" />
        <NoticeSearch filter={filter} />
        <NoticePages
          query={archived}
          what="the archived announcements"
          empty={filter.classes.length > 0 ? `No archived notices for ${audienceLabel(filter.classes)}.` : 'No archived announcements.'}
        />
      </section>
    </div>
  );
}
