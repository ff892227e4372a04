import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import {
  LOCAL_UPLOAD,
  adminItem,
  adminItemsContaining,
  chosenImage,
  deleteAfterCancelling,
  deleteLeftoversAfterEach,
  failImageUploads,
  hasFocus,
  publicArticleTitles,
} from './adminPageHelpers';
import { openBrowser, PHONE } from './browser';
import { FIRESTORE_EMULATOR_REQUESTS } from './emulatorRest';
import { hiddenByPriority, seededDocuments, titlesOf, visibleByPriority } from './seeded';
import { pngFile } from './testImage';
import { must } from '../support/must';

const browser = openBrowser();
const PATH = '/admin-a91b2c-events';
const PUBLIC_PATH = '/OurEvents';
const TITLE_PREFIX = 'E2E Event';
const UPLOADED = '✅ Event uploaded successfully!';
const UPLOAD_FAILED = '❌ Failed to upload event. Please try again.';
const MISSING = '❌ Please enter a title, a priority and at least one image.';
const HIDDEN_NOTE = 'Hidden from visitors: no numeric priority. Move it up to give it a place.';

const seeded = seededDocuments('events_gallery/');
const visible = titlesOf(visibleByPriority(seeded));
const hidden = titlesOf(hiddenByPriority(seeded));
const seededPhotoCount = (title: string) => (seeded.find((event) => event.title === title)?.imageURLs as string[] | undefined)?.length ?? 0;

const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload an event' });
const manageRegion = (page: Page) => page.getByRole('region', { name: 'Manage events' });
const manageTitles = (page: Page) => manageRegion(page).getByRole('heading', { level: 3 });
const manageItem = (page: Page, title: string) => adminItem(manageRegion(page), title);

/** The event titles a visitor sees on the Our Events page, in order. */
const publicTitles = (page: Page) => publicArticleTitles(page, PUBLIC_PATH);

const cleanUpAfterTest = deleteLeftoversAfterEach(PATH, manageRegion, TITLE_PREFIX);

test('the manage list shows every event by priority, the one without a numeric priority last and marked hidden', async () => {
  expect(hidden.length).toBeGreaterThan(0);
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, ...hidden]);
  for (const title of hidden) await manageItem(page, title).getByText(HIDDEN_NOTE, { exact: true }).waitFor();
  expect(await manageRegion(page).getByText(HIDDEN_NOTE, { exact: true }).count()).toBe(hidden.length);
  expect(await publicTitles(page)).toEqual(visible);
});

/** Uploads an event with `photos`; it goes first in the list. */
async function uploadEvent(page: Page, title: string, photos = [pngFile('art-fair-1.png'), pngFile('art-fair-2.png')]) {
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(title);
  await upload.getByLabel('Photos', { exact: true }).setInputFiles(photos);
  await upload.getByRole('button', { name: 'Upload event' }).click();
  await upload.getByText(UPLOADED, { exact: true }).waitFor();
}

const listLength = visible.length + hidden.length + 1;

