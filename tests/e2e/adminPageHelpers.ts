/** What the admin pages share: their item cards, the confirmation dialog, uploads and the public pages they feed. */
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/** Where the local stand-in for the image host serves uploaded files. */
export const LOCAL_UPLOAD = /^\/__local-upload\/files\//;
const UPLOAD_ENDPOINT = '**/__local-upload/image/upload';

/** Makes every image upload of the page fail as if the image host were down. */
export async function failImageUploads(page: Page): Promise<void> {
  await page.route(UPLOAD_ENDPOINT, (route) => route.fulfill({ status: 500, body: '{"error":{"message":"Server down"}}' }));
}

/** Answers every image upload of the page with `url`, as if the image host had stored the file there. */
export async function answerImageUploadsWith(page: Page, url: string): Promise<void> {
  await page.route(UPLOAD_ENDPOINT, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ secure_url: url }) }),
  );
}

export async function restoreImageUploads(page: Page): Promise<void> {
  await page.unroute(UPLOAD_ENDPOINT);
}

/** The name of a file picked in a file field (pictures or PDFs), in the field's list of chosen files. */
export function chosenImage(scope: Page | Locator, fieldLabel: string, fileName: string): Locator {
  return scope.getByRole('list', { name: `${fieldLabel}: chosen files` }).getByText(fileName, { exact: true });
}

/**
 * What a visitor's browser gets from a link's address, fetched in the page (so a site path resolves as the link's
 * does): its content type and its first bytes as text.
 */
export async function fetchedFrom(link: Locator): Promise<{ contentType: string | null; start: string }> {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The link has no address.');
  return link.page().evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, 8);
    return { contentType: response.headers.get('content-type'), start: String.fromCharCode(...bytes) };
  }, href);
}

/** Whether the element has the keyboard focus (a message that takes focus is read out by screen readers). */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** A `.admin-item` card of a manage list, found by its exact heading. */
export function adminItem(manage: Locator, title: string): Locator {
  return manage.locator('.admin-item', { has: manage.page().getByRole('heading', { name: title, exact: true }) });
}

/** The admin pages' in-page confirmation. */
export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

/** Answers the in-page confirmation with `button` after checking its exact question, and waits for it to close. */
export async function confirmWith(page: Page, question: string, button: string): Promise<void> {
  const dialog = confirmDialog(page);
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Deletes an item as an administrator would, checking the confirmation on the way: its exact question, Cancel
 * keeping the item, then `confirmButton` removing it.
 */
export async function deleteAfterCancelling(item: Locator, question: string, label: 'Delete' | 'Remove' = 'Delete'): Promise<void> {
  const page = item.page();
  await item.getByRole('button', { name: label }).click();
  await confirmWith(page, question, 'Cancel');
  expect(await item.count()).toBe(1);
  await item.getByRole('button', { name: label }).click();
  await confirmWith(page, question, label);
  await item.waitFor({ state: 'detached' });
}

/** The `.admin-item` cards of a manage list whose text contains `text`. */
export function adminItemsContaining(manage: Locator, text: string): Locator {
  return manage.locator('.admin-item', { hasText: text });
}

/**
 * Safety net after a failed test: deletes through the admin page at `path` every `.admin-item` of the manage list
 * whose text contains `marker`.
 */
async function deleteLeftovers(page: Page, path: string, manage: Locator, marker: string): Promise<void> {
  await page.goto(path);
  await manage.getByRole('heading', { level: 3 }).first().waitFor();
  const leftovers = adminItemsContaining(manage, marker);
  while ((await leftovers.count()) > 0) {
    const count = await leftovers.count();
    await leftovers.first().getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => leftovers.count()).toBe(count - 1);
  }
}

/**
 * Registers, for the test file, the deletion after each test of what it left behind in the manage list of the
 * admin page at `path` (items whose text contains `marker`). Returns the function a test calls with its signed-in
 * page to ask for that clean-up.
 */
export function deleteLeftoversAfterEach(path: string, manage: (page: Page) => Locator, marker: string): (page: Page) => void {
  let adminPage: Page | undefined;
  afterEach(async () => {
    if (adminPage) await deleteLeftovers(adminPage, path, manage(adminPage), marker);
    adminPage = undefined;
  });
  return (page) => {
    adminPage = page;
  };
}

/** The titles of the articles a visitor sees on a public page (their level-2 headings), in order. */
export async function publicArticleTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const headings = page.getByRole('article').getByRole('heading', { level: 2 });
  await headings.first().waitFor();
  return headings.allTextContents();
}
