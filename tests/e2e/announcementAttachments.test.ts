import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { adminItemsContaining, chosenImage, deleteAfterCancelling, deleteLeftoversAfterEach, fetchedFrom } from './adminPageHelpers';
import { dataSettled, openBrowser, PHONE } from './browser';
import { seededDocuments } from './seeded';
import { PDF_SIGNATURE, pdfFile, renamedToPdf } from './testDocument';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';
const MARKER = 'E2E attachment';
const ATTACHMENTS = 'PDF attachments (optional)';

const manage = (page: Page) => page.getByRole('region', { name: 'Manage announcements' });
const cleanUpAfter = deleteLeftoversAfterEach(PATH, manage, MARKER);

/** The card of the announcement titled `title` on a public page. */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

// Uploads, two public page loads and an edit: more time than the suite's default.
test('a PDF attached to a new announcement is shown on /Announcements by its name, opens as a PDF, and is renamed in the editor', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  cleanUpAfter(page);
  await openAsAdmin(page, PATH);
  const title = `${MARKER} ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('The circular is attached.');
  await page.getByLabel(ATTACHMENTS).setInputFiles(pdfFile('Fee circular.pdf'));
  const name = page.getByLabel('Name shown for Fee circular.pdf');
  expect(await name.inputValue()).toBe('Fee circular');
  await name.fill('Term II fee circular');
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('✅ Announcement posted successfully!').waitFor();
  expect(await page.getByRole('list', { name: `${ATTACHMENTS}: chosen files` }).count()).toBe(0);

  const visitor = await browser.newPage();
  await visitor.goto('/Announcements');
  const link = card(visitor, title).getByRole('link', { name: 'Term II fee circular (PDF, opens in a new tab)' });
  await link.waitFor();
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  const href = await link.getAttribute('href');
  const opened = await fetchedFrom(link);
  expect(opened.contentType).toBe('application/pdf');
  expect(opened.start.startsWith(PDF_SIGNATURE)).toBe(true);

  // The editor lists the stored attachment; a new name is saved and shown.
  const item = adminItemsContaining(manage(page), title);
  await item.getByRole('button', { name: 'Edit' }).click();
  const current = manage(page).getByRole('group', { name: 'Current attachments' });
  expect(await current.getByLabel('Name of attachment 1').inputValue()).toBe('Term II fee circular');
  await current.getByLabel('Name of attachment 1').fill('Term II fee circular (revised)');
  await manage(page).getByRole('button', { name: 'Save' }).click();
  await current.waitFor({ state: 'detached' });

  await visitor.reload();
  const renamed = card(visitor, title).getByRole('link', { name: 'Term II fee circular (revised) (PDF, opens in a new tab)' });
  await renamed.waitFor();
  expect(await renamed.getAttribute('href')).toBe(href);

  await deleteAfterCancelling(adminItemsContaining(manage(page), title), 'Are you sure you want to delete this announcement?');
});

test('a picture renamed .pdf is refused at the picker with the reason, and the title, details and other picks are kept', async () => {
  const page = await browser.newPage();
  cleanUpAfter(page);
  await openAsAdmin(page, PATH);
  const title = `${MARKER} refused ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Kept details');
  await page.getByLabel(ATTACHMENTS).setInputFiles([pdfFile('circular.pdf'), renamedToPdf('photo.pdf')]);
  await page.getByLabel('Name shown for circular.pdf').fill('The real circular');
  await page.getByRole('button', { name: 'Post announcement' }).click();

  await page.getByText('“photo.pdf” is not a PDF. Choose a PDF file (a scan saved as PDF, say).', { exact: true }).waitFor();
  await page.getByText('❌ Failed to upload announcement.').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  expect(await page.getByLabel('Details').inputValue()).toBe('Kept details');
  expect(await chosenImage(page, ATTACHMENTS, 'circular.pdf').count()).toBe(1);
  expect(await chosenImage(page, ATTACHMENTS, 'photo.pdf').count()).toBe(1);
  expect(await page.getByLabel('Name shown for circular.pdf').inputValue()).toBe('The real circular');
  expect(await adminItemsContaining(manage(page), title).count()).toBe(0);

  // Removing the refused pick lets the rest be posted, the good PDF uploaded once.
  await page.getByRole('button', { name: 'Remove photo.pdf' }).click();
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('✅ Announcement posted successfully!').waitFor();
  const item = adminItemsContaining(manage(page), title);
  await item.waitFor();
  await deleteAfterCancelling(item, 'Are you sure you want to delete this announcement?');
});

test("the demo's announcement with a circular shows it on /Announcements, and it opens as a PDF", async () => {
  const attached = seededDocuments('announcements/').filter((document) => Array.isArray(document.attachments) && document.attachments.length > 0);
  expect(attached.map((document) => document.archived)).toEqual([false]);
  const title = String(attached[0]?.title);
  const [circular] = attached[0]?.attachments as { name: string; url: string }[];
  if (!circular) throw new Error('The seed has no attachment.');

  const visitor = await browser.newPage();
  await visitor.goto('/Announcements');
  // React's cards, not the entry's copy of the first two (src/lib/firstScreen.ts): among the latest three, or further
  // down: 'Show older notices' until it is there.
  await dataSettled(visitor);
  while ((await card(visitor, title).count()) === 0) {
    const count = await visitor.locator('.announcement-card').count();
    await visitor.getByRole('button', { name: 'Show older notices' }).click();
    await expect.poll(() => visitor.locator('.announcement-card').count()).toBeGreaterThan(count);
  }
  const link = card(visitor, title).getByRole('link', { name: `${circular.name} (PDF, opens in a new tab)` });
  expect(await link.getAttribute('href')).toBe(circular.url);
  const opened = await fetchedFrom(link);
  expect(opened.contentType).toBe('application/pdf');
  expect(opened.start.startsWith(PDF_SIGNATURE)).toBe(true);
});

test("on a 375 px phone, a picker says what is chosen (never 'No file chosen' above chosen files), and a PDF's name field has the card's width", async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const post = page.getByRole('region', { name: 'Post an announcement' });
  const images = post.locator('.file-picker', { has: page.getByLabel('Images (optional)', { exact: true }) });
  await images.getByText('No file chosen', { exact: true }).waitFor();
  // The browser's own text of the input, which is emptied after each pick, is never seen: the box says it.
  expect(await post.getByLabel('Images (optional)', { exact: true }).evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
  await post.getByLabel('Images (optional)', { exact: true }).setInputFiles([pngFile('first.png'), pngFile('second.png')]);
  await images.getByText('2 files chosen', { exact: true }).waitFor();
  await images.getByRole('button', { name: 'Remove first.png' }).click();
  await images.getByText('1 file chosen', { exact: true }).waitFor();

  await post.getByLabel(ATTACHMENTS).setInputFiles(pdfFile('Fee circular for the whole school year.pdf'));
  const item = post.getByRole('list', { name: `${ATTACHMENTS}: chosen files` }).getByRole('listitem');
  const name = item.getByLabel('Name shown for Fee circular for the whole school year.pdf');
  const [itemWidth, nameWidth] = await Promise.all([item.evaluate((element) => element.clientWidth), name.evaluate((element) => element.getBoundingClientRect().width)]);
  // The item's width less its padding (0.5rem each side).
  expect(nameWidth).toBeGreaterThanOrEqual(itemWidth - 16);
});
