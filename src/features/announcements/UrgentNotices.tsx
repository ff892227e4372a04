import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { dayAndTime, weekdayAndDay } from '@/lib/dateText';
import { useTimeReached } from '@/lib/useTimeReached';
import { announcementPath } from './announcementAddress';
import { useUrgentNotices } from './announcementsQueries';
import type { UrgentNotice } from './announcementsService';
import { announcedUrgentNotices, closedUrgentNotices } from './urgentMemory';
import './UrgentNotices.css';

/** The earliest moment among `moments`, or null for none. */
const earliest = (moments: Date[]): Date | null => moments.reduce<Date | null>((first, moment) => (first === null || moment < first ? moment : first), null);

/** The urgent notices this device had announced before this page was opened (read when first needed). */
let announcedBefore: readonly string[] | null = null;

/**
 * The live region's text: the notices shown that this device had not announced before this page was opened (each then
 * remembered as announced, so that the next page opened says nothing of them).
 */
function useAnnouncedOnce(shown: UrgentNotice[]): string {
  const fresh = shown.length === 0 ? [] : shown.filter(({ id }) => !(announcedBefore ??= announcedUrgentNotices.read()).includes(id));
  const ids = fresh.map(({ id }) => id).join(' ');
  useEffect(() => {
    for (const id of ids.split(' ')) if (id) announcedUrgentNotices.add(id);
  }, [ids]);
  return fresh.map(({ title }) => `Urgent notice: ${title}`).join('. ');
}

/**
 * The urgent notices at the top of every public page, newest first: each with its day and a link to it, and Close (for
 * this device). Read after the page has loaded (useUrgentNotices) and every URGENT_POLL_MS while it is on screen; each goes away by itself
 * when its end comes. Laid over the top of the page (a slot of no height), so that nothing on the page moves when one
 * comes or goes, and left out of the copy of the page kept for the next visit (`data-client-only`): a stale copy never
 * announces a closed school day. A saved one (offline) shows only while its end is ahead, with when it was saved.
 */
export function UrgentNotices() {
  const query = useUrgentNotices();
  const closed = closedUrgentNotices.use();
  const notices = query.data ?? [];
  const now = useTimeReached(earliest(notices.map(({ urgentUntil }) => urgentUntil).filter((end) => end > new Date())));
  const shown = notices.filter(({ id, urgentUntil }) => urgentUntil > now && !closed.includes(id));
  const announcement = useAnnouncedOnce(shown);
  const savedAt = query.data !== undefined && query.dataUpdatedAt < performance.timeOrigin ? query.dataUpdatedAt : null;
  const list = useRef<HTMLElement>(null);

  function close(id: string) {
    closedUrgentNotices.add(id);
    // The focus goes to the next urgent notice, or to the page.
    const next = list.current?.querySelector<HTMLElement>(`.urgent-notice:not([data-id="${CSS.escape(id)}"]) a`);
    (next ?? document.getElementById('main'))?.focus();
  }

  return (
    <div className="urgent-slot" data-client-only>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {shown.length > 0 && (
        <section ref={list} className="urgent-notices" aria-label="Urgent notices">
          {shown.map(({ id, title, datePosted }) => (
            <article key={id} className="urgent-notice" data-id={id}>
              <p className="urgent-notice__when">
                <span className="urgent-notice__label">Urgent</span> <time dateTime={datePosted.toISOString()}>{weekdayAndDay(datePosted, 'school')}</time>
                {savedAt !== null && <span className="urgent-notice__saved"> · saved {dayAndTime(savedAt, 'device')}</span>}
              </p>
              <p className="urgent-notice__title">
                <Link to={announcementPath(id)}>{title}</Link>
              </p>
              <button type="button" className="urgent-notice__close" onClick={() => close(id)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Close the urgent notice: {title}</span>
              </button>
            </article>
          ))}
        </section>
      )}
    </div>
  );
}
