// Undo and the Trash page, in the browser on the emulators: a delete is undone from its status line (by keyboard),
// restored from the trash or deleted for good; the trash purges what is older than 30 days and never overwrites a
// newer item.
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { addLink, deleteLink, LINKS_PATH, manageLinks } from './adminLinkSteps';
import { adminItem, confirmWith, hasFocus } from './adminPageHelpers';
import { ADMIN_ACCOUNT, openAsAdmin, PRINCIPAL_ACCOUNT } from './adminSession';
import { DESKTOP, openBrowser, PHONE } from './browser';
import { deleteDocumentsWhere, putDocument } from './emulatorRest';

const browser = openBrowser();
const TRASH_PATH = '/admin-t5r3a8-trash';
const RUN = `E2E Trash ${Date.now()}`;
const DAY_MS = 24 * 3600 * 1000;

afterAll(async () => {
  await deleteDocumentsWhere('important_links', 'title', RUN);
  await deleteDocumentsWhere('trash', 'title', RUN);
});

const trashList = (page: Page) => page.getByRole('region', { name: 'Deleted items' });

/** The links a visitor sees on /ImportantLinks, by title. */
async function publicLinkTitles(browserPage: Page): Promise<string[]> {
  await browserPage.goto('/ImportantLinks');
  await browserPage.locator('.links__grid').waitFor();
  return browserPage.locator('.link-card h2, .link-card h3').allTextContents();
}

test('a delete is undone from its status line by keyboard: the link comes back under the same id, for visitors too', { timeout: 90_000 }, async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, LINKS_PATH);
  const title = `${RUN} Undo`;
  const item = await addLink(page, title);
  const anchor = await item.getAttribute('id');
  expect(anchor).toMatch(/^item-important_links-/);

  await deleteLink(page, title);
  await item.waitFor({ state: 'detached' });
  const status = manageLinks(page).getByText(`✅ Deleted '${title}'.`, { exact: true });
  expect(await hasFocus(status)).toBe(true);
  const visitor = await browser.newPage();
  await expect.poll(() => publicLinkTitles(visitor)).not.toContain(title);

  await page.keyboard.press('Tab');
  const undo = manageLinks(page).getByRole('button', { name: 'Undo', exact: true });
  expect(await hasFocus(undo)).toBe(true);
  await page.keyboard.press('Enter');
  await manageLinks(page).getByText(`✅ Restored '${title}'.`, { exact: true }).waitFor();
  const restored = adminItem(manageLinks(page), title);
  await restored.waitFor();
  expect(await restored.getAttribute('id')).toBe(anchor);
  await restored.getByText(`Last edited by ${ADMIN_ACCOUNT.email}, just now`).waitFor();
  await expect.poll(() => publicLinkTitles(visitor)).toContain(title);
});

test('a deleted link is restored from the Trash page, and another is deleted for good after confirming', { timeout: 90_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, LINKS_PATH);
  const kept = `${RUN} Restored`;
  const gone = `${RUN} Gone`;
  await addLink(page, kept);
  await addLink(page, gone);
  await deleteLink(page, kept);
  await deleteLink(page, gone);

  await page.goto(TRASH_PATH);
  const keptRow = adminItem(trashList(page), kept);
  await keptRow.getByText(`Important link · Deleted by ${ADMIN_ACCOUNT.email}, just now`, { exact: false }).waitFor();
  await keptRow.getByRole('button', { name: `Restore ${kept}` }).click();
  await trashList(page).getByText(`✅ Restored '${kept}'.`, { exact: true }).waitFor();
  await keptRow.waitFor({ state: 'detached' });

  const goneRow = adminItem(trashList(page), gone);
  await goneRow.getByRole('button', { name: `Delete forever ${gone}` }).click();
  await confirmWith(page, `Delete '${gone}' for good? It cannot be restored afterwards.`, 'Cancel');
  expect(await goneRow.count()).toBe(1);
  await goneRow.getByRole('button', { name: `Delete forever ${gone}` }).click();
  await confirmWith(page, `Delete '${gone}' for good? It cannot be restored afterwards.`, 'Delete forever');
  await trashList(page).getByText(`✅ Deleted '${gone}' for good.`, { exact: true }).waitFor();

  await page.goto(LINKS_PATH);
  await adminItem(manageLinks(page), kept).waitFor();
  expect(await adminItem(manageLinks(page), gone).count()).toBe(0);
});

/** A trashed link written as the owner, deleted `daysAgo` days ago. */
function trashedLink(id: string, title: string, daysAgo: number) {
  return putDocument(`trash/important_links~${id}`, {
    type: 'important_links',
    itemId: id,
    path: `important_links/${id}`,
    title,
    item: { title, url: 'https://example.org/old', createdAt: new Date(Date.now() - 40 * DAY_MS) },
    deletedAt: new Date(Date.now() - daysAgo * DAY_MS),
    deletedBy: PRINCIPAL_ACCOUNT.email,
    activity: `e2e-${id}`,
  });
}

test('opening the trash deletes for good what was deleted more than 30 days ago, and keeps the rest', async () => {
  const old = `${RUN} Old`;
  const recent = `${RUN} Recent`;
  await trashedLink(`old-${Date.now()}`, old, 31);
  await trashedLink(`recent-${Date.now()}`, recent, 29);

  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, TRASH_PATH);
  await page.getByRole('status').filter({ hasText: 'deleted more than 30 days ago' }).getByText(`'${old}'`, { exact: false }).waitFor();
  await adminItem(trashList(page), recent).waitFor();
  expect(await adminItem(trashList(page), old).count()).toBe(0);

  await page.reload();
  await adminItem(trashList(page), recent).waitFor();
  expect(await page.getByText(`'${old}'`, { exact: false }).count()).toBe(0);
});

test('restoring never overwrites an item stored under the same id since: it says so and the trash keeps it', async () => {
  const id = `clash-${Date.now()}`;
  const title = `${RUN} Clash`;
  await trashedLink(id, title, 1);
  await putDocument(`important_links/${id}`, { title: `${RUN} Newer`, url: 'https://example.org/newer' });

  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, TRASH_PATH);
  const row = adminItem(trashList(page), title);
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await row.getByText('An item with the same address exists again', { exact: false }).waitFor();
  await page.reload();
  await adminItem(trashList(page), title).waitFor();
});
