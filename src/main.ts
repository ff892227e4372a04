/**
 * The entry: small, so that it runs early. It starts the reads of the page the HTML holds (src/app/pageReads.ts),
 * then loads React (boot.tsx) to hydrate the page: at once when the page's first screen waits for data (its HTML
 * has already asked for the chunks), else once the page has been painted, so that nothing competes with the page's
 * styles and pictures. The admin area's shell (no prerendered page) loads it at once.
 */
import { showsDataFirst, startPageReads } from './app/pageReads';
import './styles/global.css';

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
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (pageId === undefined) {
  boot();
} else {
  startPageReads(pageId, window.location.pathname);
  if (showsDataFirst(pageId)) boot();
  else afterFirstPaint(boot);
}
