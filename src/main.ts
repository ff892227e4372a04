/**
 * The entry: small, so that it runs early. It starts the reads of the page the HTML holds (src/app/pageReads.ts),
 * then loads React (boot.tsx) to hydrate the page: at once when the page's first screen waits for data (its HTML
 * has already asked for the chunks), else after the first paint, so that nothing competes with the page's styles
 * and pictures. The admin area's shell (no prerendered page) loads it at once.
 */
import { showsDataFirst, startPageReads } from './app/pageReads';
import './styles/global.css';

const boot = () => void import('./boot');
const pageId = document.getElementById('root')?.dataset.page;

if (pageId === undefined) {
  boot();
} else {
  startPageReads(pageId, window.location.pathname);
  if (showsDataFirst(pageId)) boot();
  else requestAnimationFrame(() => setTimeout(boot));
}
