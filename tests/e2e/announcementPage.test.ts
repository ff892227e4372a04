/**
 * Each announcement at its own address, `/Announcements/<id>`: opened directly (a fresh page load, as a shared
 * link is), reached from the cards of the lists, shared, archived, unknown, and with the database unreachable.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { school } from '@/content/school';
import { paragraphsOf } from '@/lib/paragraphs';
import { DESKTOP, baseUrl, documentScrollWidth, headingIsPrerendered, keepPrerenderedHeading, openBrowser, PHONE, recordErrors } from './browser';
import { isFirestoreRequest, openWithReadsUnanswered } from './emulatorRest';
import { must } from '../support/must';
import { newestFirst, seededAnnouncements } from './seeded';

const browser = openBrowser();

const announcements = seededAnnouncements();
const active = announcements.filter((announcement) => !announcement.archived).sort(newestFirst);
const newest = must(active[0], 'an active announcement');
const archived = must(announcements.find((announcement) => announcement.archived), 'an archived announcement');
const contentOf = (id: string) => (announcements.find((announcement) => announcement.id === id) as unknown as { content: string }).content;

const NOT_FOUND = 'This announcement could not be found. It may have been removed.';

/** The page's errors and React's hydration complaints, from now on. */
const card = (page: Page) => page.getByRole('main').getByRole('article');
const head = (page: Page, selector: string, attribute: string) => page.locator(selector).getAttribute(attribute);

describe("an announcement's own address, opened directly", () => {
  test.each([
    ['', PHONE],
    ['/', DESKTOP],
  ])('shows its title, date, every paragraph and photos, with its own title, description and canonical address (trailing "%s")', async (slash, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = recordErrors(page);
    const response = await page.goto(`/Announcements/${newest.id}${slash}`);
    expect(response?.status()).toBe(200);

    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Announcement');
    const text = await card(page).innerText();
    for (const paragraph of paragraphsOf(contentOf(newest.id))) expect(text).toContain(paragraph);
    for (let index = 1; index <= newest.imageUrls.length; index += 1) {
      await card(page).getByRole('button', { name: `${newest.title} – photo ${index} of ${newest.imageUrls.length}` }).waitFor();
    }
    // On its own page the title is not a link to itself, and nothing says it is archived.
    expect(await card(page).getByRole('link').count()).toBe(0);
    expect(await page.getByText('Archived notice').count()).toBe(0);

    await expect.poll(() => page.title()).toBe(`${newest.title} | ${school.name}`);
    const origin = new URL(page.url()).origin;
    expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(`${origin}/Announcements/${newest.id}`);
    const description = must(await head(page, 'meta[name="description"]', 'content'), 'a description');
    expect(contentOf(newest.id).replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
  });

  test('the HTML answered is the announcement page loading, which the browser hydrates in place', async () => {
    const html = await (await fetch(`${baseUrl}/Announcements/${newest.id}`)).text();
    expect(html).toContain('<div id="root" data-page="/Announcements/:id">');
    expect(html).not.toContain('rel="canonical"');

    const page = await browser.newPage(PHONE);
    const errors = recordErrors(page);
    await keepPrerenderedHeading(page);
    await page.goto(`/Announcements/${newest.id}`);
    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();
    expect(await headingIsPrerendered(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('reached from its card', () => {
  test('on /Announcements: the title is a link (keyboard too) that opens it at once, and the page leads back', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/Announcements');
    const link = page.getByRole('main').getByRole('link', { name: newest.title });
    expect(await link.getAttribute('href')).toBe(`/Announcements/${newest.id}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/Announcements/${newest.id}`);
    // From the list already read: no 'Loading...', no second read.
    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${newest.title} | ${school.name}`);

    await page.getByRole('link', { name: '← All announcements' }).click();
    await page.waitForURL('**/Announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Announcements | ${school.name}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/Announcements$/);
  });

  test("on the home page's latest announcements and on /archive", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Announcements', exact: true });
    await latest.getByRole('link', { name: newest.title }).click();
    await page.waitForURL(`**/Announcements/${newest.id}`);
    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();

    await page.goto('/archive');
    await page.getByRole('main').getByRole('link', { name: archived.title }).click();
    await page.waitForURL(`**/Announcements/${archived.id}`);
    await card(page).getByRole('heading', { level: 2, name: archived.title }).waitFor();
  });
});

test('an archived announcement says so, and links to the archive', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(`/Announcements/${archived.id}`);
  await card(page).getByRole('heading', { level: 2, name: archived.title }).waitFor();
  await page.getByText('Archived notice', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'See all archived announcements' }).click();
  await page.waitForURL('**/archive');
  await page.getByRole('heading', { level: 1, name: 'Archived Announcements' }).waitFor();
});

describe('Share', () => {
  test('without the Web Share API, copies the link and says so', async () => {
    const page = await browser.newPage(PHONE, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
    await page.goto(`/Announcements/${newest.id}`);
    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();

    await page.getByRole('button', { name: 'Share' }).click();

    await page.getByRole('status').getByText('Link copied').waitFor();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/Announcements/${newest.id}`);
  });

  test("with the Web Share API, hands the device's share sheet the title, a short text and the link", async () => {
    const page = await browser.newPage(PHONE);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    });
    await page.goto(`/Announcements/${newest.id}`);
    await page.getByRole('button', { name: 'Share' }).click();

    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: newest.title, text: `${newest.title} – ${school.name}`, url: `${new URL(page.url()).origin}/Announcements/${newest.id}` },
    ]);
    expect(await page.locator('.share-button').getByRole('status').innerText()).toBe('');
  });
});

test('an unknown id says the announcement could not be found, with the way back', async () => {
  const page = await browser.newPage(PHONE);
  const errors = recordErrors(page);
  await page.goto('/Announcements/no-such-announcement');
  await page.getByText(NOT_FOUND).waitFor();
  await expect.poll(() => page.title()).toBe(`Announcement not found | ${school.name}`);
  // Hosting answers 200 for any id: search engines are told not to list the address.
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  // The database's refusal, which the browser logs (a visitor is refused an id that holds nothing as a draft is, so
  // that a guessed address does not tell whether an unpublished notice exists); nothing else.
  expect(errors.filter((text) => !text.includes('status of 403'))).toEqual([]);

  await page.getByRole('link', { name: 'See the latest announcements' }).click();
  await page.waitForURL('**/Announcements');
  await page.getByRole('main').getByRole('link', { name: newest.title }).waitFor();
});

describe('a read that fails is not a missing announcement', () => {
  test('with the database unreachable, the page says so with Retry, and Retry shows the announcement', async () => {
    const page = await browser.newPage(DESKTOP);
    const unreachable = (route: Route) => route.abort();
    await page.route(isFirestoreRequest, unreachable);
    await page.goto(`/Announcements/${newest.id}`);
    const alert = page.getByRole('alert');
    await alert.getByText("We couldn't load this announcement.", { exact: false }).waitFor();
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);

    await page.unroute(isFirestoreRequest, unreachable);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await card(page).getByRole('heading', { level: 2, name: newest.title }).waitFor();
  });

  test('with no answer for 15 s, the page offers Retry', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.clock.install();
    await openWithReadsUnanswered(page, `/Announcements/${newest.id}`);
    await page.getByRole('main').getByText('Loading...').waitFor();

    await page.clock.fastForward(15_500);
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);
  });
});
