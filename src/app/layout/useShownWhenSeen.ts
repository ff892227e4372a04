import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { usePageLoaded } from '@/lib/usePageLoaded';
import { usePageLoading } from './pageLoading';

/** How near the screen an element counts as seen: about a thumb's flick ahead of the reader. */
const AHEAD = '300px';

/**
 * Whether something heavy that the reader may never scroll to (the footer's Google map: a page of its own, hundreds
 * of KB of script) may load: once the page has loaded, no read of the page's data is under way, and the element (given the
 * returned `ref`) is near the screen. Until then the page's own content has the phone's connection to itself.
 * Nothing counts while a page's code is loading: the footer is then near the top only until the page arrives.
 * False in the prerendered HTML and at hydration; once true, it stays true.
 */
export function useShownWhenSeen(): { ref: (element: Element | null) => void; shown: boolean } {
  const [shown, setShown] = useState(false);
  const loaded = usePageLoaded();
  // The page's reads, not the frame's (the urgent notices, read again every minute or so).
  const fetching = useIsFetching({ predicate: (query) => query.meta?.frame !== true }) > 0;
  const pageLoading = usePageLoading();
  const { ref } = useInView({
    rootMargin: AHEAD,
    skip: shown || !loaded || fetching || pageLoading,
    // A browser without IntersectionObserver shows it at once.
    fallbackInView: true,
    onChange: (inView) => inView && setShown(true),
  });
  return { ref, shown };
}
