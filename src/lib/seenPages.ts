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
/** Until when the copy may stand in for the page (milliseconds since the epoch), when something in it ends. */
export const SHOWN_UNTIL_HEADER = 'X-Shown-Until';

/**
 * Marks an element of a page that must not be shown after a time (an ISO moment): a notice with a take-down time, an
 * Urgent mark. A copy of the page holding one is not used from then on (`shownUntil`).
 */
export const SHOWN_UNTIL_ATTRIBUTE = 'data-shown-until';

/** What follows the root's closing tag in index.html, so that the worker finds where the root ends. */
export const ROOT_END_MARK = '<!--/root-->';
/** The attribute that tells the browser its page came with a seen copy in the root (src/boot.tsx). */
export const SEEN_COPY_ATTRIBUTE = 'data-seen-copy';

export interface SeenPage {
  html: string;
  entryScript: string;
  savedAt: number;
  /** The earliest end of what it shows (SHOWN_UNTIL_ATTRIBUTE), or null: from then it is not used. */
  shownUntil: number | null;
}

/** The address of the module script that starts a page (`<script type="module" src>`), as the HTML writes it. */
export function entryScriptOf(html: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * The prerendered `page` with `seen`'s HTML in its root, marked as such; null when `seen` cannot stand in for it: it
 * was rendered by another build's code, kept longer than `maxAgeMs` ago (its saved data is gone then too), or shows
 * something whose end has come (a notice past its take-down time: never shown, not even for a moment).
 */
export function pageWithSeenCopy(page: string, seen: SeenPage, now: number, maxAgeMs: number): string | null {
  if (now - seen.savedAt > maxAgeMs || seen.savedAt > now) return null;
  if (seen.shownUntil !== null && now >= seen.shownUntil) return null;
  if (entryScriptOf(page) !== seen.entryScript) return null;
  const rootStart = /<div id="root"( data-page="[^"]*")>/.exec(page);
  const markAt = page.indexOf(ROOT_END_MARK);
  const rootEnd = page.lastIndexOf('</div>', markAt);
  if (!rootStart || markAt < 0 || rootEnd < rootStart.index) return null;
  const opening = `<div id="root"${rootStart[1]} ${SEEN_COPY_ATTRIBUTE}>`;
  return `${page.slice(0, rootStart.index)}${opening}${seen.html}${page.slice(rootEnd)}`;
}

/**
 * Keeps `html` as the page at `path` last shown by this build's code (`entryScript`), replacing any earlier copy, to be
 * used until `shownUntil` at most (the earliest SHOWN_UNTIL_ATTRIBUTE in it).
 */
export async function keepSeenPage(path: string, html: string, entryScript: string, shownUntil: number | null): Promise<void> {
  const cache = await caches.open(SEEN_PAGES_CACHE);
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', [ENTRY_HEADER]: entryScript, [SAVED_AT_HEADER]: String(Date.now()) };
  if (shownUntil !== null) headers[SHOWN_UNTIL_HEADER] = String(shownUntil);
  await cache.put(path, new Response(html, { headers }));
}
