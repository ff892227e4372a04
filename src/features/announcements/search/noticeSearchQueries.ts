import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { savedOnDevice, withReadTimeout } from '@/lib/queries';
import { isNoticeList, listedIn } from '../announcementsQueries';
import { announcementsKey } from '../announcementsReads';
import { listNoticesToSearch, searchableNotice, type SearchedYears } from './noticeSearchService';
import { latestCopies, type ReadNotices } from './searchedNotices';

/** How long the search's reads stay fresh on a device: later searches within a day read nothing. */
const FRESH_FOR_A_DAY = 24 * 60 * 60_000;

/**
 * The notices the search searches, a step at a time (noticeSearchService.ts): the last two school years first, then
 * one more year back for each 'Search older notices', until a year holds none. Kept on the device, fresh for a day.
 * Under the announcements' key, so that an administrator's write reads it again.
 */
export const noticesToSearchQuery = savedOnDevice(
  infiniteQueryOptions({
    queryKey: [...announcementsKey, 'search'],
    queryFn: ({ pageParam }) => withReadTimeout(listNoticesToSearch(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last: SearchedYears, _all: SearchedYears[], step: number) => (step > 0 && last.notices.length === 0 ? undefined : step + 1),
  }),
  FRESH_FOR_A_DAY,
);

const NONE: ReadNotices[] = [];

/** What the page's lists hold now, as a function of no arguments that gives the same array while no list changes. */
function listedNoticesOf(client: QueryClient): () => ReadNotices[] {
  let states: unknown[] = [];
  let listed = NONE;
  return () => {
    const lists = client.getQueryCache().findAll({ queryKey: announcementsKey, predicate: isNoticeList });
    // A query's state is replaced, never changed.
    if (lists.length === states.length && lists.every(({ state }, index) => state === states[index])) return listed;
    states = lists.map(({ state }) => state);
    listed = lists.flatMap(({ state }) => (state.data === undefined ? [] : [{ notices: listedIn(state.data).map(searchableNotice), readAt: state.dataUpdatedAt }]));
    return listed;
  };
}

/**
 * The notices the page's lists hold, with when each list was read, followed as the lists are read. Read from the
 * cache without observing the lists: the search does not make a list read, nor keep a saved one on screen.
 */
function useListedNotices(): ReadNotices[] {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const snapshot = useMemo(() => listedNoticesOf(client), [client]);
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/**
 * The notices to search, and the read's state (used only once the visitor has typed a search): the search's reads with
 * the notices the page's lists hold (a notice posted since the search last read is on the page), each in its latest copy.
 */
export function useNoticesToSearch() {
  const query = useInfiniteQuery(noticesToSearchQuery);
  const listed = useListedNotices();
  const { data, dataUpdatedAt } = query;
  const notices = useMemo(
    () => data && latestCopies([...data.pages.map((page) => ({ notices: page.notices, readAt: dataUpdatedAt })), ...listed]),
    [data, dataUpdatedAt, listed],
  );
  return { query, notices };
}
