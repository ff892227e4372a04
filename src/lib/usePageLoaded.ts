import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('load', changed);
  return () => window.removeEventListener('load', changed);
}

/**
 * Whether the page has loaded (its `load` event has fired: the HTML, its styles, scripts and pictures are in): the
 * moment for work that must not compete with the page itself. False while prerendering and hydrating.
 */
export const usePageLoaded = (): boolean => useSyncExternalStore(subscribe, () => document.readyState === 'complete', () => false);

/**
 * Whether `ms` have passed since the page loaded: for work that must also leave the page's first pictures, which a
 * page of data asks for only once its data is in (after `load`), the time to show. Once true, it stays true.
 */
export function usePageLoadedFor(ms: number): boolean {
  const loaded = usePageLoaded();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loaded || waited) return;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [loaded, waited, ms]);
  return waited;
}
