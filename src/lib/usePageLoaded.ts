import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('load', changed);
  return () => window.removeEventListener('load', changed);
}

/**
 * Whether the page has loaded (its `load` event has fired: the HTML, its styles, scripts and pictures are in): the
 * moment for work that must not compete with the page itself. False while prerendering and hydrating.
 */
export const usePageLoaded = (): boolean => useSyncExternalStore(subscribe, () => document.readyState === 'complete', () => false);
