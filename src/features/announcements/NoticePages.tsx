import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { DataSection } from '@/components/DataSection';
import { ShowMore } from '@/components/ShowMore';
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

/** Notices read a page at a time, newest first (src/features/announcements/announcementsService.ts): 'Show older notices' adds the next page. */
export function NoticePages({ query, shows, what, empty }: NoticePagesProps) {
  const seenBefore = useNoticesSeenBefore();
  const list = useRef<HTMLDivElement>(null);
  const announcements = query.data?.pages.flatMap((page) => page.announcements).filter(shows ?? (() => true));
  const { arrived, said } = useArrivals(announcements?.map(({ id }) => id));

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
          <ShowMore
            query={query}
            list={list}
            shown={notices.length}
            focusTarget=".announcement-card__title a"
            label="Show older notices"
            busyLabel="Loading older notices..."
            what="the older notices"
          />
        </>
      )}
    </DataSection>
  );
}
