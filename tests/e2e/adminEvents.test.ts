import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { seedDocuments } from '../../scripts/seed/data.mjs';
import { signInAsAdmin } from './adminSession';
import { openBrowser, PHONE } from './browser';
import { pngBuffer, pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-a91b2c-events';
const PUBLIC_PATH = '/OurEvents';
const TITLE_PREFIX = 'E2E Event';
const UPLOADED = '✅ Event uploaded successfully!';
const UPLOAD_FAILED = '❌ Failed to upload event. Please try again.';
const MISSING = '❌ Please enter a title, a priority and at least one image.';
const HIDDEN_NOTE = 'Hidden from visitors: no numeric priority';
const LOCAL_UPLOAD = /^http:\/\/localhost:\d+\/__local-upload\/files\//;

interface SeededEvent {
  title: string;
  priority: unknown;
  imageURLs: string[];
}

const seeded = seedDocuments()
  .filter(({ path }) => path.startsWith('events_gallery/'))
  .map(({ data }) => data as SeededEvent);
const visible = seeded
  .filter((event): event is SeededEvent & { priority: number } => typeof event.priority === 'number')
  .sort((a, b) => a.priority - b.priority)
  .map((event) => event.title);
const hidden = seeded.filter((event) => typeof event.priority !== 'number').map((event) => event.title);
const seededPhotoCount = (title: string) => seeded.find((event) => event.title === title)?.imageURLs.length ?? 0;

const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload an event' });
const manageRegion = (page: Page) => page.getByRole('region', { name: 'Manage events' });
const manageTitles = (page: Page) => manageRegion(page).getByRole('heading', { level: 3 });
const manageItem = (page: Page, title: string) => manageRegion(page).locator('.admin-item', { has: page.getByRole('heading', { name: title, exact: true }) });

/** The event titles a visitor sees on the Our Events page, in order. */
async function publicTitles(page: Page): Promise<string[]> {
  await page.goto(PUBLIC_PATH);
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  await headings.first().waitFor();
  return headings.allTextContents();
}

/** Deletes, through the admin page, anything a failed run of this file left behind. */
async function deleteLeftovers(page: Page): Promise<void> {
  await page.goto(PATH);
  await manageTitles(page).first().waitFor();
  const leftovers = manageRegion(page).locator('.admin-item', { hasText: TITLE_PREFIX });
  while ((await leftovers.count()) > 0) {
    const count = await leftovers.count();
    await leftovers.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => leftovers.count()).toBe(count - 1);
  }
}

let adminPage: Page | undefined;

afterEach(async () => {
  if (adminPage) await deleteLeftovers(adminPage);
  adminPage = undefined;
});

test('the manage list shows every event by priority, the one without a numeric priority last and marked hidden', async () => {
  expect(hidden.length).toBeGreaterThan(0);
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto(PATH);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, ...hidden]);
  for (const title of hidden) await manageItem(page, title).getByText(HIDDEN_NOTE, { exact: true }).waitFor();
  expect(await manageRegion(page).getByText(HIDDEN_NOTE, { exact: true }).count()).toBe(hidden.length);
  expect(await publicTitles(page)).toEqual(visible);
});

