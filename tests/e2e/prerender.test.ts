/**
 * Every public page arrives as HTML (scripts/prerender.mjs) and the browser takes it over without rebuilding it:
 * the response holds the page's heading and its own head tags before any script runs, and hydration keeps the
 * prerendered elements and reports no error.
 */
import { describe, expect, test } from 'vitest';
import { prerenderedHeads } from '@/app/pageHeads';
import { school } from '@/content/school';
import { isRoute } from '../../scripts/lib/prerender-html.mjs';
import { PHONE, baseUrl, headingIsPrerendered, keepPrerenderedHeading, openBrowser, recordErrors } from './browser';
import { addressOf } from './seeded';

const browser = openBrowser();
const pages = prerenderedHeads.flatMap((head) => (head.path === null ? [] : [{ ...head, path: addressOf(head.path), route: isRoute(head.path) }]));

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** The text of the first <h1> of some HTML, its tags dropped. */
function firstHeading(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return decode((match?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

test('a page opened in a background tab is taken over by React before it is ever painted', async () => {
  const page = await browser.newPage(PHONE);
  page.setDefaultTimeout(10_000);
  // What Chromium does with a tab opened in the background, which a headless page cannot be: the document is hidden,
  // and no paint comes until it is shown.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
    const Observer = window.PerformanceObserver;
    window.PerformanceObserver = class extends Observer {
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') super.observe(options);
      }
    };
  });
  await keepPrerenderedHeading(page);
  const errors = recordErrors(page);
  // `goto` waits until React has taken over the page (browser.ts): /about loads React only after its first paint.
  await page.goto('/about');
  expect(await headingIsPrerendered(page)).toBe(true);
  expect(errors).toEqual([]);
});

describe.each(pages)('$path', ({ path, route, title, description }) => {
  test('the HTML response holds the heading, the title, the description and the link-preview tags', async () => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(firstHeading(html)).not.toBe('');
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:site_name')).toBe(school.name);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\/og-image\.png$/);
    // One file for every announcement names no canonical address: the page sets its own (announcementPage.test.ts).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (route) expect(canonical).toBeUndefined();
    else expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
  });

  test('the browser hydrates it: the prerendered heading stays the same element, and no error is logged', async () => {
    const page = await browser.newPage(PHONE);
    const errors = recordErrors(page);
    await keepPrerenderedHeading(page);
    const html = await (await fetch(baseUrl + path)).text();

    await page.goto(path);
    // Hydrated: React has taken over the heading (a heading that is only HTML carries no React fiber).
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    expect(await headingIsPrerendered(page)).toBe(true);
    expect(await page.locator('h1').first().innerText()).toBe(firstHeading(html));
    expect(errors.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
});
