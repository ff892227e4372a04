import type { Announcement } from './announcementsService';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const { title, content, datePosted } = announcement;
  return (
    <article className="announcement-card">
      <h3 className="announcement-card__title">{title}</h3>
      {datePosted && (
        <p className="announcement-card__date">
          <time dateTime={datePosted.toISOString()}>{dateFormat.format(datePosted)}</time>
        </p>
      )}
      <p className="announcement-card__content">{content}</p>
    </article>
  );
}
