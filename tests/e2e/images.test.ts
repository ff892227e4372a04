/**
 * Light images: a phone is sent pictures sized for its screen, the first picture of a page is fetched first, and
 * those below the fold wait until they are needed.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openBrowser, recordErrors } from './browser';

const browser = openBrowser();
/** A small phone, as the budget of the events page is set for. */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const EVENTS_IMAGE_BUDGET = 250_000;

/** Sums the bytes of every image the page receives from now on. */
function countImageBytes(page: Page): () => number {
  let bytes = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    void response.body().then(
      (body) => (bytes += body.length),
      () => {},
    );
  });
  return () => bytes;
}

test('on a 360 px phone the events page loads at most 250 KB of pictures, chosen from their smaller widths', async () => {
  const page = await browser.newPage(SMALL_PHONE);
  const imageBytes = countImageBytes(page);
  await page.goto('/OurEvents');
  const photos = page.locator('.event-photo__image');
  await photos.first().waitFor();
  await page.waitForLoadState('networkidle');

  const first = photos.first();
  expect(await first.getAttribute('loading')).toBe('eager');
  expect(await first.getAttribute('fetchpriority')).toBe('high');
  expect(await photos.nth(1).getAttribute('loading')).toBe('lazy');
  // The browser took a smaller width than the 1200 px original for a half-screen slot.
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-(480|800)w\.webp$/);
  for (const photo of await photos.all()) {
    expect(await photo.getAttribute('srcset')).toMatch(/ 480w, .+ 800w, .+ 1200w$/);
    expect(await photo.getAttribute('sizes')).toBeTruthy();
  }
  expect(imageBytes()).toBeLessThanOrEqual(EVENTS_IMAGE_BUDGET);
});

test('the year planner asks for its picture as soon as its data names it (a preload from the entry), and fetches it once', async () => {
  const page = await browser.newPage(SMALL_PHONE);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/year-planner');
  const first = page.locator('.year-planner__image').first();
  await first.waitFor();
  await page.waitForLoadState('networkidle');
  const shown = new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  // The entry's preload, with the same candidates and sizes as the picture: the browser chose the same file.
  const preloaded = page.locator('head link[rel="preload"][as="image"]');
  expect(await preloaded.count()).toBe(1);
  expect(await preloaded.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'));
  expect(await preloaded.getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'));
  expect(pictures.filter((picture) => picture === shown)).toEqual([shown]);
});

test("the year planner's picture is painted as soon as it has downloaded, before React has run, and then is the page's own", async () => {
  const page = await browser.newPage(SMALL_PHONE);
  const errors = recordErrors(page);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  // React's chunk is held back until the picture has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not awaited: the page's goto waits for React.
  const opened = page.goto('/year-planner');
  const early = page.locator('.early-picture img');
  await expect.poll(() => early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  const earlyBox = await early.boundingBox();
  expect(earlyBox?.height).toBeGreaterThan(300);
  const shownEarly = new URL(await early.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;

  release();
  await opened;
  const planner = page.locator('.year-planner__image');
  await planner.waitFor();
  await page.waitForLoadState('networkidle');
  // The page's picture took its place: the same file, fetched once, and no hydration error on the way.
  expect(new URL(await planner.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toBe(shownEarly);
  expect(await page.locator('.early-picture').count()).toBe(0);
  expect(pictures.filter((picture) => picture === shownEarly)).toEqual([shownEarly]);
  expect(errors.filter((text) => !text.includes('Service Worker registration blocked'))).toEqual([]);
});

/** When the page first painted a picture whose address matches `pattern` as its largest so far (ms since navigation). */
const firstLargestPaintOf = (page: Page, pattern: RegExp): Promise<number> =>
  page.evaluate(
    (source) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = (list.getEntries() as LargestContentfulPaint[]).find(({ url }) => new RegExp(source).test(url));
          resolve(entry?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    pattern.source,
  );

/** When the page asked for the files whose address matches `pattern`, and when each had arrived (ms since navigation). */
const resourceTimes = (page: Page, pattern: RegExp): Promise<{ name: string; startTime: number; responseEnd: number }[]> =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
        .filter((entry) => new RegExp(source).test(entry.name))
        .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    pattern.source,
  );

test("the year planner asks for React's chunk only once its picture has been painted: nothing shares the connection with it", async () => {
  const page = await browser.newPage(SMALL_PHONE);
  const errors = recordErrors(page);
  const html = await (await page.goto('/year-planner'))?.text();
  await page.locator('.year-planner__image').waitFor();
  const [boot] = await resourceTimes(page, /\/assets\/boot-[^/]*\.js$/);
  const [picture] = await resourceTimes(page, /\/year-planner-[^/]*\.webp$/);
  expect(boot).toBeDefined();
  expect(picture).toBeDefined();
  expect(boot?.startTime).toBeGreaterThan(picture?.responseEnd ?? Number.POSITIVE_INFINITY);
  expect(boot?.startTime).toBeGreaterThan(await firstLargestPaintOf(page, /\/year-planner-[^/]*\.webp$/));
  // Nor did the HTML ask for it ahead of the picture (the entry's import adds the page's modulepreloads later).
  expect(html).toContain('data-early-picture');
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*\/boot-/);
  expect(errors.filter((text) => !text.includes('Service Worker registration blocked'))).toEqual([]);
});

test('a picture host that does not answer does not keep the year planner from working: React comes all the same', async () => {
  const page = await browser.newPage(SMALL_PHONE);
  // The planner's picture never arrives.
  await page.route(/\/year-planner-[^/]*\.webp$/, () => undefined);
  await page.goto('/year-planner', { waitUntil: 'commit' });
  // The key dates are React's: they are listed although the picture is still on its way.
  await expect.poll(() => page.locator('.key-dates__month').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await page.locator('.year-planner__image').count()).toBe(1);
});

test("the achievements' other pictures are asked for only once the first, the one in view, has been painted", async () => {
  const page = await browser.newPage(SMALL_PHONE);
  const asked: string[] = [];
  // The first picture asked for (the first card's, shown by the entry before React) is held back until it is released.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/demo\/achievements\/[^/]*\.webp$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (asked.length === 1) await held;
    await route.continue();
  });
  await page.goto('/Achievements');
  const pictures = page.locator('.achievement-card__image');
  await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBeGreaterThan(1);
  // Every card is on the page, and only the first picture has been asked for.
  expect(new Set(asked).size).toBe(1);
  release();
  await expect.poll(() => pictures.nth(1).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  expect(new Set(asked).size).toBeGreaterThan(1);
  const times = await resourceTimes(page, /\/demo\/achievements\/[^/]*\.webp$/);
  const first = times.find((entry) => new URL(entry.name).pathname === asked[0]);
  const others = times.filter((entry) => entry !== first && new URL(entry.name).pathname !== asked[0]);
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) expect(other.startTime).toBeGreaterThan(first?.responseEnd ?? Number.POSITIVE_INFINITY);
});
