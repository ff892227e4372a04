import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { announcementPath } from './announcementAddress';
import { AnnouncementAttachments } from './AnnouncementAttachments';
import { AnnouncementImages } from './AnnouncementImages';
import { audienceLabel } from '@/lib/audience';
import { longDate } from '@/lib/dateText';
import { paragraphsOf } from '@/lib/paragraphs';
import { SHOWN_UNTIL_ATTRIBUTE } from '@/lib/seenPages';
import { isArchivedFor, isUrgentFor, type Announcement } from './announcementsService';
import './AnnouncementCard.css';

interface AnnouncementCardProps {
  announcement: Announcement;
  /** 3 inside a page section (the home page), 2 directly under a page's h1. */
  headingLevel?: 2 | 3;
  /** Show only the first paragraph, with a 'Read more' toggle for the rest (the home page's compact cards). */
  condensed?: boolean;
  /** Whether the title links to the announcement's own page: not on that page itself. */
  linked?: boolean;
  /** Posted since this device last visited the notices (src/features/announcements/noticesSeen.ts). */
  isNew?: boolean;
  /** Arrived at the top of a list already on screen (useArrivals): marked calmly for a moment. */
  arrived?: boolean;
}

export function AnnouncementCard({ announcement, headingLevel = 3, condensed = false, linked = true, isNew = false, arrived = false }: AnnouncementCardProps) {
  const { id, title, content, datePosted, imageUrls } = announcement;
  const archived = isArchivedFor(announcement);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const paragraphs = paragraphsOf(content);
  const [expanded, setExpanded] = useState(!condensed);
  const moreId = useId();
  const [first, ...rest] = paragraphs;

  return (
    <article
      className={`card card--topped announcement-card${archived ? ' announcement-card--archived' : ''}${arrived ? ' announcement-card--arrived' : ''}`}
      {...(!archived && announcement.takeDownAt && { [SHOWN_UNTIL_ATTRIBUTE]: announcement.takeDownAt.toISOString() })}
    >
      <header className="announcement-card__header">
        {datePosted && (
          <p className="caps announcement-card__date">
            <time dateTime={datePosted.toISOString()}>{longDate(datePosted, 'device')}</time>
            {isUrgentFor(announcement) && (
              <span className="announcement-card__mark announcement-card__mark--urgent" {...{ [SHOWN_UNTIL_ATTRIBUTE]: announcement.urgentUntil?.toISOString() }}>
                Urgent
              </span>
            )}
            {isNew && <span className="announcement-card__mark">New</span>}
          </p>
        )}
        {announcement.audience.length > 0 && <p className="pill announcement-card__audience">For {audienceLabel(announcement.audience)}</p>}
        <Heading className="announcement-card__title">
          {linked ? <Link to={announcementPath(id)}>{title || 'Announcement'}</Link> : title || 'Announcement'}
        </Heading>
      </header>
      <AnnouncementImages title={title} imageUrls={imageUrls} />
      <div className="announcement-card__content">
        {first && <p>{first}</p>}
        {rest.length > 0 && (
          <div id={moreId} hidden={!expanded}>
            {rest.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </div>
      <AnnouncementAttachments attachments={announcement.attachments} />
      {condensed && rest.length > 0 && (
        <button
          type="button"
          className="text-button announcement-card__toggle"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
    </article>
  );
}
