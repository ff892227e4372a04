/**
 * How the service worker puts the page this device last showed into the prerendered file (src/lib/seenPages.ts):
 * only a copy rendered by the same build's code, and no older than the data saved beside it.
 */
import { describe, expect, it } from 'vitest';
import { entryScriptOf, pageWithSeenCopy, SEEN_COPY_ATTRIBUTE } from '@/lib/seenPages';

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 10, 26, 6, 0);
const ENTRY = '/assets/index-AbC123.js';

/** A prerendered file as the build writes it (index.html's template, scripts/lib/prerender-html.mjs). */
const prerendered = (entry = ENTRY) =>
  [
    '<!doctype html><html><head>',
    `<script type="module" crossorigin src="${entry}"></script>`,
    '<link rel="stylesheet" href="/assets/index.css"></head><body>',
    '<div id="root" data-page="/Announcements"><div class="public-layout"><main><div class="loading">Loading...</div></main></div></div><!--/root-->',
    '<noscript>This website needs JavaScript.</noscript></body></html>',
  ].join('\n');

const seen = { html: '<div class="public-layout"><main><h2>Annual Day</h2><div>on 19 December</div></main></div>', entryScript: ENTRY, savedAt: NOW - DAY, shownUntil: null };

describe('the page as this device last showed it', () => {
  it('takes the place of the root’s prerendered content, marked, with everything around the root kept', () => {
    const page = pageWithSeenCopy(prerendered(), seen, NOW, 30 * DAY);
    expect(page).toContain(`<div id="root" data-page="/Announcements" ${SEEN_COPY_ATTRIBUTE}>${seen.html}</div><!--/root-->`);
    expect(page).not.toContain('Loading...');
    expect(page?.startsWith('<!doctype html><html><head>')).toBe(true);
    expect(page).toContain(`<script type="module" crossorigin src="${ENTRY}"></script>`);
    expect(page?.endsWith('<noscript>This website needs JavaScript.</noscript></body></html>')).toBe(true);
  });

  it('is not used when another build rendered it: its code would render another page', () => {
    expect(pageWithSeenCopy(prerendered('/assets/index-New456.js'), seen, NOW, 30 * DAY)).toBeNull();
  });

  it('is not used once older than the saved data it was shown with (or dated in the future)', () => {
    expect(pageWithSeenCopy(prerendered(), { ...seen, savedAt: NOW - 31 * DAY }, NOW, 30 * DAY)).toBeNull();
    expect(pageWithSeenCopy(prerendered(), { ...seen, savedAt: NOW + DAY }, NOW, 30 * DAY)).toBeNull();
    expect(pageWithSeenCopy(prerendered(), { ...seen, savedAt: NOW - 29 * DAY }, NOW, 30 * DAY)).not.toBeNull();
  });

  it('is not used once something it shows has ended (a notice past its take-down time), and is until then', () => {
    expect(pageWithSeenCopy(prerendered(), { ...seen, shownUntil: NOW }, NOW, 30 * DAY)).toBeNull();
    expect(pageWithSeenCopy(prerendered(), { ...seen, shownUntil: NOW - 1 }, NOW, 30 * DAY)).toBeNull();
    expect(pageWithSeenCopy(prerendered(), { ...seen, shownUntil: NOW + 1 }, NOW, 30 * DAY)).not.toBeNull();
  });

  it('is not used in a file without the root or its end mark (the admin shell, a page of another shape)', () => {
    expect(pageWithSeenCopy(prerendered().replace('<!--/root-->', ''), seen, NOW, 30 * DAY)).toBeNull();
    expect(pageWithSeenCopy(prerendered().replace(' data-page="/Announcements"', ''), seen, NOW, 30 * DAY)).toBeNull();
  });

  it('the entry script is read as the build writes it', () => {
    expect(entryScriptOf(prerendered())).toBe(ENTRY);
    expect(entryScriptOf('<html><script src="/x.js"></script></html>')).toBeNull();
  });
});
