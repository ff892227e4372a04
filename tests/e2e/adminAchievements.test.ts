import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
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
import { seededDocuments, byPriority, titlesOf } from './seeded';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-m5r8t1-achievements';
const PUBLIC_PATH = '/Achievements';
const TITLE_PREFIX = 'E2E Achievement';
const ADDED = '🎉 Achievement added successfully!';
const FAILED = '❌ Failed to upload. Please try again.';
const MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

const seededTitles = titlesOf(seededDocuments('achievements/').sort(byPriority));

const addRegion = (page: Page) => page.getByRole('region', { name: 'Add an achievement' });
const manageRegion = (page: Page) => page.getByRole('region', { name: 'Manage achievements' });
const manageTitles = (page: Page) => manageRegion(page).getByRole('heading', { level: 3 });
const manageItem = (page: Page, title: string) => adminItem(manageRegion(page), title);

/** The achievement titles a visitor sees on the Achievements page, in order. */
const publicTitles = (page: Page) => publicArticleTitles(page, PUBLIC_PATH);

const cleanUpAfterTest = deleteLeftoversAfterEach(PATH, manageRegion, TITLE_PREFIX);

test('an achievement is added with an image, shown on the Achievements page, edited with a new image and deleted after confirming', async () => {
  const page = await browser.newPage();
  cleanUpAfterTest(page);
  await openAsAdmin(page, PATH);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual(seededTitles);

  const title = `${TITLE_PREFIX} Quiz Champions ${Date.now()}`;
  const description = 'Our Class IX team won the district quiz, added by the browser tests.';
  const add = addRegion(page);
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Description').fill(description);
  await add.getByLabel('Image', { exact: true }).setInputFiles(pngFile('quiz.png'));
  await add.getByRole('button', { name: 'Add achievement' }).click();
  await add.getByText(ADDED, { exact: true }).waitFor();
  for (const field of ['Title', 'Description']) expect(await add.getByLabel(field).inputValue()).toBe('');
  expect(await add.getByText('quiz.png', { exact: true }).count()).toBe(0);

  const item = manageItem(page, title);
  // No number to type: a new achievement goes first.
  await item.getByText(`1 of ${seededTitles.length + 1}`, { exact: true }).waitFor();
  const image = await item.getByRole('img', { name: title }).getAttribute('src');
  expect(image).toMatch(LOCAL_UPLOAD);

  // It comes first on the public timeline, with its description and image.
  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor)).toEqual([title, ...seededTitles]);
  const card = visitor.getByRole('article', { name: title });
  await card.getByText(description, { exact: true }).waitFor();
  expect(await card.getByRole('img', { name: title }).getAttribute('src')).toBe(image);

  // Edit every field and replace the image.
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  const editedTitle = `${title} (edited)`;
  const editedDescription = `${description} Edited.`;
  await form.getByLabel('Title').fill(editedTitle);
  await form.getByLabel('Description').fill(editedDescription);
  await form
    .getByLabel('Replace image (optional)', { exact: true })
    .setInputFiles(pngFile('quiz-new.png', 180, 120, [40, 140, 90]));
  await form.getByRole('button', { name: 'Save' }).click();
  const edited = manageItem(page, editedTitle);
  await edited.getByText(`1 of ${seededTitles.length + 1}`, { exact: true }).waitFor();
  const newImage = await edited.getByRole('img', { name: editedTitle }).getAttribute('src');
  expect(newImage).toMatch(LOCAL_UPLOAD);
  expect(newImage).not.toBe(image);

  // Moved down one place: second, here and on the timeline.
  await edited.getByRole('button', { name: `Move down ${editedTitle}` }).click();
  await edited.getByText(`2 of ${seededTitles.length + 1}`, { exact: true }).waitFor();
  await expect.poll(() => publicTitles(visitor)).toEqual([seededTitles[0], editedTitle, ...seededTitles.slice(1)]);
  await edited.getByRole('button', { name: `Move up ${editedTitle}` }).click();
  await edited.getByText(`1 of ${seededTitles.length + 1}`, { exact: true }).waitFor();
  await expect.poll(() => publicTitles(visitor)).toEqual([editedTitle, ...seededTitles]);
  const editedCard = visitor.getByRole('article', { name: editedTitle });
  await editedCard.getByText(editedDescription, { exact: true }).waitFor();
  expect(await editedCard.getByRole('img', { name: editedTitle }).getAttribute('src')).toBe(newImage);

  // Delete: Cancel keeps it; confirming removes it.
  await deleteAfterCancelling(edited, 'Are you sure you want to delete this achievement?');

  await expect.poll(() => publicTitles(visitor)).toEqual(seededTitles);
}, 60_000);

test('an achievement without an image shows the validation message and keeps what was typed', async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const add = addRegion(page);
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} never saved`);
  await add.getByLabel('Description').fill('Kept description');
  await add.getByRole('button', { name: 'Add achievement' }).click();
  const message = add.getByText(MISSING, { exact: true });
  await message.waitFor();
  expect(await hasFocus(message)).toBe(true);
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} never saved`);
  expect(await add.getByLabel('Description').inputValue()).toBe('Kept description');
  expect(await adminItemsContaining(manageRegion(page), TITLE_PREFIX).count()).toBe(0);
});

test('a failed image upload shows the failure message and keeps the text and the picked image', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await failImageUploads(page);
  const add = addRegion(page);
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} kept after failure`);
  await add.getByLabel('Description').fill('Kept description');
  await add.getByLabel('Image', { exact: true }).setInputFiles(pngFile('kept.png'));
  await add.getByRole('button', { name: 'Add achievement' }).click();
  await add.getByText(FAILED, { exact: true }).waitFor();
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} kept after failure`);
  expect(await chosenImage(add, 'Image', 'kept.png').count()).toBe(1);
  expect(await adminItemsContaining(manageRegion(page), TITLE_PREFIX).count()).toBe(0);
});
