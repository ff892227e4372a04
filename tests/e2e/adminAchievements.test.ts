import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { seedDocuments } from '../../scripts/seed/data.mjs';
import { signInAsAdmin } from './adminSession';
import { openBrowser, PHONE } from './browser';
import { pngBuffer, pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-m5r8t1-achievements';
const PUBLIC_PATH = '/Achievements';
const TITLE_PREFIX = 'E2E Achievement';
const ADDED = '🎉 Achievement added successfully!';
const FAILED = '❌ Failed to upload. Please try again.';
const MISSING = '❌ Please enter a title, a description, a priority and choose an image.';
const LOCAL_UPLOAD = /^http:\/\/localhost:\d+\/__local-upload\/files\//;

interface SeededAchievement {
  title: string;
  priority: number;
}

const seededTitles = seedDocuments()
  .filter(({ path }) => path.startsWith('achievements/'))
  .map(({ data }) => data as SeededAchievement)
  .sort((a, b) => a.priority - b.priority)
  .map((achievement) => achievement.title);

const addRegion = (page: Page) => page.getByRole('region', { name: 'Add an achievement' });
const manageRegion = (page: Page) => page.getByRole('region', { name: 'Manage achievements' });
const manageTitles = (page: Page) => manageRegion(page).getByRole('heading', { level: 3 });
const manageItem = (page: Page, title: string) => manageRegion(page).locator('.admin-item', { has: page.getByRole('heading', { name: title, exact: true }) });

/** The achievement titles a visitor sees on the Achievements page, in order. */
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

test('an achievement is added with an image, shown on the Achievements page, edited with a new image and deleted after confirming', async () => {
  const page = await browser.newPage();
  adminPage = page;
  await signInAsAdmin(page);
  await page.goto(PATH);
  await manageTitles(page).first().waitFor();
  expect(await manageTitles(page).allTextContents()).toEqual(seededTitles);

  const title = `${TITLE_PREFIX} Quiz Champions ${Date.now()}`;
  const description = 'Our Class IX team won the district quiz, added by the browser tests.';
  const add = addRegion(page);
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Description').fill(description);
  await add.getByLabel('Priority').fill('9999');
  await add.getByLabel('Image', { exact: true }).setInputFiles(pngFile('quiz.png'));
  await add.getByRole('button', { name: 'Add achievement' }).click();
  await add.getByText(ADDED, { exact: true }).waitFor();
  for (const field of ['Title', 'Description', 'Priority']) expect(await add.getByLabel(field).inputValue()).toBe('');
  expect(await add.getByText('quiz.png', { exact: true }).count()).toBe(0);

  const item = manageItem(page, title);
  await item.getByText('Priority 9999', { exact: true }).waitFor();
  const image = await item.getByRole('img', { name: title }).getAttribute('src');
  expect(image).toMatch(LOCAL_UPLOAD);

  // The highest priority number comes last on the public timeline, with its description and image.
  const visitor = await browser.newPage(PHONE);
  expect(await publicTitles(visitor)).toEqual([...seededTitles, title]);
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
  await form.getByLabel('Priority').fill('9998');
  await form
    .getByLabel('Replace image', { exact: true })
    .setInputFiles({ name: 'quiz-new.png', mimeType: 'image/png', buffer: pngBuffer(180, 120, [40, 140, 90]) });
  await form.getByRole('button', { name: 'Save' }).click();
  const edited = manageItem(page, editedTitle);
  await edited.getByText('Priority 9998', { exact: true }).waitFor();
  const newImage = await edited.getByRole('img', { name: editedTitle }).getAttribute('src');
  expect(newImage).toMatch(LOCAL_UPLOAD);
  expect(newImage).not.toBe(image);

  expect(await publicTitles(visitor)).toEqual([...seededTitles, editedTitle]);
  const editedCard = visitor.getByRole('article', { name: editedTitle });
  await editedCard.getByText(editedDescription, { exact: true }).waitFor();
  expect(await editedCard.getByRole('img', { name: editedTitle }).getAttribute('src')).toBe(newImage);

  // Delete: Cancel keeps it; confirming removes it.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByText('Are you sure you want to delete this achievement?', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await edited.count()).toBe(1);
  await edited.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await edited.waitFor({ state: 'detached' });

  expect(await publicTitles(visitor)).toEqual(seededTitles);
}, 60_000);

test('an achievement without an image shows the validation message and keeps what was typed', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  await page.goto(PATH);
  const add = addRegion(page);
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} never saved`);
  await add.getByLabel('Description').fill('Kept description');
  await add.getByLabel('Priority').fill('3');
  await add.getByRole('button', { name: 'Add achievement' }).click();
  const message = add.getByText(MISSING, { exact: true });
  await message.waitFor();
  expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} never saved`);
  expect(await add.getByLabel('Description').inputValue()).toBe('Kept description');
  expect(await add.getByLabel('Priority').inputValue()).toBe('3');
  expect(await manageRegion(page).locator('.admin-item', { hasText: TITLE_PREFIX }).count()).toBe(0);
});

test('a failed image upload shows the failure message and keeps the text and the picked image', async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto(PATH);
  await page.route('**/__local-upload/image/upload', (route) => route.fulfill({ status: 500, body: '{"error":{"message":"Server down"}}' }));
  const add = addRegion(page);
  await add.getByLabel('Title').fill(`${TITLE_PREFIX} kept after failure`);
  await add.getByLabel('Description').fill('Kept description');
  await add.getByLabel('Priority').fill('9999');
  await add.getByLabel('Image', { exact: true }).setInputFiles(pngFile('kept.png'));
  await add.getByRole('button', { name: 'Add achievement' }).click();
  await add.getByText(FAILED, { exact: true }).waitFor();
  expect(await add.getByLabel('Title').inputValue()).toBe(`${TITLE_PREFIX} kept after failure`);
  expect(await add.getByRole('list', { name: 'Image: chosen images' }).getByText('kept.png', { exact: true }).count()).toBe(1);
  expect(await manageRegion(page).locator('.admin-item', { hasText: TITLE_PREFIX }).count()).toBe(0);
});
