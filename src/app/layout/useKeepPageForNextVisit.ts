import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isSavedCopy } from '@/lib/savedQueries';
import { keepSeenPage, SHOWN_UNTIL_ATTRIBUTE } from '@/lib/seenPages';

/** The address the document was opened at: the page the worker serves on the next visit there. */
const openedAt = typeof window === 'undefined' ? '' : window.location.pathname;
/** Whether it was opened with a search in its address (`/archive?q=fee`): the page then shows that search, not the page. */
const openedWithSearch = typeof window !== 'undefined' && window.location.search !== '';

/** Whether the visitor has done anything yet: from then on the page shows their doing (a menu, a scroll), not the page. */
let touched = false;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll']) {
    window.addEventListener(type, () => (touched = true), { capture: true, passive: true, once: true });
  }
}

/** The earliest moment an element of `root` may be shown until (SHOWN_UNTIL_ATTRIBUTE), or null for none. */
function shownUntilOf(root: Element): number | null {
  const ends = [...root.querySelectorAll(`[${SHOWN_UNTIL_ATTRIBUTE}]`)]
    .map((element) => Date.parse(element.getAttribute(SHOWN_UNTIL_ATTRIBUTE) ?? ''))
    .filter(Number.isFinite);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * When every read on screen holds data this visit has read (none still under way, failed, or a saved copy): the
 * time of the newest, so that each new answer counts as a change; else ''.
 */
function dataShown(client: QueryClient): string {
  // Not the frame's reads (the urgent notices): they are left out of the copy (data-client-only).
  const onScreen = client.getQueryCache().findAll({ predicate: (query) => query.getObserversCount() > 0 && query.meta?.frame !== true });
  const complete = onScreen.every(
    (query) => query.meta?.savedOnDevice === true && query.state.status === 'success' && query.state.fetchStatus === 'idle' && !isSavedCopy(query),
  );
  return onScreen.length > 0 && complete ? String(Math.max(...onScreen.map((query) => query.state.dataUpdatedAt))) : '';
}

/** The HTML of `root` without the content of elements marked `data-client-only` (a map, the particles: what the browser adds). */
function withoutClientOnly(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('[data-client-only]')) element.replaceChildren();
  return copy.innerHTML;
}

/**
 * Keeps the page as shown, data and all, for the service worker to paint at once on the next visit
 * (src/lib/seenPages.ts): each time the page's data has arrived, while the page is as it first rendered (the address
 * it was opened at, nothing done to it yet), so that the copy is what the browser renders again from the same data.
 * Only a page the worker serves, which it will serve again.
 */
export function useKeepPageForNextVisit(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const shown = useSyncExternalStore(subscribe, () => dataShown(client), () => '');

  useEffect(() => {
    if (!shown || touched || openedWithSearch || pathname !== openedAt || window.scrollY !== 0 || !navigator.serviceWorker?.controller) return;
    const root = document.getElementById('root');
    const entryScript = document.querySelector('script[type="module"][src]')?.getAttribute('src');
    if (!root || !entryScript) return;
    void keepSeenPage(pathname, withoutClientOnly(root), entryScript, shownUntilOf(root)).catch(() => undefined);
  }, [shown, pathname]);
}
