import { Link, useLocation } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { PageBanner } from '@/components/PageBanner';
import { useDocumentHead, type DocumentHead } from '@/components/useDocumentHead';
import { excerptOf } from '@/lib/paragraphs';
import { announcementIdIn } from './announcementAddress';
import { AnnouncementDetail, publishedUrl } from './AnnouncementDetail';
import { useAnnouncement } from './announcementsQueries';
import type { Announcement } from './announcementsService';
import './AnnouncementsPage.css';
import './AnnouncementPage.css';

/** What search results and link previews say of an announcement: the start of its text. */
const DESCRIPTION_LENGTH = 160;

export const NOT_FOUND_TEXT = 'This announcement could not be found. It may have been removed.';


function headOf(announcement: Announcement | null | undefined): DocumentHead {
  if (announcement === undefined) return { title: 'Announcement' };
  if (announcement === null) return { title: 'Announcement not found', noindex: true };
  const title = announcement.title || 'Announcement';
  return { title, description: excerptOf(announcement.content, DESCRIPTION_LENGTH) || title, canonical: publishedUrl(announcement.id) };
}

function NotFound() {
  return (
    <div className="announcement-page__missing">
      <h2>Announcement not found</h2>
      <p>{NOT_FOUND_TEXT}</p>
      <Link className="button" to="/Announcements">
        See the latest announcements
      </Link>
    </div>
  );
}

/**
 * One announcement at its own address (`/Announcements/<id>`), active or archived, to open from a card or from a
 * shared link. The build prerenders it once, loading, and Hosting serves that file for every id (firebase.json).
 */
export function AnnouncementPage() {
  const id = announcementIdIn(useLocation().pathname) ?? '';
  const query = useAnnouncement(id);
  useDocumentHead(headOf(query.data));

  return (
    <div className="announcements-page">
      <PageBanner title="Announcement" eyebrow="Notice board" />
      <section className="section announcements-page__body" aria-label="Announcement">
        <p className="announcements-page__back">
          <Link to="/Announcements">← All announcements</Link>
        </p>
        <DataSection reserve="page" query={query} what="this announcement" empty={<NotFound />}>
          {(announcement) => <AnnouncementDetail announcement={announcement} />}
        </DataSection>
      </section>
    </div>
  );
}
