import { Link } from 'react-router-dom';
import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { DataSection } from '@/components/DataSection';
import { audienceLabel, concerns } from '@/lib/audience';
import { PageBanner } from '@/components/PageBanner';
import { AnnouncementCard } from './AnnouncementCard';
import { useEffect } from 'react';
import { useArchivedAnnouncements } from './announcementsQueries';
import { isNew, markNoticesSeen, useNoticesSeenBefore } from './noticesSeen';
import { NoticeSearch } from './search/NoticeSearch';
import './AnnouncementsPage.css';

export function ArchivePage() {
  const filter = useClassFilter();
  const seenBefore = useNoticesSeenBefore();
  useEffect(markNoticesSeen, []);
  const archived = useArchivedAnnouncements();
  const shown = { ...archived, data: archived.data?.filter((announcement) => concerns(announcement.audience, filter.classes)) };
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
        <DataSection
          reserve="page"
          early
          query={shown}
          what="the archived announcements"
          empty={filter.classes.length > 0 && archived.data?.length ? `No archived notices for ${audienceLabel(filter.classes)}.` : 'No archived announcements.'}
        >
          {(announcements) => (
            <div className="announcement-list announcement-list--stacked">
              {announcements.map((announcement) => (
                <AnnouncementCard key={announcement.id} announcement={announcement} headingLevel={2} isNew={isNew(announcement.datePosted, seenBefore)} />
              ))}
            </div>
          )}
        </DataSection>
      </section>
    </div>
  );
}
