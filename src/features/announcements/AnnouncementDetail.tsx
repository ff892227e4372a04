import { Link } from 'react-router-dom';
import { ShareButton } from '@/components/ShareButton';
import { school } from '@/content/school';
import { publicSiteUrl } from '@/lib/config';
import { AnnouncementCard } from './AnnouncementCard';
import { WhatsAppLink } from './WhatsAppLink';
import { announcementPath } from './announcementAddress';
import { isArchivedFor, type Announcement } from './announcementsService';
import './AnnouncementsPage.css';
import './AnnouncementPage.css';

/** The announcement's address as it is published (the canonical one, and the one Share passes on). */
export const publishedUrl = (id: string) => `${publicSiteUrl(window.location.origin)}${announcementPath(id)}`;

/**
 * An announcement shown on its own: the card as the lists show it, with a note if archived, Share and WhatsApp (not
 * in a preview of a notice visitors cannot see yet: its address would answer 'not found').
 */
export function AnnouncementDetail({ announcement, shareable = true }: { announcement: Announcement; shareable?: boolean }) {
  const title = announcement.title || 'Announcement';
  return (
    <div className="announcement-list announcement-list--stacked">
      {isArchivedFor(announcement) && (
        <p className="announcement-page__archived">
          <span className="caps announcement-page__badge">Archived notice</span>
          <span>
            This announcement has been archived and may no longer apply. <Link to="/archive">See all archived announcements</Link>
          </span>
        </p>
      )}
      <AnnouncementCard announcement={announcement} headingLevel={2} linked={false} />
      {shareable && (
        <div className="announcement-page__share">
          <ShareButton link={{ title, text: `${title} – ${school.name}`, url: publishedUrl(announcement.id) }} />
          <WhatsAppLink text={`${title} – ${school.name}`} url={publishedUrl(announcement.id)} />
        </div>
      )}
    </div>
  );
}

