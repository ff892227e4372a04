import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { LoadError } from './LoadError';
import './ShowMore.css';

interface ShowMoreProps {
  query: UseInfiniteQueryResult<InfiniteData<unknown>>;
  /** The list the pages are shown in, and how many items it shows now. */
  list: RefObject<HTMLElement | null>;
  shown: number;
  /** The element of an item that takes the focus (its heading's link): the first one a page adds gets it. */
  focusTarget: string;
  /** The button's words, while it waits and what it brings ('the older notices'), for the failure's line. */
  label: string;
  busyLabel: string;
  what: string;
}

/**
 * 'Show more' under a list read a page at a time (a cursor: src/lib/firestoreRest.ts): the button while there is a
 * next page, its busy words while it is read, a failure with Retry. The focus moves to the first item a page adds, so
 * that a keyboard or screen reader goes on reading where the new ones start.
 */
export function ShowMore({ query, list, shown, focusTarget, label, busyLabel, what }: ShowMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // The index of the first item a page adds, focused once it is on the page.
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    if (firstAdded.current === null || firstAdded.current >= shown) return;
    list.current?.querySelectorAll<HTMLElement>(focusTarget)[firstAdded.current]?.focus();
    firstAdded.current = null;
  }, [shown, list, focusTarget]);

  async function showMore() {
    if (isFetchingNextPage) return;
    firstAdded.current = shown;
    if ((await fetchNextPage()).isError) firstAdded.current = null;
  }

  if (isFetchNextPageError && !isFetchingNextPage) return <LoadError what={what} onRetry={() => void showMore()} />;
  if (!hasNextPage) return null;
  return (
    <p className="show-more">
      <button type="button" className="button" aria-busy={isFetchingNextPage} onClick={() => void showMore()}>
        {isFetchingNextPage ? busyLabel : label}
      </button>
    </p>
  );
}
