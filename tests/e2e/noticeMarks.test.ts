/**
 * What a parent's device remembers of the notices: "New" on those posted since its last visit to the notices (and
 * "2 new" on the home page), a return visit that never shows a notice past its take-down time and marks the ones that
 * arrived, and WhatsApp beside Share. Notices are written straight into the emulator (as the owner) and removed after.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { must } from '../support/must';
import { DESKTOP, PHONE, dataSettled, openBrowser } from './browser';
import { FIRESTORE_DOCUMENTS, putDocument } from './emulatorRest';
import { newestFirst, seededAnnouncements } from './seeded';

const browser = openBrowser();
const WITH_WORKER = { serviceWorkers: 'allow' } as const;
const written: string[] = [];

/** Writes a notice posted now (or as `fields` say). */
async function writeNotice(id: string, title: string, fields: Record<string, Date> = {}): Promise<void> {
  written.push(id);
  await putDocument(`announcements/${id}`, { title, content: `${title}.`, imageUrls: [], datePosted: new Date(), archived: false, ...fields });
}

afterEach(async () => {
  for (const id of written.splice(0)) {
    await fetch(`${FIRESTORE_DOCUMENTS}/announcements/${id}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  }
});

const card = (page: Page, title: string) => page.locator('.announcement-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Once the worker controls the page and the list is saved on the device. */
async function savedWithWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A second load, under the worker's control, keeps the page as shown (src/lib/seenPages.ts) and its data.
  await page.reload();
  await dataSettled(page);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('seen-pages') && (await (await caches.open('seen-pages')).keys()).length > 0)).toBe(true);
}

describe('New', () => {
  test("marks the notices posted since the device's last visit to the notices, and the home page counts them", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await dataSettled(page);
    // A first visit: nothing is New.
    expect(await page.locator('.announcement-card__mark', { hasText: 'New' }).count()).toBe(0);

    await writeNotice('e2e-new-notice', 'Library books due back on Friday');
    await page.goto('/');
    await card(page, 'Library books due back on Friday').getByText('New', { exact: true }).waitFor();
    expect(await page.locator('.class-filter__note').allInnerTexts()).toEqual(['1 new']);

    await page.goto('/Announcements');
    await card(page, 'Library books due back on Friday').getByText('New', { exact: true }).waitFor();
    // Seen now: on the next visit it is no longer New.
    await page.reload();
    await card(page, 'Library books due back on Friday').waitFor();
    await dataSettled(page);
    expect(await page.locator('.announcement-card__mark', { hasText: 'New' }).count()).toBe(0);
  });
});

describe('a return visit', () => {
  test('never shows a notice whose take-down time came after it was saved, not even for a moment', { timeout: 60_000 }, async () => {
    const title = 'Sports trials this evening';
    const takenDownAt = Date.now() + 12_000;
    await writeNotice('e2e-taken-down', title, { takeDownAt: new Date(takenDownAt) });
    const page = await browser.newPage(PHONE, WITH_WORKER);
    await page.goto('/Announcements');
    await card(page, title).waitFor();
    await savedWithWorker(page);
    await card(page, title).waitFor();

    // Its take-down time comes; the database's answers are held back, so that only what the device saved can show.
    await page.waitForFunction((end) => Date.now() > end, takenDownAt + 500, { timeout: 30_000 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://127.0.0.1:8080/**', async (route) => {
      await held;
      await route.continue();
    });
    const served = await must(await page.reload({ waitUntil: 'domcontentloaded' }), 'an answer').text();
    expect(served).not.toContain(title);
    await page.locator('.announcement-card').first().waitFor();
    expect(await card(page, title).count()).toBe(0);
    release();
  });

  test('marks the notices that arrived at the top when the fresh list replaces the saved one, and says so', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(DESKTOP, WITH_WORKER);
    await page.goto('/Announcements');
    await dataSettled(page);
    await savedWithWorker(page);
    const newest = must(seededAnnouncements().filter((announcement) => !announcement.archived).sort(newestFirst)[0], 'a notice');

    await writeNotice('e2e-arrived', 'Picture day moved to Tuesday');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://127.0.0.1:8080/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await card(page, newest.title).waitFor();
    expect(await card(page, 'Picture day moved to Tuesday').count()).toBe(0);
    release();
    const arrived = card(page, 'Picture day moved to Tuesday');
    await arrived.waitFor();
    expect(await arrived.evaluate((element) => element.classList.contains('announcement-card--arrived'))).toBe(true);
    expect(await page.locator('.announcement-card h2').first().innerText()).toBe('Picture day moved to Tuesday');
    await page.getByRole('status').filter({ hasText: 'Updated: a new notice at the top.' }).waitFor({ state: 'attached' });
    // The notices that were there keep their place in the list, below it.
    expect(await card(page, newest.title).evaluate((element) => element.classList.contains('announcement-card--arrived'))).toBe(false);
  });
});

test('a notice offers WhatsApp beside Share, with its title and its own address', async () => {
  const notice = must(seededAnnouncements().find((announcement) => !announcement.archived), 'a notice');
  const page = await browser.newPage(PHONE);
  await page.goto(`/Announcements/${notice.id}`);
  const link = page.getByRole('link', { name: /^WhatsApp/ });
  await link.waitFor();
  expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
  const href = new URL(must(await link.getAttribute('href'), 'an address'));
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  const text = must(href.searchParams.get('text'), 'a message');
  expect(text.startsWith(notice.title)).toBe(true);
  expect(text).toContain(`/Announcements/${notice.id}`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
});
