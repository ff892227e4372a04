/**
 * The urgent notice at the top of every public page (src/features/announcements/UrgentNotices.tsx): the seed has one
 * (urgent until 8 PM tomorrow); a test writes others straight into the emulator (past the rules, as the owner) and
 * takes them away again. The page's clock is Playwright's where a test waits for the poll or an end.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { LOGIN_PATH } from '@/content/adminPages';
import { must } from '../support/must';
import { violationsOn } from './axeAudit';
import { DESKTOP, PHONE, dataSettled, openBrowser } from './browser';
import { FIRESTORE_DOCUMENTS, putDocument } from './emulatorRest';
import { seededAnnouncements, seededDocuments } from './seeded';

const browser = openBrowser();
const MINUTE = 60_000;

const urgentInSeed = must(seededDocuments('announcements/').find((document) => document.urgentUntil instanceof Date), 'an urgent notice in the seed');
const seededUrgent = { id: urgentInSeed.id, title: String(urgentInSeed.title), urgentUntil: urgentInSeed.urgentUntil as Date };
const other = must(seededAnnouncements().find((announcement) => announcement.id !== seededUrgent.id && !announcement.archived), 'another notice');

const banner = (page: Page) => page.getByRole('region', { name: 'Urgent notices' });
const noticesIn = (page: Page) => banner(page).getByRole('article');

/** Notices a test wrote, deleted after it. */
const written: string[] = [];

async function writeUrgent(id: string, title: string, posted: Date, until: Date): Promise<void> {
  written.push(id);
  await putDocument(`announcements/${id}`, { title, content: `${title}.`, imageUrls: [], datePosted: posted, archived: false, urgentUntil: until });
}

afterEach(async () => {
  for (const id of written.splice(0)) {
    await fetch(`${FIRESTORE_DOCUMENTS}/announcements/${id}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  }
});

describe('an urgent notice', () => {
  test.each(['/', '/about', '/OurEvents', `/Announcements/${other.id}`, '/mandatory-public-disclosure', '/no-such-page'])(
    'stands at the top of %s on a phone, with its day and a link to it',
    async (path) => {
      const page = await browser.newPage(PHONE);
      await page.goto(path);
      const notice = noticesIn(page).first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain(seededUrgent.title);
      expect(await notice.locator('time').innerText()).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2,3}$/);
      // Right under the top bar, on the first screen, once it has slid in.
      await page.locator('.urgent-notices').evaluate((list) => Promise.all(list.getAnimations().map((animation) => animation.finished)));
      const top = must(await notice.boundingBox(), 'the notice on screen').y;
      const barBottom = must(await page.locator('header.nav-bar').boundingBox(), 'the top bar').height;
      expect(Math.abs(top - barBottom)).toBeLessThan(2);
      expect(await violationsOn(page)).toEqual([]);
    },
  );

  test('opens the notice, and is not in the admin area', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await noticesIn(page).getByRole('link', { name: seededUrgent.title }).click();
    await page.waitForURL(`**/Announcements/${seededUrgent.id}`);
    await page.getByRole('heading', { level: 2, name: seededUrgent.title }).waitFor();

    await page.goto(LOGIN_PATH);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
  });

  test('closed, it stays closed on this device; a newer one shows again, newest first, both reachable', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await noticesIn(page).first().waitFor();
    await page.getByRole('button', { name: `Close the urgent notice: ${seededUrgent.title}` }).click();
    await banner(page).waitFor({ state: 'detached' });
    // The focus goes to the page, not to nowhere.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.reload();
    await dataSettled(page);
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);

    const now = Date.now();
    await writeUrgent('e2e-urgent-newer', 'Buses leave at 2 PM today', new Date(now - MINUTE), new Date(now + 60 * MINUTE));
    await page.reload();
    await expect.poll(() => noticesIn(page).allInnerTexts()).toEqual([expect.stringContaining('Buses leave at 2 PM today')]);

    // On a device that closed nothing: both, the newer first.
    const fresh = await browser.newPage(DESKTOP);
    await fresh.goto('/about');
    await expect
      .poll(() => noticesIn(fresh).allInnerTexts())
      .toEqual([expect.stringContaining('Buses leave at 2 PM today'), expect.stringContaining(seededUrgent.title)]);
  });

  test('reaches a page left open within a minute, and leaves it when its end comes, without a reload', async () => {
    const page = await browser.newPage(PHONE);
    await page.clock.install();
    await page.goto('/about');
    await noticesIn(page).first().waitFor();
    // Posted a little before the poll, by the server's clock (the page's runs ahead of it once moved forward).
    const start = Date.now() - 10_000;
    await writeUrgent('e2e-urgent-late', 'Early closing at noon', new Date(start), new Date(start + 5 * MINUTE));

    await page.clock.fastForward(MINUTE);
    await expect.poll(() => noticesIn(page).allInnerTexts()).toEqual([expect.stringContaining('Early closing at noon'), expect.stringContaining(seededUrgent.title)]);

    await page.clock.fastForward(5 * MINUTE);
    await expect.poll(() => noticesIn(page).allInnerTexts()).toEqual([expect.stringContaining(seededUrgent.title)]);
  });

  test('is announced to a screen reader once, not again on the next page', async () => {
    const page = await browser.newPage(DESKTOP);
    const live = page.locator('.urgent-slot [role="status"]');
    await page.goto('/about');
    await expect.poll(() => live.innerText()).toBe(`Urgent notice: ${seededUrgent.title}`);
    await page.goto('/overview');
    await noticesIn(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await live.innerText()).toBe('');
  });

  test('costs one small read per page view, after the page has loaded', async () => {
    const page = await browser.newPage(DESKTOP);
    const reads: { body: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('urgentUntil')) reads.push({ body, afterLoad: loaded });
    });
    await page.goto('/about');
    await noticesIn(page).first().waitFor();
    // A second page of the same visit reads nothing more (the answer is fresh for the poll's interval).
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await page.waitForURL('**/Overview');
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.afterLoad).toBe(true);
    // Only the few fields the banner shows.
    expect(reads[0]?.body).toContain('"select"');
    expect(reads[0]?.body).not.toContain('"content"');
  });

  test('offline, a saved one shows while its end is ahead, marked as saved; after its end, never', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });
    await page.goto('/about');
    await noticesIn(page).first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Saved with the page's data (src/lib/savedQueries.ts), a moment after it arrived.
    await page.reload();
    await noticesIn(page).first().waitFor();

    await page.context().setOffline(true);
    await page.reload();
    const notice = noticesIn(page).first();
    await expect.poll(() => notice.innerText()).toMatch(/saved \d{1,2} [A-Z][a-z]{2,3}, \d{2}:\d{2}/);
    expect(await notice.innerText()).toContain(seededUrgent.title);

    // The same device, offline, once the notice's end has passed: its saved copy is never shown.
    await page.clock.install({ time: new Date(seededUrgent.urgentUntil.getTime() + 60 * MINUTE) });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.clock.runFor(1000);
    expect(await banner(page).count()).toBe(0);
  });
});
