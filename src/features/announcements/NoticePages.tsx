import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DataSection } from '@/components/DataSection';
import { LoadError } from '@/components/LoadError';
import { AnnouncementCard } from './AnnouncementCard';
import type { Announcement, NoticePage } from './announcementsService';
import { isNew, useNoticesSeenBefore } from './noticesSeen';
import { useArrivals } from './useArrivals';

interface NoticePagesProps {
  query: UseInfiniteQueryResult<InfiniteData<NoticePage>>;
  /** Which of the notices read are shown (a saved copy may hold one that has moved since); all when not given. */
  shows?: (announcement: Announcement) => boolean;
  /** What the section holds, for its loading and error lines ('the announcements'). */
  what: string;
  empty: string;
}

/**
 * Notices read a page at a time, newest first (src/features/announcements/announcementsService.ts, a cursor): 'Show
 * older notices' adds the next page after the last one shown, until none is left. The focus moves to the first notice
 * added, so that a keyboard or screen reader goes on reading where the new ones start.
 */
export function NoticePages({ query, shows, what, empty }: NoticePagesProps) {
  const seenBefore = useNoticesSeenBefore();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const list = useRef<HTMLDivElement>(null);
  const announcements = query.data?.pages.flatMap((page) => page.announcements).filter(shows ?? (() => true));
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
    <DataSection query={{ ...query, data: announcements }} what={what} empty={empty} reserve="page" early>
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
