import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { publicPages } from '@/app/publicPages';
import { school } from '@/content/school';
import { DESKTOP, documentScrollWidth, openBrowser, PHONE } from './browser';

const browser = openBrowser();

const routes = [
  { path: '/', title: `${school.name} | ${school.motto}` },
  ...publicPages.flatMap((publicPage) => publicPage.paths.map((path) => ({ path, title: `${publicPage.title} | ${school.name}` }))),
];

/** One tab per screen size, opened before the tests and reused from route to route (each visit is still a full page load). */
const tabs = new Map<number, Page>();
beforeAll(async () => {
  for (const viewport of [PHONE, DESKTOP]) tabs.set(viewport.width, await browser.newPage(viewport));
});
function tabFor(viewport: { width: number; height: number }): Page {
  const tab = tabs.get(viewport.width);
  if (!tab) throw new Error(`No tab is open at ${viewport.width} px.`);
  return tab;
}

/** Waits until the page and its sections have finished loading (no 'Loading...' left). */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.getByText('Loading...', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every public route on a %s', (_name, viewport) => {
  test.each(routes)('$path renders its page', async ({ path, title }) => {
    const page = tabFor(viewport);
    await page.goto(path);
    await settled(page);

    expect(await page.locator('main h1').first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(title);
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);

    const scrollWidth = await documentScrollWidth(page);
    expect(scrollWidth, `horizontal scrolling on ${path}`).toBeLessThanOrEqual(viewport.width);
  }, 60_000);
});

test.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('an unknown address shows the not-found page with a way home (%s)', async (_name, viewport) => {
  const page = tabFor(viewport);
  await page.goto('/no-such-page/here');

  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await expect.poll(() => page.title()).toBe(`Page not found | ${school.name}`);
  expect(await page.locator('main').innerText()).toContain('/no-such-page/here');
  expect(await page.getByRole('main').getByRole('link', { name: 'Announcements' }).getAttribute('href')).toBe('/Announcements');
  const scrollWidth = await documentScrollWidth(page);
  expect(scrollWidth).toBeLessThanOrEqual(viewport.width);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.title()).toBe(`${school.name} | ${school.motto}`);
  expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
});

test.each(['/announcements/annual-day-2026', '/About', '/feepayment'])(
  'another spelling of an address (%s) is the not-found page, as Hosting answers it',
  async (address) => {
    const page = tabFor(PHONE);
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(address);
  },
);
