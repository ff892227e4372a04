/**
 * The phone's Back button closes a photo shown full screen (src/components/useBackCloses.ts) and leaves the visitor on
 * the notice; closed by its own button or Escape, the photo leaves nothing behind, and Back leaves the page as before.
 * The same for an event's photos and an infrastructure item's gallery.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { must } from '../support/must';
import { openBrowser, PHONE } from './browser';
import { newestFirst, seededAnnouncements, seededDocuments, visibleByPriority } from './seeded';

const browser = openBrowser();

const notice = must(
  seededAnnouncements()
    .filter((announcement) => !announcement.archived)
    .sort(newestFirst)
    .slice(0, 3)
    .find((announcement) => announcement.imageUrls.length >= 2),
  'one of the three newest notices with two photos',
);
const photoName = (index: number) => `${notice.title} – photo ${index} of ${notice.imageUrls.length}`;
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Lightbox' });
const path = (page: Page) => new URL(page.url()).pathname;
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** From /Announcements to the notice's own page by its card's title, as a parent goes; its first photo. */
async function openNoticeFromList(page: Page): Promise<Locator> {
  await page.goto('/Announcements');
  await page.getByRole('main').getByRole('link', { name: notice.title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/Announcements/${notice.id}`);
  // The notice's page is on the screen (the list stays there while the page's code loads, with the same photos).
  await page.getByRole('heading', { level: 1, name: 'Announcement', exact: true }).waitFor();
  const photo = page.getByRole('main').getByRole('button', { name: photoName(1) });
  await photo.waitFor();
  return photo;
}

/**
 * Until what was opened over the page has its step in the history, as a person's Back comes after it (one opened again
 * at once waits for the Back that took the last one's away: a few milliseconds).
 */
const untilItsStep = (page: Page) => page.waitForFunction(() => (history.state as { overlayEntry?: string } | null)?.overlayEntry !== undefined);
/** Until the Back that takes the step of what was closed away has landed. */
const untilStepGone = (page: Page) => page.waitForFunction(() => (history.state as { overlayEntry?: string } | null)?.overlayEntry === undefined);

/** Opens a photo full screen: shown, holding the focus (where Escape goes) and with its step in the history. */
async function showPhoto(page: Page, photo: Locator): Promise<void> {
  await photo.click();
  await lightbox(page).locator('.yarl__slide_current img').waitFor();
  await expect.poll(() => lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await untilItsStep(page);
}

describe('on a notice at 375 px', () => {
  test('Back closes the open photo and the notice stays; Back again goes to the page before', async () => {
    const page = await browser.newPage(PHONE);
    const photo = await openNoticeFromList(page);
    await showPhoto(page, photo);

    await page.goBack();
    await lightbox(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe(`/Announcements/${notice.id}`);
    expect(await page.getByRole('main').getByRole('heading', { level: 2, name: notice.title }).isVisible()).toBe(true);
    expect(await isFocused(photo)).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Announcements');
    await page.getByRole('main').getByRole('link', { name: notice.title, exact: true }).waitFor();
  });

  test.each([
    ['its Close button', (page: Page) => lightbox(page).getByRole('button', { name: 'Close' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ])('closed by %s, the photo leaves no step behind: one Back goes to the page before', async (_, close) => {
    const page = await browser.newPage(PHONE);
    const photo = await openNoticeFromList(page);
    const steps = await page.evaluate(() => history.length);
    await showPhoto(page, photo);
    await close(page);
    await lightbox(page).waitFor({ state: 'detached' });
    await untilStepGone(page);
    expect(await page.evaluate(() => history.length)).toBe(steps + 1);
    expect(path(page)).toBe(`/Announcements/${notice.id}`);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Announcements');
  });

  test('a photo opened again at once, and another after it, each close on Back, and the notice stays', async () => {
    const page = await browser.newPage(PHONE);
    const photo = await openNoticeFromList(page);
    await showPhoto(page, photo);
    await page.keyboard.press('Escape');
    await lightbox(page).waitFor({ state: 'detached' });
    const second = page.getByRole('main').getByRole('button', { name: photoName(2) });
    await showPhoto(page, second);
    await page.goBack();
    await lightbox(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe(`/Announcements/${notice.id}`);

    await showPhoto(page, photo);
    await page.goBack();
    await lightbox(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe(`/Announcements/${notice.id}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Announcements');
  });

  test('a notice opened from a shared link: Back closes the photo, and the notice stays', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await page.goto(`/Announcements/${notice.id}`);
    const photo = page.getByRole('main').getByRole('button', { name: photoName(2) });
    await showPhoto(page, photo);
    await page.goBack();
    await lightbox(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe(`/Announcements/${notice.id}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
  });
});

test("on the events page at 375 px, Back closes an event's photo and the gallery stays", async () => {
  const event = must(
    visibleByPriority(seededDocuments('events_gallery/')).find((candidate) => ((candidate.imageURLs as string[] | undefined)?.length ?? 0) >= 2),
    'an event with two photos or more',
  );
  const page = await browser.newPage(PHONE);
  await page.goto('/about');
  await page.goto('/OurEvents');
  const photos = (event.imageURLs as string[]).length;
  await showPhoto(page, page.getByRole('main').getByRole('button', { name: `${String(event.title)}, photo 1 of ${photos}` }));
  await page.goBack();
  await lightbox(page).waitFor({ state: 'detached' });
  expect(path(page)).toBe('/OurEvents');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/about');
});

test("on the infrastructure page at 375 px, Back closes an item's gallery and the page stays; closed by its cross, one Back leaves", async () => {
  const page = await browser.newPage(PHONE);
  await page.goto('/about');
  await page.goto('/InfrastructureSection');
  const gallery = page.getByRole('dialog');
  const more = page.getByRole('main').getByRole('button', { name: 'More', exact: true }).first();
  const openGallery = async () => {
    await more.click();
    await gallery.getByRole('img').first().waitFor();
    await untilItsStep(page);
  };

  await openGallery();
  await page.goBack();
  await gallery.waitFor({ state: 'hidden' });
  expect(path(page)).toBe('/InfrastructureSection');
  expect(await isFocused(more)).toBe(true);

  await openGallery();
  await gallery.getByRole('button', { name: 'Close' }).click();
  await gallery.waitFor({ state: 'hidden' });
  await untilStepGone(page);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/about');
});
