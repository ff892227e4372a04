/**
 * The everyday paths of a parent: every active notice is reachable from /Announcements (the latest three, then 'Show
 * older notices' paging on), none from the archive; and Announcements, Year Planner and Fee Payment are one tap away
 * from every public page, in the top bar (Announcements) and in the footer's quick links, at 375 and 1280 px.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { footerQuickLinks, topBarLinks } from '@/content/navigation';
import { publicPages } from '@/app/publicPages';
import { DESKTOP, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { menuToggle } from './phoneMenu';
import { newestFirst, seededAnnouncements } from './seeded';

const browser = openBrowser();

/** The seeded notices a visitor should find on /Announcements, newest first: published, not archived. */
const activeTitles = () =>
  seededAnnouncements()
    .filter((announcement) => !announcement.archived)
    .sort(newestFirst)
    .map((announcement) => announcement.title);

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const showOlder = (page: Page) => page.getByRole('button', { name: 'Show older notices' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('every active notice is reachable', () => {
  test.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('on %s, /Announcements shows the latest three, then the older ones, by keyboard, and the focus moves to the first added', async (_name, viewport) => {
    const expected = activeTitles();
    expect(expected.length).toBeGreaterThan(3);
    const page = await browser.newPage(viewport);
    await page.goto('/Announcements');
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 3));

    await showOlder(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page)).toEqual(expected);
    await expect.poll(() => focusedText(page)).toBe(expected[3]);
    // Every active notice is shown: no button left, and nothing from the archive.
    expect(await showOlder(page).count()).toBe(0);
    const archived = seededAnnouncements().filter((announcement) => announcement.archived).map((announcement) => announcement.title);
    expect(archived.length).toBeGreaterThan(0);
    for (const title of archived) expect(await cardTitles(page)).not.toContain(title);
  });

  test('the first view is prerendered as before, without the button, and the home page links to the full list', async () => {
    const page = await browser.newPage(PHONE);
    const html = await (await page.request.get('/Announcements')).text();
    expect(html).not.toContain('Show older notices');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Announcements' });
    await section.getByRole('link', { name: 'All announcements' }).click();
    await page.waitForURL((url) => url.pathname === '/Announcements');
    await showOlder(page).waitFor();
  });

  test('older notices that cannot be read say so with Retry, which shows them', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await showOlder(page).waitFor();
    // Refuse the read of the next page (the query with a cursor) for now.
    const refuseOlder = (route: Route) =>
      (route.request().postData() ?? '').includes('"startAt"') ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback();
    await page.route(isFirestoreRequest, refuseOlder);
    await showOlder(page).click();
    const failure = page.getByRole('alert');
    await failure.getByText("We couldn't load the older notices. Please check your connection and try again.", { exact: true }).waitFor();
    expect(await cardTitles(page)).toEqual(activeTitles().slice(0, 3));

    await page.unroute(isFirestoreRequest, refuseOlder);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(activeTitles());
    expect(await failure.count()).toBe(0);
  });
});

describe('parents’ pages are one tap away', () => {
  test('the top bar keeps its seven links in their order and adds Announcements', () => {
    expect(topBarLinks.map((link) => link.label)).toEqual(['Home', 'About', 'Infrastructure', 'Overview', 'Administration', 'Links', 'Events', 'Announcements']);
  });

  test.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('on %s, every public page has the footer’s quick links, marks the page you are on, and each link opens its page', async (_name, viewport) => {
    const page = await browser.newPage(viewport);
    for (const { paths } of publicPages) {
      await page.goto(paths[0] ?? '/');
      const quick = page.getByRole('navigation', { name: 'Quick links' });
      expect(await quick.getByRole('link').allInnerTexts()).toEqual(footerQuickLinks.map((link) => link.label));
      const current = await quick.locator('[aria-current="page"]').allInnerTexts();
      const here = footerQuickLinks.find((link) => paths.some((path) => path.toLowerCase() === link.to.toLowerCase()));
      expect(current).toEqual(here ? [here.label] : []);
    }
    for (const [label, heading] of [
      ['Announcements', 'Announcements'],
      ['Year Planner', 'Year Planner'],
      ['Fee Payment', 'Fee Payment'],
      ['Mandatory Public Disclosure', 'Mandatory Public Disclosure'],
    ] as const) {
      await page.goto('/about');
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#contact');
    expect(await page.getByRole('heading', { level: 2, name: 'Contact us' }).isVisible()).toBe(true);
  });

  test('on a phone, Announcements is in the menu, and on a desktop in the bar, one tap from an inner page', async () => {
    const phone = await browser.newPage(PHONE);
    await phone.goto('/Council');
    await menuToggle(phone).click();
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

    const desktop = await browser.newPage(DESKTOP);
    await desktop.goto('/Council');
    await desktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' }).click();
    await desktop.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    expect(await desktop.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]').allInnerTexts()).toEqual(['Announcements']);
  });
});
