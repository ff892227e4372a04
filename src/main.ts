/**
 * The entry: small, so that it runs early. It starts the reads of the page the HTML holds (src/app/pageReads.ts; at
 * once where the first screen waits for them, else after the first paint), then loads React (boot.tsx) to hydrate the
 * page:
 * - when the entry shows the page's first picture or first screen itself (src/lib/firstPicture.ts, firstScreen.ts): once
 *   that has been painted, so that React's chunks (which its HTML does not preload) and work come after it;
 * - else when the page's first screen waits for data: at once (its HTML has already asked for the chunks);
 * - else once the page has been painted, so that nothing competes with the page's styles and pictures.
 * The admin area's shell (no prerendered page) loads it at once.
 */
import { showsDataFirst, startPageReads } from './app/pageReads';
import { afterNextPaint } from './lib/afterPaint';
import { configResult } from './lib/config';
import { readsCarry } from './lib/firestoreRest';
import { hasEarlyPictureBox } from './lib/firstPicture';
import { hasEarlyScreenBox } from './lib/firstScreen';
import './styles/global.css';

/**
 * How long React waits for the first picture or screen at most: a picture host or database that is slow or does not
 * answer must not keep the page's menu and buttons from working.
 */
const FIRST_SHOWN_WAIT_MS = 3000;

const boot = () => void import('./boot');
const pageId = document.getElementById('root')?.dataset.page;

/**
 * Calls `then` once the browser reports the page's first contentful paint: a frame can be painted later than its
 * `requestAnimationFrame` callback, and React's chunk must not be asked for before it. (A browser that cannot report
 * paints: after a frame.) A page opened in a background tab is neither painted nor given frames until it is shown,
 * and nothing on a screen competes with React then: it is asked for at once, so the page works when it is looked at.
 */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') {
    then();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    afterNextPaint(then);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Calls `then` once `shown` has settled, or after FIRST_SHOWN_WAIT_MS; at once in a background tab (no paints there). */
function afterShown(shown: Promise<void>, then: () => void): void {
  if (document.visibilityState === 'hidden') {
    then();
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  void shown.then(once);
  setTimeout(once, FIRST_SHOWN_WAIT_MS);
}

// With App Check on, every read carries its token (src/lib/appCheck.ts, fetched only then), the page's first reads
// included, and the admin area's SDKs take it once it has started.
if (configResult.ok && configResult.config.appCheck) {
  const appCheck = import('./lib/appCheck');
  readsCarry(() => appCheck.then(({ appCheckHeaders }) => appCheckHeaders()));
  void appCheck.then(({ startAppCheck }) => startAppCheck());
}

if (pageId === undefined) {
  boot();
} else if (!showsDataFirst(pageId)) {
  // The first screen is complete as prerendered: its data (below it, if any) is asked for once it is painted, beside
  // React, so that nothing competes with the styles the first paint waits for.
  afterFirstPaint(() => {
    void startPageReads(pageId, window.location.pathname);
    boot();
  });
} else {
  const firstShown = startPageReads(pageId, window.location.pathname);
  if (hasEarlyPictureBox() || hasEarlyScreenBox()) afterShown(firstShown, boot);
  else boot();
}
