/**
 * A public page as this device last showed it, data and all, so that a return visit paints it at once: the page
 * keeps its rendered HTML (src/app/layout/useKeepPageForNextVisit.ts) and the service worker serves its prerendered
 * file with that HTML in the root (src/serviceWorker/serviceWorker.ts); the browser then hydrates it with the data
 * saved beside it (src/lib/savedQueries.ts). Shared by the page and the worker: both run this module.
 */

/** The cache of seen pages, one entry per address (its path). */
export const SEEN_PAGES_CACHE = 'seen-pages';

/** The build's entry script the HTML was rendered by (the page's code must be the one that renders it again). */
export const ENTRY_HEADER = 'X-Entry-Script';
/** When the page was kept (milliseconds since the epoch). */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** What follows the root's closing tag in index.html, so that the worker finds where the root ends. */
export const ROOT_END_MARK = '<!--/root-->';
/** The attribute that tells the browser its page came with a seen copy in the root (src/boot.tsx). */
export const SEEN_COPY_ATTRIBUTE = 'data-seen-copy';

export interface SeenPage {
  html: string;
  entryScript: string;
  savedAt: number;
}

/** The address of the module script that starts a page (`<script type="module" src>`), as the HTML writes it. */
export function entryScriptOf(html: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * The prerendered `page` with `seen`'s HTML in its root, marked as such; null when `seen` cannot stand in for it: it
 * was rendered by another build's code, or kept longer than `maxAgeMs` ago (its saved data is gone then too).
 */
export function pageWithSeenCopy(page: string, seen: SeenPage, now: number, maxAgeMs: number): string | null {
  if (now - seen.savedAt > maxAgeMs || seen.savedAt > now) return null;
  if (entryScriptOf(page) !== seen.entryScript) return null;
  const rootStart = /<div id="root"( data-page="[^"]*")>/.exec(page);
  const markAt = page.indexOf(ROOT_END_MARK);
  const rootEnd = page.lastIndexOf('</div>', markAt);
  if (!rootStart || markAt < 0 || rootEnd < rootStart.index) return null;
  const opening = `<div id="root"${rootStart[1]} ${SEEN_COPY_ATTRIBUTE}>`;
  return `${page.slice(0, rootStart.index)}${opening}${seen.html}${page.slice(rootEnd)}`;
}

/** Keeps `html` as the page at `path` last shown by this build's code (`entryScript`), replacing any earlier copy. */
export async function keepSeenPage(path: string, html: string, entryScript: string): Promise<void> {
  const cache = await caches.open(SEEN_PAGES_CACHE);
  const headers = { 'Content-Type': 'text/html; charset=utf-8', [ENTRY_HEADER]: entryScript, [SAVED_AT_HEADER]: String(Date.now()) };
  await cache.put(path, new Response(html, { headers }));
}