test('an event is uploaded with photos, shown first on Our Events, edited (title, photos) and deleted after confirming', async () => {
  const page = await browser.newPage();
  cleanUpAfterTest(page);
  await openAsAdmin(page, PATH);
  const title = `${TITLE_PREFIX} Art Fair ${Date.now()}`;
  const upload = uploadRegion(page);
  // No number to type: a new event goes first.
  expect(await upload.getByLabel('Priority').count()).toBe(0);
  await uploadEvent(page, title);
  expect(await upload.getByLabel('Title').inputValue()).toBe('');
  expect(await upload.getByText('art-fair-1.png').count()).toBe(0);

  const item = manageItem(page, title);
  await item.getByText(`1 of ${listLength} · 2 photos`).waitFor();
  expect((await manageTitles(page).allTextContents())[0]).toBe(title);
  const [firstPhoto, secondPhoto] = await item.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(firstPhoto).toMatch(LOCAL_UPLOAD);
  expect(secondPhoto).toMatch(LOCAL_UPLOAD);

  // Visitors see it first, with both photos.
  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor)).toEqual([title, ...visible]);
  const block = visitor.getByRole('article', { name: title });
  expect(await block.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([firstPhoto, secondPhoto]);
  await block.getByRole('img', { name: `${title}, photo 1 of 2` }).waitFor();

  // Edit: new title, drop the first photo, add a new one; it keeps its place.
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  const editedTitle = `${title} (edited)`;
  await form.getByLabel('Title').fill(editedTitle);
  await form.getByLabel(`Keep ${title}, photo 1 of 2`).uncheck();
  await form
    .getByLabel('Add photos', { exact: true })
    .setInputFiles(pngFile('art-fair-3.png', 200, 150, [180, 60, 40]));
  await form.getByRole('button', { name: 'Save' }).click();
  const edited = manageItem(page, editedTitle);
  await edited.getByText(`1 of ${listLength} · 2 photos`).waitFor();
  const editedPhotos = await edited.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(editedPhotos).toHaveLength(2);
  expect(editedPhotos[0]).toBe(secondPhoto);
  expect(editedPhotos[1]).toMatch(LOCAL_UPLOAD);
  expect(editedPhotos).not.toContain(firstPhoto);
  expect(await manageItem(page, title).count()).toBe(0);

  await expect.poll(() => publicTitles(visitor)).toEqual([editedTitle, ...visible]);
  expect(
    await visitor.getByRole('article', { name: editedTitle }).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
  ).toEqual(editedPhotos);

  // Delete: Cancel keeps it; confirming removes it.
  await deleteAfterCancelling(edited, `Are you sure you want to delete this event? “${editedTitle}”`);

  await expect.poll(() => publicTitles(visitor)).toEqual(visible);
}, 60_000);

test('an event moved down by keyboard and up by a tap changes its place on Our Events; the focus stays on the button', async () => {
  const page = await browser.newPage(PHONE);
  cleanUpAfterTest(page);
  await openAsAdmin(page, PATH);
  const title = `${TITLE_PREFIX} Moved ${Date.now()}`;
  await uploadEvent(page, title, [pngFile('moved.png')]);
  const item = manageItem(page, title);
  await item.getByText(`1 of ${listLength} · 1 photo`).waitFor();
  const moveUp = item.getByRole('button', { name: `Move up ${title}` });
  const moveDown = item.getByRole('button', { name: `Move down ${title}` });
  expect(await moveUp.isDisabled()).toBe(true);

  // Down, with the keyboard: it changes places with the first seeded event, here and for visitors.
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await item.getByText(`2 of ${listLength} · 1 photo`).waitFor();
  await item.getByRole('status').getByText(`Moved down: now 2 of ${listLength}.`).waitFor();
  expect(await hasFocus(moveDown)).toBe(true);
  expect((await manageTitles(page).allTextContents()).slice(0, 2)).toEqual([visible[0], title]);
  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor)).toEqual([visible[0], title, ...visible.slice(1)]);

  // Up, with a tap: first again, so Move up is disabled and the focus goes to Move down.
  await moveUp.click();
  await item.getByText(`1 of ${listLength} · 1 photo`).waitFor();
  await expect.poll(() => hasFocus(moveDown)).toBe(true);
  expect(await moveUp.isDisabled()).toBe(true);
  await expect.poll(() => publicTitles(visitor)).toEqual([title, ...visible]);
}, 60_000);