test('an event is uploaded with photos, shown on Our Events, edited (title, priority, photos) and deleted after confirming', async () => {
  const page = await browser.newPage();
  adminPage = page;
  await signInAsAdmin(page);
  await page.goto(PATH);
  const title = `${TITLE_PREFIX} Art Fair ${Date.now()}`;
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(title);
  await upload.getByLabel('Priority').fill('9999');
  await upload.getByLabel('Photos', { exact: true }).setInputFiles([pngFile('art-fair-1.png'), pngFile('art-fair-2.png')]);
  await upload.getByRole('button', { name: 'Upload event' }).click();
  await upload.getByText(UPLOADED, { exact: true }).waitFor();
  expect(await upload.getByLabel('Title').inputValue()).toBe('');
  expect(await upload.getByLabel('Priority').inputValue()).toBe('');
  expect(await upload.getByText('art-fair-1.png').count()).toBe(0);

  const item = manageItem(page, title);
  await item.getByText('Priority 9999 · 2 photos').waitFor();
  const [firstPhoto, secondPhoto] = await item.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(firstPhoto).toMatch(LOCAL_UPLOAD);
  expect(secondPhoto).toMatch(LOCAL_UPLOAD);

  // The highest priority number sorts last among what visitors see, with both photos.
  const visitor = await browser.newPage(PHONE);
  expect(await publicTitles(visitor)).toEqual([...visible, title]);
  const block = visitor.getByRole('article', { name: title });
  expect(await block.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([firstPhoto, secondPhoto]);
  await block.getByRole('img', { name: `${title}, photo 1 of 2` }).waitFor();

  // Edit: new title and priority, drop the first photo, add a new one.
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  const editedTitle = `${title} (edited)`;
  await form.getByLabel('Title').fill(editedTitle);
  await form.getByLabel('Priority').fill('9998');
  await form.getByLabel('Keep photo 1').uncheck();
  await form
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'art-fair-3.png', mimeType: 'image/png', buffer: pngBuffer(200, 150, [180, 60, 40]) });
  await form.getByRole('button', { name: 'Save' }).click();
  const edited = manageItem(page, editedTitle);
  await edited.getByText('Priority 9998 · 2 photos').waitFor();
  const editedPhotos = await edited.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(editedPhotos).toHaveLength(2);
  expect(editedPhotos[0]).toBe(secondPhoto);
  expect(editedPhotos[1]).toMatch(LOCAL_UPLOAD);
  expect(editedPhotos).not.toContain(firstPhoto);
  expect(await manageItem(page, title).count()).toBe(0);

  expect(await publicTitles(visitor)).toEqual([...visible, editedTitle]);
  expect(
    await visitor.getByRole('article', { name: editedTitle }).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
  ).toEqual(editedPhotos);

  // Delete: Cancel keeps it; confirming removes it.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByText('Are you sure you want to delete this event?', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await edited.count()).toBe(1);
  await edited.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await edited.waitFor({ state: 'detached' });

  expect(await publicTitles(visitor)).toEqual(visible);
}, 60_000);

test('an upload without a photo shows the validation message and keeps what was typed', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  await page.goto(PATH);
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(`${TITLE_PREFIX} never saved`);
  await upload.getByLabel('Priority').fill('7');
  await upload.getByRole('button', { name: 'Upload event' }).click();
  const message = upload.getByText(MISSING, { exact: true });
  await message.waitFor();
  // Focus moves to the message, so a screen-reader user hears it.
  expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await upload.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} never saved`);
  expect(await upload.getByLabel('Priority').inputValue()).toBe('7');
  expect(await manageRegion(page).locator('.admin-item', { hasText: TITLE_PREFIX }).count()).toBe(0);
});

test('an edit that would leave an event without photos is refused, and Cancel restores it', async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto(PATH);
  const title = visible[0];
  const photoCount = seededPhotoCount(title);
  expect(photoCount).toBeGreaterThan(0);
  const item = manageItem(page, title);
  await item.waitFor();
  expect(await item.locator('img').count()).toBe(photoCount);
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  for (let index = 1; index <= photoCount; index++) await form.getByLabel(`Keep photo ${index}`).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('❌ Please enter a title, a priority and keep or add at least one image.', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await manageItem(page, title).locator('img').count()).toBe(photoCount);
});

test('a failed photo upload shows the failure message and keeps the text and the picked photo', async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto(PATH);
  await page.route('**/__local-upload/image/upload', (route) => route.fulfill({ status: 500, body: '{"error":{"message":"Server down"}}' }));
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(`${TITLE_PREFIX} kept after failure`);
  await upload.getByLabel('Priority').fill('9999');
  await upload.getByLabel('Photos', { exact: true }).setInputFiles(pngFile('kept.png'));
  await upload.getByRole('button', { name: 'Upload event' }).click();
  await upload.getByText(UPLOAD_FAILED, { exact: true }).waitFor();
  expect(await upload.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} kept after failure`);
  expect(await upload.getByRole('list', { name: 'Photos: chosen images' }).getByText('kept.png', { exact: true }).count()).toBe(1);
  expect(await manageRegion(page).locator('.admin-item', { hasText: TITLE_PREFIX }).count()).toBe(0);
});

test('a failed read of the manage list offers Retry, which then shows the events', async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.route('http://127.0.0.1:8080/**', (route) => route.abort());
  await page.goto(PATH);
  await manageRegion(page).getByText("We couldn't load the events. Please check your connection and try again.").waitFor();
  await page.unroute('http://127.0.0.1:8080/**');
  await manageRegion(page).getByRole('button', { name: 'Retry' }).click();
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).count()).toBe(visible.length + hidden.length);
});
