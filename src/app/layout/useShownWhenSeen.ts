import { useIsFetching } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { usePageLoading } from './pageLoading';

/** How near the screen an element counts as seen: about a thumb's flick ahead of the reader. */
const AHEAD = '300px';

/**
 * Whether something heavy that the reader may never scroll to (the footer's Google map: a page of its own, hundreds
 * of KB of script) may load: once the page has loaded, no read of its data is under way, and the element is near the
 * screen. Until then the page's own content has the phone's connection to itself. Nothing counts while a page's
 * code is loading: the footer is then near the top only until the page arrives. False in the prerendered HTML and at
 * hydration; once true, it stays true.
 */
export function useShownWhenSeen(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  const fetching = useIsFetching() > 0;
  const pageLoading = usePageLoading();
  const waiting = fetching || pageLoading;

  useEffect(() => {
    const element = ref.current;
    if (shown || waiting || element === null) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        setShown(true);
        return;
      }
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true), { rootMargin: AHEAD });
      observer.observe(element);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, [ref, shown, waiting]);

  return shown;
}
