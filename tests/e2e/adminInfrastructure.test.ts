import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import {
  LOCAL_UPLOAD,
  adminItemsContaining,
  chosenImage,
  deleteAfterCancelling,
  deleteLeftoversAfterEach,
  failImageUploads,
  publicArticleTitles,
} from './adminPageHelpers';
import { openBrowser, PHONE } from './browser';
import { hiddenByPriority, seededDocuments, titlesOf, visibleByPriority } from './seeded';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-p7o2r1-infra';
const PUBLIC_PATH = '/InfrastructureSection';
const TITLE_PREFIX = 'E2E Infra';

const seeded = seededDocuments('infrastructure_items/');
const visible = titlesOf(visibleByPriority(seeded));
const hidden = titlesOf(hiddenByPriority(seeded));

const addRegion = (page: Page) => page.getByRole('region', { name: 'Add an infrastructure item' });
const manageRegion = (page: Page) => page.getByRole('region', { name: 'Manage infrastructure items' });
const manageTitles = (page: Page) => manageRegion(page).getByRole('heading', { level: 3 });

/** The titles a visitor sees, in order. */
const publicTitles = (page: Page) => publicArticleTitles(page, PUBLIC_PATH);

const cleanUpAfterTest = deleteLeftoversAfterEach(PATH, manageRegion, TITLE_PREFIX);

test('the manage list shows every item by priority, the one without a numeric priority last and marked hidden', async () => {
  expect(hidden.length).toBeGreaterThan(0);
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, ...hidden]);
  for (const title of hidden) {
    const item = adminItemsContaining(manageRegion(page), title);
    await item.getByText('Hidden from visitors: no numeric priority. Move it up to give it a place.').waitFor();
  }
  expect(await publicTitles(page)).toEqual(visible);
});

// Several page loads and uploads: more time than the suite's default.
test('an item is added with a thumbnail and a gallery, shown to visitors, edited and deleted after confirming', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  cleanUpAfterTest(page);
  await openAsAdmin(page, PATH);
  const title = `${TITLE_PREFIX} Robotics Studio ${Date.now()}`;
  const add = addRegion(page);
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Description').fill('A studio for robotics clubs, added by the browser tests.');
  // No number to type: a new item goes after the others visitors see.
  expect(await add.getByLabel('Priority').count()).toBe(0);
  await add.getByLabel('Thumbnail', { exact: true }).setInputFiles(pngFile('thumbnail.png'));
  await add.getByLabel('Gallery images', { exact: true }).setInputFiles([pngFile('gallery-1.png'), pngFile('gallery-2.png')]);
  await add.getByRole('button', { name: 'Add item' }).click();
  await page.getByText('✅ Infrastructure item added successfully!').waitFor();
  expect(await add.getByLabel('Title').inputValue()).toBe('');

  const item = adminItemsContaining(manageRegion(page), title);
  const place = `${visible.length + 1} of ${visible.length + hidden.length + 1} · 2 gallery photos`;
  await item.getByText(place).waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, title, ...hidden]);
  expect(await item.getByRole('img', { name: `Thumbnail of ${title}` }).getAttribute('src')).toMatch(LOCAL_UPLOAD);

  // A visitor sees it last, and More opens its two photos.
  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor)).toEqual([...visible, title]);
  await visitor.getByRole('article', { name: title }).getByRole('button', { name: 'More' }).click();
  const gallery = visitor.getByRole('dialog', { name: title });
  await gallery.getByRole('img').first().waitFor();
  expect(await gallery.getByRole('img').count()).toBe(2);
  await gallery.getByRole('button', { name: 'Close' }).click();
  await gallery.waitFor({ state: 'hidden' });

  // Edit: new title and description, a new thumbnail, the first photo removed and a third added.
  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manageRegion(page).getByRole('form', { name: `Edit ${title}` });
  const edited = `${title} (edited)`;
  await editor.getByLabel('Title').fill(edited);
  await editor.getByLabel('Description').fill('Edited by the browser tests.');
  await editor.getByLabel('Replace thumbnail (optional)').setInputFiles(pngFile('new-thumbnail.png'));
  await editor.getByLabel(`Keep ${title}, gallery 1`).uncheck();
  await editor.getByLabel('Add gallery images').setInputFiles(pngFile('gallery-3.png'));
  await editor.getByRole('button', { name: 'Save' }).click();
  const editedItem = adminItemsContaining(manageRegion(page), edited);
  await editedItem.getByText('✅ Changes saved.').waitFor();
  await editedItem.getByText(place).waitFor();

  await expect.poll(() => publicTitles(visitor)).toEqual([...visible, edited]);
  const article = visitor.getByRole('article', { name: edited });
  await article.getByText('Edited by the browser tests.').waitFor();
  await article.getByRole('button', { name: 'More' }).click();
  const editedGallery = visitor.getByRole('dialog', { name: edited });
  await editedGallery.getByRole('img').first().waitFor();
  expect(await editedGallery.getByRole('img').count()).toBe(2);

  await deleteAfterCancelling(editedItem, 'Are you sure you want to delete this item?');

  await expect.poll(() => publicTitles(visitor)).toEqual(visible);
});

test('a missing field shows the exact message and keeps what was typed and picked', async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const add = addRegion(page);
  const message = add.getByRole('alert').filter({ hasText: '❌ All fields including priority are required.' });

  // Everything but the description.
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} never saved`);
  await add.getByLabel('Thumbnail', { exact: true }).setInputFiles(pngFile('kept-thumbnail.png'));
  await add.getByLabel('Gallery images', { exact: true }).setInputFiles(pngFile('kept-gallery.png'));
  await add.getByRole('button', { name: 'Add item' }).click();
  await message.waitFor();
  expect(await message.textContent()).toBe('❌ All fields including priority are required.');
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} never saved`);
  expect(await chosenImage(add, 'Thumbnail', 'kept-thumbnail.png').count()).toBe(1);

  // With a description but no gallery image.
  await add.getByLabel('Description').fill('Kept description');
  await add.getByRole('button', { name: 'Remove kept-gallery.png' }).click();
  await add.getByRole('button', { name: 'Add item' }).click();
  await message.waitFor();
  expect(await add.getByLabel('Description').inputValue()).toBe('Kept description');

  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, ...hidden]);
});

test('a failed upload shows the failure message and saves nothing', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await failImageUploads(page);
  const add = addRegion(page);
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} upload fails`);
  await add.getByLabel('Description').fill('Kept after failure');
  await add.getByLabel('Thumbnail', { exact: true }).setInputFiles(pngFile('thumbnail.png'));
  await add.getByLabel('Gallery images', { exact: true }).setInputFiles(pngFile('gallery.png'));
  await add.getByRole('button', { name: 'Add item' }).click();
  await add.getByText('❌ Failed to upload or save.').waitFor();
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} upload fails`);
  expect(await chosenImage(add, 'Gallery images', 'gallery.png').count()).toBe(1);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual([...visible, ...hidden]);
});
