/**
 * The first screen before React: on the pages whose first screen is their data (the notices, the archive, the
 * council, the infrastructure, the achievements), the entry shows it as soon as the page's first read has answered,
 * React's chunks coming after it; React then renders the same thing in the same place, and a database that fails or
 * does not answer keeps nothing from working.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openBrowser, recordErrors } from './browser';
import { isFirestoreRequest, NEVER_ANSWER } from './emulatorRest';

const browser = openBrowser();
const PHONE = { width: 375, height: 740 } as const;
const BOOT_CHUNK = /\/assets\/boot-[^/]*\.js$/;

/** Holds React's chunk back until the returned function is called. */
async function holdReact(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BOOT_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where `selector`'s first element is, rounded to the pixel: the same numbers mean the same place and size. */
const placeOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};

test.each([
  ['/Announcements', '.announcement-card__content p'],
  ['/archive', '.announcement-card__content p'],
  ['/Council', '.council-page__description p'],
  ['/InfrastructureSection', '.infra-item__image'],
  ['/Achievements', '.achievement-card__image'],
])('%s shows its first screen before React has loaded, where and as React then shows it', async (path, selector) => {
  const page = await browser.newPage(PHONE);
  const errors = recordErrors(page);
  const release = await holdReact(page);
  // Not awaited: the page's load waits for React.
  const opened = page.goto(path);
  const early = page.locator(`[data-early-screen] ${selector}`).first();
  await early.waitFor({ timeout: 20_000 });
  // A copy hidden from assistive technology, which hears 'Loading...' until React's content comes; nothing to tab to.
  expect(await page.locator('[data-early-screen]').getAttribute('aria-hidden')).toBe('true');
  expect(await page.locator('[data-early-screen] a[href], [data-early-screen] button').count()).toBe(0);
  expect(await page.evaluate(() => document.body.innerText.includes('Loading...'))).toBe(true);
  const earlyText = (await early.textContent())?.trim();
  const earlyPlace = await placeOf(page, `[data-early-screen] ${selector}`);

  release();
  await opened;
  await expect.poll(() => page.locator('[data-early-screen]').count(), { timeout: 20_000 }).toBe(0);
  expect(await placeOf(page, selector)).toEqual(earlyPlace);
  if (selector.endsWith('p')) expect((await page.locator(selector).first().textContent())?.trim()).toBe(earlyText);
  expect(errors.filter((text) => !text.includes('Service Worker registration blocked'))).toEqual([]);
});

test("the notices' HTML does not ask for React's chunks: the entry does, once the first notices have been painted", async () => {
  const page = await browser.newPage(PHONE);
  const html = await (await page.goto('/Announcements'))?.text();
  expect(html).toContain('data-early-screen');
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*\/boot-/);
  await page.locator('.announcement-card__title a').first().waitFor();
  const painted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Number.NaN)).observe({ type: 'element', buffered: true });
      }),
  );
  const boot = await page.evaluate((source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime, BOOT_CHUNK.source);
  expect(boot).toBeGreaterThan(painted);
});

test.each([
  ['/InfrastructureSection', '.infra-item__image'],
  ['/Achievements', '.achievement-card__image'],
])('%s fetches its first picture once, shown by the entry and then by React', async (path, selector) => {
  const page = await browser.newPage(PHONE);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  const first = page.locator(selector).first();
  await first.waitFor();
  await page.waitForLoadState('networkidle');
  const shown = new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(pictures.filter((picture) => picture === shown)).toEqual([shown]);
});

test('a database that fails shows no first screen, and React says so with Retry', async () => {
  const page = await browser.newPage(PHONE);
  await page.route(isFirestoreRequest, (route) => route.abort('connectionrefused'));
  await page.goto('/Announcements');
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
  expect(await page.locator('[data-early-screen] *').count()).toBe(0);
});

test('a database that does not answer does not keep React waiting: the page works, its notices still loading', async () => {
  const page = await browser.newPage(PHONE);
  await page.route(isFirestoreRequest, NEVER_ANSWER);
  const boot = page.waitForRequest((request) => BOOT_CHUNK.test(request.url()), { timeout: 20_000 });
  await page.goto('/Announcements', { waitUntil: 'commit' });
  await boot;
  // React's class chooser answers while the notices are still on their way.
  await page.getByRole('button', { name: "Choose your child's classes" }).click();
  await page.getByRole('dialog').waitFor();
  expect(await page.locator('[data-early-screen] *').count()).toBe(0);
});
