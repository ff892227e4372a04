import { expect, test } from 'vitest';
import { openBrowser } from './browser';
import { openAsAdmin } from './adminSession';
import { LOCAL_UPLOAD, adminItemsContaining, chosenImage, deleteAfterCancelling, failImageUploads } from './adminPageHelpers';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';

test('an announcement is posted with an image, shown on the home page, edited, archived, unarchived and deleted', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const title = `E2E notice ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Posted by the browser tests.');
  await page.getByLabel('Images (optional)').setInputFiles(pngFile());
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('✅ Announcement posted successfully!').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('');

  // Newest first: it leads the home page's three, with its uploaded image.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const homeTitles = visitor.getByRole('region', { name: 'Announcements' }).getByRole('heading', { level: 3 });
  await homeTitles.first().waitFor();
  expect(await homeTitles.first().textContent()).toBe(title);

  const manage = page.getByRole('region', { name: 'Manage announcements' });
  const item = adminItemsContaining(manage, title);
  expect(await item.locator('img').getAttribute('src')).toMatch(LOCAL_UPLOAD);
  await item.getByRole('button', { name: 'Edit' }).click();
  // In edit mode the title is an input's value, so the item is found by its form instead.
  await manage.getByLabel('Title').fill(`${title} (edited)`);
  await manage.getByRole('button', { name: 'Save' }).click();
  const edited = adminItemsContaining(manage, `${title} (edited)`);
  await edited.waitFor();

  await edited.getByRole('button', { name: 'Archive' }).click();
  await edited.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Archived' }).click();
  const archived = adminItemsContaining(manage, `${title} (edited)`);
  await archived.getByRole('button', { name: 'Unarchive' }).click();
  await archived.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Active' }).click();

  const active = adminItemsContaining(manage, `${title} (edited)`);
  await deleteAfterCancelling(active, 'Are you sure you want to delete this announcement?');

  await visitor.reload();
  await expect.poll(() => homeTitles.allTextContents()).not.toContain(`${title} (edited)`);
});

test('a file that is not an image is refused in the page and nothing typed is lost', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await page.getByLabel('Title').fill('Kept title');
  await page.getByLabel('Details').fill('Kept details');
  await page.getByLabel('Images (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText('“notes.txt” is not an image. Choose a JPEG, PNG, WebP, GIF or HEIC file.').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('Kept title');
  expect(await page.getByLabel('Details').inputValue()).toBe('Kept details');
});

test('a failed upload shows the failure message and keeps the text and the picked image', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await failImageUploads(page);
  await page.getByLabel('Title').fill('Kept after failure');
  await page.getByLabel('Details').fill('Details kept after failure');
  await page.getByLabel('Images (optional)').setInputFiles(pngFile('kept.png'));
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('❌ Failed to upload announcement.').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('Kept after failure');
  expect(await chosenImage(page, 'Images (optional)', 'kept.png').count()).toBe(1);
  expect(await page.getByText('Upload failed', { exact: true }).count()).toBe(1);
  expect(await page.getByText('No active announcements found.').count()).toBe(0);
});

test("a posted notice's photos are changed: one removed, one added, and visitors see the new set in order", { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const title = `E2E photos ${Date.now()}`;
  const post = page.getByRole('region', { name: 'Post an announcement' });
  await post.getByLabel('Title').fill(title);
  await post.getByLabel('Details').fill('Two photos, then one swapped.');
  await post.getByLabel('Images (optional)').setInputFiles([pngFile('first.png', 40, 30, [200, 0, 0]), pngFile('second.png', 40, 30, [0, 200, 0])]);
  await post.getByRole('button', { name: 'Post announcement' }).click();
  await post.getByText('✅ Announcement posted successfully!').waitFor();

  const manage = page.getByRole('region', { name: 'Manage announcements' });
  const item = adminItemsContaining(manage, title);
  const [first, second] = await item.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(second).toMatch(LOCAL_UPLOAD);

  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manage.getByRole('form', { name: `Edit ${title}` });
  await editor.getByLabel(`Keep ${title}, 1 of 2`).uncheck();
  expect(await editor.getByLabel(`Keep ${title}, 2 of 2`).isChecked()).toBe(true);
  await editor.getByLabel('Add images', { exact: true }).setInputFiles(pngFile('third.png', 40, 30, [0, 0, 200]));
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.getByText('✅ Changes saved.', { exact: true }).waitFor();
  const saved = await item.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(saved).toHaveLength(2);
  expect(saved[0]).toBe(second);
  expect(saved[1]).not.toBe(first);
  expect(saved[1]).toMatch(LOCAL_UPLOAD);

  const visitor = await browser.newPage();
  await visitor.goto('/Announcements');
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) });
  const pathsOf = (address: string) => new URL(address, 'http://site').pathname;
  await expect
    .poll(async () => (await card.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))).map(pathsOf))
    .toEqual(saved.map(pathsOf));
  await deleteAfterCancelling(item, 'Are you sure you want to delete this announcement?');
});
