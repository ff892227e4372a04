/// <reference lib="webworker" />
/**
 * The site's service worker (built by scripts/lib/service-worker.mjs into /sw.js, after the prerender step).
 * - The public pages' code, styles and prerendered HTML are precached when it installs (never the admin area's;
 *   the Firebase SDK of /administration's live lists is kept only once that page has loaded it).
 * - A public page is asked of the network first, but a phone on a slow connection does not wait for it: after
 *   PAGE_NETWORK_WAIT_MS, at once offline, and at once when the network's last answer took longer than that, the
 *   precached copy answers, with the page as this device last showed it in its root where there is one
 *   (src/lib/seenPages.ts): it paints at once, data and all. The network's answer is served when it comes in time
 *   and is not the precached copy (a deploy this worker does not know yet); otherwise it is only timed, for the next
 *   visit. (Pages change only with a deploy, and a deploy brings a new worker, with new copies, which takes over at
 *   once.)
 * - Pictures (Cloudinary's and the site's own) come from a bounded cache once seen.
 * - Everything else (the database, sign-in, uploads, the admin area) goes to the network as if there were no worker;
 *   an admin address with no connection gets the admin area's empty shell, which says that it needs a connection.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SAVED_FOR_MS } from '../lib/queries';
import { ENTRY_HEADER, pageWithSeenCopy, SAVED_AT_HEADER, SEEN_PAGES_CACHE, SHOWN_UNTIL_HEADER } from '../lib/seenPages';
import { pageFileAt, type PageRoutes } from './pageRoutes';
import { pictureHandler } from './pictureCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Which file each public address is, and which addresses are the admin area's (written in by the build). */
declare const __PAGE_ROUTES__: PageRoutes;
/** Public chunks too heavy to precache (the Firebase SDK of /administration's live lists): kept once loaded. */
declare const __CACHED_ON_USE__: string[];

/** How long a page waits for the network before its precached copy answers. */
const PAGE_NETWORK_WAIT_MS = 250;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The pages kept by the build this worker replaces were rendered by its code: none stands in for a page of this one.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(SEEN_PAGES_CACHE)));

/** Where the worker keeps how long the network took to answer the last page (a number of milliseconds). */
const NETWORK_TIME_KEY = '/__page-network-ms';

/** Whether the last page's network answer took longer than the wait (or never came): this one does not wait. */
async function networkWasSlow(): Promise<boolean> {
  const kept = await caches.match(NETWORK_TIME_KEY, { cacheName: SEEN_PAGES_CACHE });
  return kept !== undefined && Number(await kept.text()) > PAGE_NETWORK_WAIT_MS;
}

/** The network's answer to `request`, timed: how long it took is kept for the next page's choice. */
function timedNetwork(request: Request): Promise<Response | null> {
  const started = Date.now();
  const keep = (ms: number) => caches.open(SEEN_PAGES_CACHE).then((cache) => cache.put(NETWORK_TIME_KEY, new Response(String(ms))));
  return fetch(request).then(
    async (response) => {
      await keep(Date.now() - started).catch(() => undefined);
      return response.status < 500 ? response : null;
    },
    async () => {
      await keep(Number.POSITIVE_INFINITY).catch(() => undefined);
      return null;
    },
  );
}

/** `network`, unless it takes longer than `ms`: then null. */
function within(network: Promise<Response | null>, ms: number): Promise<Response | null> {
  return Promise.race([network, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** The precached page, with the copy of it this device last showed in its root where there is a usable one. */
async function pageAsLastSeen(pathname: string, precached: Response): Promise<Response> {
  const seen = await caches.match(pathname, { cacheName: SEEN_PAGES_CACHE });
  if (!seen) return precached;
  const page = await precached.text();
  const withCopy = pageWithSeenCopy(
    page,
    {
      html: await seen.text(),
      entryScript: seen.headers.get(ENTRY_HEADER) ?? '',
      savedAt: Number(seen.headers.get(SAVED_AT_HEADER)),
      shownUntil: seen.headers.has(SHOWN_UNTIL_HEADER) ? Number(seen.headers.get(SHOWN_UNTIL_HEADER)) : null,
    },
    Date.now(),
    SAVED_FOR_MS,
  );
  return new Response(withCopy ?? page, { headers: precached.headers });
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && pageFileAt(__PAGE_ROUTES__, url.pathname) !== null,
  async ({ request, url, event }) => {
    const page = pageFileAt(__PAGE_ROUTES__, url.pathname);
    if (page?.admin) {
      // Network only; offline, the empty shell (no admin data is ever cached) says that it needs a connection.
      return fetch(request).catch(async () => (await matchPrecache(page.file)) ?? Response.error());
    }
    const precached = page && (await matchPrecache(page.file));
    if (!precached) return fetch(request);
    const network = timedNetwork(request);
    // The worker stays up until the network has answered, so that its time is kept.
    if (event instanceof FetchEvent) event.waitUntil(network);
    const answer = (await networkWasSlow()) ? null : await within(network, PAGE_NETWORK_WAIT_MS);
    if (answer && (await answer.clone().text()) !== (await precached.clone().text())) return answer;
    return pageAsLastSeen(url.pathname, precached);
  },
);

// After the pages' route, which must come first: the precache's own route would answer /about from about.html.
precacheAndRoute(self.__WB_MANIFEST);

// By address alone: the pictures a page loaded before this worker controlled it come as CACHE_URLS messages (main.ts),
// which Workbox's router turns into requests with no destination.
registerRoute(
  ({ url }) => url.hostname === 'res.cloudinary.com' || (url.origin === self.location.origin && /^\/(demo|images)\//.test(url.pathname)),
  pictureHandler({ maxEntries: 120, maxBytes: 25 * 1024 * 1024 }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && __CACHED_ON_USE__.includes(url.pathname),
  // Few files, each replaced by a deploy: the older ones go.
  new CacheFirst({ cacheName: 'code-on-use', plugins: [new ExpirationPlugin({ maxEntries: 2 * __CACHED_ON_USE__.length })] }),
);
