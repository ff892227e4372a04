/// <reference lib="webworker" />
/**
 * The site's service worker (built by scripts/lib/service-worker.mjs into /sw.js, after the prerender step).
 * - The public pages' code, styles and prerendered HTML are precached when it installs (never the admin area's;
 *   the Firebase SDK of /administration's live lists is kept only once that page has loaded it).
 * - A public page is asked of the network first, but a phone on a slow connection does not wait for it: after
 *   PAGE_NETWORK_WAIT_MS, or at once offline, the precached copy of the page answers (the network's answer, when it
 *   comes, is not kept: pages change only with a deploy, and a deploy brings a new worker, with new copies, which
 *   takes over at once).
 * - Pictures (Cloudinary's and the site's own) come from a bounded cache once seen.
 * - Everything else (the database, sign-in, uploads, the admin area) goes to the network as if there were no worker;
 *   an admin address with no connection gets the admin area's empty shell, which says that it needs a connection.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
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

/** The network's answer, unless it fails or takes longer than `ms`: then null. */
async function networkWithin(request: Request, ms: number): Promise<Response | null> {
  const network = fetch(request).catch(() => null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  const response = await Promise.race([network, timeout]);
  return response && response.status < 500 ? response : null;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && pageFileAt(__PAGE_ROUTES__, url.pathname) !== null,
  async ({ request, url }) => {
    const page = pageFileAt(__PAGE_ROUTES__, url.pathname);
    if (page?.admin) {
      // Network only; offline, the empty shell (no admin data is ever cached) says that it needs a connection.
      return fetch(request).catch(async () => (await matchPrecache(page.file)) ?? Response.error());
    }
    const saved = page && (await matchPrecache(page.file));
    if (!saved) return fetch(request);
    return (await networkWithin(request, PAGE_NETWORK_WAIT_MS)) ?? saved;
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
