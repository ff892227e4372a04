import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClassFilterState } from '@/components/ClassFilter';
import { LoadError } from '@/components/LoadError';
import { audienceLabel } from '@/lib/audience';
import { longDate } from '@/lib/dateText';
import { schoolYearName } from '@/lib/schoolYear';
import { announcementPath } from '../announcementAddress';
import { isArchivedFor } from '../announcementsService';
import type { MarkedText, SearchHit } from './noticeIndex';
import { useNoticesToSearch } from './noticeSearchQueries';
import type { SearchEngine } from './searchEngine';
import { forClasses } from './searchedNotices';

/** How many results show at first, and how many more each 'Show more results' adds. */
const RESULTS_PAGE = 20;

function Marked({ text }: { text: MarkedText }) {
  return text.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

function SearchResult({ hit: { notice, title, extract } }: { hit: SearchHit }) {
  const archived = isArchivedFor(notice);
  return (
    <li className="card card--outlined notice-search__hit">
      <h2 className="notice-search__title">
        <Link to={announcementPath(notice.id)}>
          <Marked text={title} />
        </Link>
      </h2>
      <p className="notice-search__about">
        {notice.datePosted && <time dateTime={notice.datePosted.toISOString()}>{longDate(notice.datePosted, 'device')}</time>}
        {notice.audience.length > 0 && <span>{audienceLabel(notice.audience)}</span>}
        <span className={archived ? 'notice-search__state notice-search__state--archived' : 'notice-search__state'}>{archived ? 'Archived' : 'Current'}</span>
      </p>
      {extract.length > 0 && (
        <p className="notice-search__extract">
          <Marked text={extract} />
        </p>
      )}
    </li>
  );
}

/** `1 notice`, `3 notices`. */
const notices = (count: number) => `${count} ${count === 1 ? 'notice' : 'notices'}`;

/** The results found, a page at a time, then 'Search older notices' a school year further back while there are older years. */
function FoundNotices({ hits, query }: { hits: SearchHit[]; query: ReturnType<typeof useNoticesToSearch>['query'] }) {
  const [count, setCount] = useState(RESULTS_PAGE);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const from = query.data?.pages.at(-1)?.from;
  // The year before the earliest one read.
  const olderYear = from && schoolYearName(new Date(from.getTime() - 1));
  return (
    <>
      {hits.length > 0 && (
        <ol className="bare-list notice-search__hits">
          {hits.slice(0, count).map((hit) => (
            <SearchResult key={hit.notice.id} hit={hit} />
          ))}
        </ol>
      )}
      {hits.length > count && (
        <p className="notice-search__more">
          <button type="button" className="button button--secondary" onClick={() => setCount(count + RESULTS_PAGE)}>
            Show more results
          </button>
        </p>
      )}
      {isFetchNextPageError && !isFetchingNextPage ? (
        <LoadError what="the older notices" onRetry={() => void fetchNextPage()} />
      ) : (
        hasNextPage &&
        olderYear && (
          <p className="notice-search__more">
            <button type="button" className="button button--secondary" aria-busy={isFetchingNextPage} onClick={() => void (isFetchingNextPage || fetchNextPage())}>
              {isFetchingNextPage ? `Searching ${olderYear}…` : `Search older notices (${olderYear})`}
            </button>
          </p>
        )
      )}
    </>
  );
}

/**
 * The results of `search`: the notices found, for the page's classes (its ClassFilter: the device's, or every class),
 * best first, with a count said to screen readers, and 'Search every class' when the filter hides some. While the
 * search or its notices are still loading, a quiet line in the same live region (so that the count is said as it
 * replaces it); a failed read, the error with Retry.
 */
export function NoticeSearchResults({ search, engine, filter, onClear }: { search: string; engine: SearchEngine | null; filter: ClassFilterState; onClear: () => void }) {
  const { query, notices: held } = useNoticesToSearch();
  const find = useMemo(() => (engine && held ? engine.indexNotices(held) : null), [engine, held]);
  const hits = useMemo(() => find?.(search) ?? null, [find, search]);
  const { classes } = filter;
  const shown = hits && forClasses(hits, classes);
  const others = hits && shown ? hits.length - shown.length : 0;
  const failed = query.isError && !query.data;

  let status = failed ? '' : 'Searching the notices…';
  if (shown) {
    status = `${shown.length === 0 ? `No notices found for “${search}”` : `${notices(shown.length)} found`}${classes.length > 0 ? ` for ${audienceLabel(classes)} and the whole school` : ''}${
      others > 0 ? ` (${notices(others)} more for other classes)` : ''
    }.`;
  }

  return (
    <section className="notice-search__results" aria-label="Search results">
      <div className="notice-search__summary">
        <p className={shown ? undefined : 'status-line'} role="status">
          {status}
        </p>
        {shown && (
          <p className="notice-search__actions">
            {others > 0 && (
              <button type="button" className="text-button" onClick={() => filter.setShowingAll(true)}>
                Search every class
              </button>
            )}
            <button type="button" className="text-button" onClick={onClear}>
              Clear search
            </button>
          </p>
        )}
      </div>
      {failed && <LoadError what="the notices to search" onRetry={() => void query.refetch()} />}
      {shown && <FoundNotices key={search} hits={shown} query={query} />}
    </section>
  );
}