test('photos are put in order before the upload and in the editor: the one moved first is the event’s first photo', async () => {
  const page = await browser.newPage(PHONE);
  cleanUpAfterTest(page);
  await openAsAdmin(page, PATH);
  const title = `${TITLE_PREFIX} Photo order ${Date.now()}`;
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(title);
  // Two picks of different widths, so that each can be told apart once uploaded.
  await upload.getByLabel('Photos', { exact: true }).setInputFiles([pngFile('narrow.png', 120, 90), pngFile('wide.png', 240, 90)]);
  const picks = upload.getByRole('list', { name: 'Photos: chosen files' }).getByRole('listitem');
  const wideEarlier = upload.getByRole('button', { name: 'Move wide.png earlier' });
  await wideEarlier.click();
  expect(await picks.allTextContents()).toEqual([expect.stringContaining('wide.png'), expect.stringContaining('narrow.png')]);
  // It is first now: Earlier is disabled and Later has the focus.
  expect(await wideEarlier.isDisabled()).toBe(true);
  expect(await hasFocus(upload.getByRole('button', { name: 'Move wide.png later' }))).toBe(true);
  await upload.getByRole('button', { name: 'Upload event' }).click();
  await upload.getByText(UPLOADED, { exact: true }).waitFor();

  const item = manageItem(page, title);
  const widths = () => item.locator('.admin-item__thumbs img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  await expect.poll(widths).toEqual([240, 120]);
  const [wide, narrow] = await item.locator('.admin-item__thumbs img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

  // In the editor: the second stored photo moved earlier, then saved. Moving is a change: leaving now would ask.
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByRole('button', { name: `Move ${title}, photo 2 of 2 earlier` }).click();
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await leave.waitFor({ state: 'hidden' });
  await form.getByRole('button', { name: 'Save' }).click();
  await item.getByText('✅ Changes saved.').waitFor();
  await expect.poll(widths).toEqual([120, 240]);

  const visitor = await browser.newPage(PHONE);
  await visitor.goto(PUBLIC_PATH);
  const block = visitor.getByRole('article', { name: title });
  await block.getByRole('img').first().waitFor();
  expect(await block.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([narrow, wide]);
}, 60_000);

test('an upload without a photo shows the validation message and keeps what was typed', async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(`${TITLE_PREFIX} never saved`);
  await upload.getByRole('button', { name: 'Upload event' }).click();
  const message = upload.getByText(MISSING, { exact: true });
  await message.waitFor();
  // Focus moves to the message, so a screen-reader user hears it.
  expect(await hasFocus(message)).toBe(true);
  expect(await upload.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} never saved`);
  expect(await adminItemsContaining(manageRegion(page), TITLE_PREFIX).count()).toBe(0);
});

test('an edit that would leave an event without photos is refused, and Cancel restores it', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const title = must(visible[0], 'a visible event');
  const photoCount = seededPhotoCount(title);
  expect(photoCount).toBeGreaterThan(0);
  const item = manageItem(page, title);
  await item.waitFor();
  expect(await item.locator('img').count()).toBe(photoCount);
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  for (let index = 1; index <= photoCount; index++) await form.getByLabel(`Keep ${title}, photo ${index} of ${photoCount}`).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('❌ Please enter a title, a priority and keep or add at least one image.', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await manageItem(page, title).locator('img').count()).toBe(photoCount);
});

test('a failed photo upload shows the failure message and keeps the text and the picked photo', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await failImageUploads(page);
  const upload = uploadRegion(page);
  await upload.getByLabel('Title').fill(`${TITLE_PREFIX} kept after failure`);
  await upload.getByLabel('Photos', { exact: true }).setInputFiles(pngFile('kept.png'));
  await upload.getByRole('button', { name: 'Upload event' }).click();
  await upload.getByText(UPLOAD_FAILED, { exact: true }).waitFor();
  expect(await upload.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} kept after failure`);
  expect(await chosenImage(upload, 'Photos', 'kept.png').count()).toBe(1);
  expect(await adminItemsContaining(manageRegion(page), TITLE_PREFIX).count()).toBe(0);
});

test('a failed read of the manage list offers Retry, which then shows the events', async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.route(FIRESTORE_EMULATOR_REQUESTS, (route) => route.abort());
  await page.goto(PATH);
  await manageRegion(page).getByText("We couldn't load the events. Please check your connection and try again.").waitFor();
  await page.unroute(FIRESTORE_EMULATOR_REQUESTS);
  await manageRegion(page).getByRole('button', { name: 'Retry' }).click();
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).count()).toBe(visible.length + hidden.length);
});
