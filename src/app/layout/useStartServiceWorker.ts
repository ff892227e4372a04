import { useIsRestoring, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

let started = false;

/** Resolves once the document has loaded, its pictures included. */
const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** Resolves once none of the page's reads is under way. */
function readsAnswered(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    const check = () => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    };
    const stop = cache.subscribe(check);
    check();
  });
}

/** The next moment the browser has nothing to do (Safari has no requestIdleCallback: a moment later). */
const idle = (): Promise<void> =>
  new Promise((resolve) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 200)));

/**
 * Registers the service worker (src/serviceWorker/), which keeps the site for offline and return visits. On the visit
 * that installs it, the pictures the page has shown came before it: they are handed to it (Workbox's CACHE_URLS),
 * so that the next visit finds them too.
 */
async function registerServiceWorker(): Promise<void> {
  const controlledFromTheStart = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register('/sw.js');
  if (controlledFromTheStart) return;
  const { active } = await navigator.serviceWorker.ready;
  // Pictures, and the preloads of first pictures (the worker keeps only the pictures among them).
  const loaded = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const pictures = loaded.flatMap(({ initiatorType, name }) => (initiatorType === 'img' || initiatorType === 'link' ? [name] : []));
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: pictures } });
}

/**
 * Starts the service worker once a public page is up: loaded, its saved data back and its reads answered, and the
 * browser idle. Its first install downloads the whole site (about 2 MB): on a phone's slow connection that must not
 * compete with the page the visitor is waiting for, nor its work with the page's own on a slow processor.
 */
export function useStartServiceWorker(): void {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring || started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    started = true;
    void pageLoaded()
      .then(() => readsAnswered(client))
      .then(idle)
      .then(registerServiceWorker)
      .catch(() => undefined);
  }, [client, restoring]);
}
