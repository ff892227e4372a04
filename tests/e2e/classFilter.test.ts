/**
 * Notices and key dates for a parent's classes (src/components/ClassFilter.tsx): the choice is made once, kept on the
 * device, and the notices (home, Announcements, the archive), the key dates and 'Coming up' show the whole school's
 * items and those classes' items; a link to any notice still opens it. The seed has notices for KG, Class X and
 * Classes I to XII, and dates for KG, Class X and others (scripts/seed/data.mjs).
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { concerns, type Audience } from '@/lib/audience';
import { must } from '../support/must';
import { violationsOn } from './axeAudit';
import { DESKTOP, PHONE, dataSettled, openBrowser } from './browser';
import { newestFirst, seededAnnouncements, seededDocuments } from './seeded';

const browser = openBrowser();
const CLASS_IV: Audience = ['IV'];

const audienceOf = (document: Record<string, unknown>): Audience => (Array.isArray(document.audience) ? (document.audience as Audience) : []);
const notices = seededAnnouncements().map((announcement) => ({ ...announcement, audience: audienceOf(announcement as unknown as Record<string, unknown>) }));
const classXNotice = must(notices.find((notice) => notice.audience.join() === 'X' && !notice.archived), 'an active Class X notice in the seed');
/** The newest active notices a device that chose `classes` sees first, as the seed has them. */
const latestFor = (classes: Audience) =>
  notices
    .filter((notice) => !notice.archived && concerns(notice.audience, classes))
    .sort(newestFirst)
    .slice(0, 3)
    .map((notice) => notice.title);

const cardTitles = (scope: Page | Locator) => scope.locator('.announcement-card h2, .announcement-card h3').allInnerTexts();

/** Opens the chooser from the page's first filter line, ticks `classes` and keeps them. */
async function choose(page: Page, classes: string[]): Promise<void> {
  await page.getByRole('button', { name: /^(Choose your child's classes|Change classes)$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: "Your children's classes" });
  for (const name of classes) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Show these classes' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe("a parent's classes", () => {
  test('on a phone, choosing Class IV hides a Class X notice and keeps the whole school\'s; Show all brings it back; its link still opens it', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await dataSettled(page);
    expect(await cardTitles(page)).toEqual(latestFor([]));
    expect(await page.locator('.class-filter__line').first().innerText()).toBe('Showing notices for every class.');

    await choose(page, ['Class IV']);
    await page.getByText('Showing notices for Class IV and the whole school.').waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor(CLASS_IV));
    expect(await cardTitles(page)).not.toContain(classXNotice.title);

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor([]));
    // Each notice for some classes says which.
    await page.locator('.announcement-card').filter({ hasText: classXNotice.title }).getByText('For Class X').waitFor();
    await page.getByRole('button', { name: 'Show only Class IV' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor(CLASS_IV));

    await page.goto(`/Announcements/${classXNotice.id}`);
    await page.getByRole('heading', { level: 2, name: classXNotice.title }).waitFor();
  });

  test('is kept on the device: the home page, the archive, the year planner and Coming up follow it', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/archive');
    await choose(page, ['Class IV']);
    const archived = notices.filter((notice) => notice.archived);
    const expectedArchive = archived.filter((notice) => concerns(notice.audience, CLASS_IV)).sort(newestFirst).map((notice) => notice.title);
    expect(expectedArchive.length).toBeLessThan(archived.length);
    await expect.poll(() => cardTitles(page)).toEqual(expectedArchive);

    await page.goto('/');
    const news = page.locator('.announcement-list');
    await news.first().waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor(CLASS_IV));
    expect((await page.locator('.class-filter__line').allInnerTexts()).every((line) => line.includes('Class IV'))).toBe(true);

    const dates = seededDocuments('key_dates/').map((date) => ({ title: String(date.title), end: String(date.end), audience: audienceOf(date) }));
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const forOthers = dates.filter((date) => !concerns(date.audience, CLASS_IV)).map((date) => date.title);
    expect(forOthers.length).toBeGreaterThan(0);
    const comingUp = page.getByRole('region', { name: 'Coming up' }).locator('.key-date__title strong');
    await comingUp.first().waitFor();
    const upcoming = dates.filter((date) => date.end >= today && concerns(date.audience, CLASS_IV)).length;
    await expect.poll(() => comingUp.count()).toBe(Math.min(3, upcoming));
    for (const title of await comingUp.allInnerTexts()) expect(forOthers).not.toContain(title);

    await page.goto('/year-planner');
    const listed = page.getByRole('region', { name: 'Key dates' }).locator('.key-date__title strong');
    // The first may be folded among the months that are over.
    await listed.first().waitFor({ state: 'attached' });
    await expect.poll(async () => (await listed.allInnerTexts()).some((title) => forOthers.includes(title))).toBe(false);
  });

  test("My classes' dates (.ics) holds the whole school's dates and the chosen classes', All dates every one", async () => {
    const page = await browser.newPage(DESKTOP, { acceptDownloads: true });
    await page.goto('/year-planner');
    await choose(page, ['Class X']);
    const section = page.getByRole('region', { name: 'Key dates' });
    const titlesIn = async (button: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: button }).click()]);
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(must(await download.path(), 'a file'), 'utf8')));
      return { name: download.suggestedFilename(), titles: calendar.getAllSubcomponents('vevent').map((event) => String(new ICAL.Event(event).summary)).sort() };
    };
    const dates = seededDocuments('key_dates/').map((date) => ({ title: String(date.title), audience: audienceOf(date) }));
    const mine = await titlesIn("My classes' dates (.ics)");
    expect(mine.name).toBe('my-classes-key-dates.ics');
    expect(mine.titles).toEqual(dates.filter((date) => concerns(date.audience, ['X'])).map((date) => date.title).sort());
    const all = await titlesIn('All dates (.ics)');
    expect(all.titles).toEqual(dates.map((date) => date.title).sort());
  });

  test('the chooser: keyboard, Escape, axe; Show every class takes the choice away', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await dataSettled(page);
    const opener = page.getByRole('button', { name: "Choose your child's classes" });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Your children's classes" });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Show these classes' }).isDisabled()).toBe(true);
    expect(await violationsOn(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await choose(page, ['LKG', 'Class IX']);
    await page.getByText('Showing notices for LKG and Class IX and the whole school.').waitFor();
    expect(await violationsOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change classes' }).click();
    await page.getByRole('dialog', { name: "Your children's classes" }).getByRole('button', { name: 'Show every class' }).click();
    await page.getByText('Showing notices for every class.').waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor([]));
  });

  test('works offline on what the device saved', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.addInitScript(() => localStorage.setItem('school-site-classes', JSON.stringify(['IV'])));
    await page.goto('/Announcements');
    await dataSettled(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await dataSettled(page);
    await expect.poll(() => cardTitles(page)).toEqual(latestFor(CLASS_IV));

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(latestFor(CLASS_IV));
    await page.getByText('Showing notices for Class IV and the whole school.').waitFor();
  });
});
