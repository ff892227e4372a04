// /Announcements and /archive in the browser on the seeded emulators: which notices each lists, the links between
// them, and the lightbox of a notice's pictures.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ARCHIVE_PAGE } from '@/features/announcements/announcementsService';
import { DESKTOP, documentScrollWidth, expectHeadings, openBrowser, PHONE } from './browser';
import { must } from '../support/must';
import { newestFirst, seededAnnouncements } from './seeded';

const announcements = seededAnnouncements();
const latestActive = announcements.filter((announcement) => !announcement.archived).sort(newestFirst).slice(0, 3);
const archived = announcements.filter((announcement) => announcement.archived).sort(newestFirst);

const browser = openBrowser();

/** Asks for the archive's older pages until it has shown every notice ('Show older notices' is gone). */
async function showWholeArchive(page: Page) {
  const older = page.getByRole('button', { name: 'Show older notices' });
  await page.locator('.announcement-card').first().waitFor();
  while (await older.isVisible()) {
    const shown = await page.locator('.announcement-card').count();
    await older.click();
    await expect.poll(() => page.locator('.announcement-card').count()).toBeGreaterThan(shown);
  }
}

describe('Announcements and the archive', () => {
  test('/Announcements shows the three newest active announcements, newest first, and links to the archive', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await expectHeadings(page, 2, latestActive.map((announcement) => announcement.title));
    const body = await page.locator('main').innerText();
    for (const { title } of archived) expect(body).not.toContain(title);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('link', { name: 'View archived announcements' }).click();
    await page.waitForURL('**/archive');
    await page.getByRole('heading', { level: 1, name: 'Archived Announcements' }).waitFor();
    await showWholeArchive(page);
    await expectHeadings(page, 2, archived.map((announcement) => announcement.title));
  });

  test(`/archive lists the archived announcements only, ${ARCHIVE_PAGE} at a time, and links back`, async () => {
    expect(archived.length, 'the seed holds more archived notices than a page').toBeGreaterThan(ARCHIVE_PAGE);
    const page = await browser.newPage(DESKTOP);
    await page.goto('/archive');
    await expectHeadings(page, 2, archived.slice(0, ARCHIVE_PAGE).map((announcement) => announcement.title));
    await page.getByRole('button', { name: 'Show older notices' }).click();
    // The first notice added takes the focus: a keyboard goes on reading where the older ones start.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(must(archived[ARCHIVE_PAGE], 'an older archived notice').title);
    await expectHeadings(page, 2, archived.map((announcement) => announcement.title));
    expect(await page.getByRole('button', { name: 'Show older notices' }).count()).toBe(0);
    const body = await page.locator('main').innerText();
    for (const { title } of latestActive) expect(body).not.toContain(title);

    await page.getByRole('link', { name: /Back to the latest announcements/ }).click();
    await page.waitForURL('**/Announcements');
    await page.getByRole('heading', { level: 2, name: must(latestActive[0], 'an active announcement').title }).waitFor();
  });

  test('an announcement image opens the lightbox: Next, Previous, arrow keys, zoom, Escape', async () => {
    const withImages = latestActive.find((announcement) => announcement.imageUrls.length >= 2);
    if (!withImages) throw new Error('The seed needs an active announcement with two images.');
    const count = withImages.imageUrls.length;
    const page = await browser.newPage(DESKTOP);
    await page.goto('/Announcements');

    const thumbnail = page.getByRole('button', { name: `${withImages.title} – photo 1 of ${count}` });
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    await lightbox.waitFor();
    // The slide on screen (the others are inert off-screen slides).
    const shownAlt = () => lightbox.locator('.yarl__slide_current img').getAttribute('alt');
    const expectShown = (index: number) =>
      expect.poll(shownAlt, { timeout: 5_000 }).toBe(`${withImages.title} – photo ${index} of ${count}`);

    await expectShown(1);
    await lightbox.getByRole('button', { name: 'Zoom in' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expectShown(2);
    await page.keyboard.press('ArrowLeft');
    await expectShown(1);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expectShown(2);
    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await expectShown(1);

    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await thumbnail.click();
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'detached' });
  });
});
