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

test.each([
  ['/Achievements', '.achievement-card__image'],
  ['/InfrastructureSection', '.infra-item__image'],
  ['/year-planner', '.year-planner__image'],
])('%s asks for its first picture as soon as its data names it (a preload from the entry), and fetches it once', async (path, selector) => {
  const page = await browser.newPage(SMALL_PHONE);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  const first = page.locator(selector).first();
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
