import { useEffect, useRef } from 'react';
import { DataSection } from '@/components/DataSection';
import { LoadError } from '@/components/LoadError';
import type { Audience } from '@/lib/audience';
import { AnnouncementCard } from './AnnouncementCard';
import { useActiveAnnouncements } from './announcementsQueries';
import { isArchivedFor } from './announcementsService';
import { isNew, useNoticesSeenBefore } from './noticesSeen';
import { useArrivals } from './useArrivals';

/**
 * Every active notice, newest first: the latest three, then 'Show older notices' adds the next few after the last one
 * shown, until none is left (src/features/announcements/announcementsService.ts, a cursor); those of the whole school
 * and of `classes` when the device chose some. The focus moves to the
 * first notice added, so that a keyboard or screen reader goes on reading where the new ones start.
 */
export function ActiveAnnouncements({ classes }: { classes: Audience }) {
  const query = useActiveAnnouncements(classes);
  const seenBefore = useNoticesSeenBefore();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const list = useRef<HTMLDivElement>(null);
  // A saved copy may hold a notice whose take-down time has come since: never shown.
  const announcements = query.data?.pages.flatMap((page) => page.announcements).filter((announcement) => !isArchivedFor(announcement));
  const { arrived, said } = useArrivals(announcements?.map(({ id }) => id));
  const shown = announcements?.length ?? 0;
  // The index of the first notice a 'Show older notices' adds, focused once it is on the page.
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    if (firstAdded.current === null || firstAdded.current >= shown) return;
    list.current?.querySelectorAll<HTMLElement>('.announcement-card__title a')[firstAdded.current]?.focus();
    firstAdded.current = null;
  }, [shown]);

  async function showOlder() {
    if (isFetchingNextPage) return;
    firstAdded.current = shown;
    if ((await fetchNextPage()).isError) firstAdded.current = null;
  }

  return (
    <DataSection query={{ ...query, data: announcements }} what="the announcements" empty="There are no announcements right now." reserve="page" early>
      {(notices) => (
        <>
          <div ref={list} className="announcement-list announcement-list--stacked">
            {notices.map((announcement) => (
              <AnnouncementCard
                key={announcement.id}
                announcement={announcement}
                headingLevel={2}
                isNew={isNew(announcement.datePosted, seenBefore)}
                arrived={arrived.has(announcement.id)}
              />
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {said}
          </p>
          {isFetchNextPageError && !isFetchingNextPage ? (
            <LoadError what="the older notices" onRetry={() => void showOlder()} />
          ) : (
            hasNextPage && (
              <p className="announcements-page__more">
                <button type="button" className="button" aria-busy={isFetchingNextPage} onClick={() => void showOlder()}>
                  {isFetchingNextPage ? 'Loading older notices...' : 'Show older notices'}
                </button>
              </p>
            )
          )}
        </>
      )}
    </DataSection>
  );
}
