// Undo, the Trash page and the Activity page, in the browser on the emulators: a delete is undone from its status
// line (by keyboard), restored from the trash or deleted for good; the trash purges what is older than 30 days and
// never overwrites a newer item; the log names who did what, across two administrator accounts.
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { adminItem, confirmWith, hasFocus } from './adminPageHelpers';
import { ADMIN_ACCOUNT, openAsAdmin, signIn } from './adminSession';
import { DESKTOP, openBrowser, PHONE } from './browser';
import { deleteDocumentsWhere, putDocument } from './emulatorRest';
import { DASHBOARD_PATH } from '@/content/adminPages';

const browser = openBrowser();
const LINKS_PATH = '/admin-q9w8e3-links';
const TRASH_PATH = '/admin-t5r3a8-trash';
const ACTIVITY_PATH = '/admin-l6g2c9-activity';
const PRINCIPAL = { email: 'principal@demo.school', password: 'demo-principal-2016' } as const;
const RUN = `E2E Trash ${Date.now()}`;
const DAY_MS = 24 * 3600 * 1000;

afterAll(async () => {
  await deleteDocumentsWhere('important_links', 'title', RUN);
  await deleteDocumentsWhere('trash', 'title', RUN);
});

const manage = (page: Page) => page.getByRole('region', { name: 'Manage links' });
const trashList = (page: Page) => page.getByRole('region', { name: 'Deleted items' });

/** Adds a link through the admin page (signed in already, on the links page) and returns its card. */
async function addLink(page: Page, title: string) {
  const add = page.getByRole('region', { name: 'Add a link' });
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill(`https://example.org/${encodeURIComponent(title)}`);
  await add.getByLabel('Button text', { exact: true }).fill('Open');
  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();
  const item = adminItem(manage(page), title);
  await item.waitFor();
  return item;
}

async function deleteItem(page: Page, title: string) {
  await adminItem(manage(page), title).getByRole('button', { name: 'Delete' }).click();
  await confirmWith(page, 'Are you sure you want to delete this link?', 'Delete');
  await manage(page).getByText(`✅ Deleted '${title}'.`, { exact: true }).waitFor();
}

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

  await deleteItem(page, title);
  await item.waitFor({ state: 'detached' });
  const status = manage(page).getByText(`✅ Deleted '${title}'.`, { exact: true });
  expect(await hasFocus(status)).toBe(true);
  const visitor = await browser.newPage();
  await expect.poll(() => publicLinkTitles(visitor)).not.toContain(title);

  await page.keyboard.press('Tab');
  const undo = manage(page).getByRole('button', { name: 'Undo', exact: true });
  expect(await hasFocus(undo)).toBe(true);
  await page.keyboard.press('Enter');
  await manage(page).getByText(`✅ Restored '${title}'.`, { exact: true }).waitFor();
  const restored = adminItem(manage(page), title);
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
  await deleteItem(page, kept);
  await deleteItem(page, gone);

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
  await adminItem(manage(page), kept).waitFor();
  expect(await adminItem(manage(page), gone).count()).toBe(0);
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
    deletedBy: PRINCIPAL.email,
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

test('the Activity page lists who did what across two administrators, newest first, filtered by person and type', { timeout: 120_000 }, async () => {
  const admin = await browser.newPage(DESKTOP);
  await openAsAdmin(admin, LINKS_PATH);
  const title = `${RUN} Logged`;
  await addLink(admin, title);

  const principal = await browser.newPage(DESKTOP);
  await signIn(principal, PRINCIPAL);
  await principal.waitForURL(`**${DASHBOARD_PATH}`);
  await principal.goto(LINKS_PATH);
  const item = adminItem(manage(principal), title);
  await item.getByText(`Last edited by ${ADMIN_ACCOUNT.email}, just now`).waitFor();
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmWith(principal, 'Are you sure you want to delete this link?', 'Delete');
  await manage(principal).getByRole('button', { name: 'Undo', exact: true }).click();
  await manage(principal).getByText(`✅ Restored '${title}'.`, { exact: true }).waitFor();

  await admin.goto(ACTIVITY_PATH);
  const entries = admin.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').filter({ hasText: title });
  await entries.first().waitFor();
  expect(await entries.allInnerTexts()).toEqual([
    expect.stringMatching(new RegExp(`^Restored · Important link · ${title}\\s+${PRINCIPAL.email}, just now$`)),
    expect.stringMatching(new RegExp(`^Deleted · Important link · ${title}\\s+${PRINCIPAL.email}, just now$`)),
    expect.stringMatching(new RegExp(`^Added · Important link · ${title}\\s+${ADMIN_ACCOUNT.email}, just now$`)),
  ]);

  await admin.getByLabel('Person').selectOption(PRINCIPAL.email);
  await expect.poll(() => entries.count()).toBe(2);
  await admin.getByLabel('Type').selectOption({ label: 'Announcement' });
  await expect.poll(() => entries.count()).toBe(0);
  await admin.getByLabel('Type').selectOption({ label: 'Important link' });
  await admin.getByLabel('Person').selectOption(ADMIN_ACCOUNT.email);
  await expect.poll(() => entries.count()).toBe(1);

  await entries.first().getByRole('link', { name: title }).click();
  await admin.waitForURL(`**${LINKS_PATH}#item-important_links-*`);
  await adminItem(manage(admin), title).and(admin.locator('.admin-item--linked')).waitFor();
});

test('pages of a single document say who last changed it, and when', async () => {
  // The seed logs them (admin@demo.school); another suite may have edited them since, as either administrator.
  const lastEdited = /^Last edited by (admin|principal)@demo\.school, (just now|\d+ \w+ ago|yesterday|last week)$/;
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, '/admin-w6y4u7-year-planner');
  await page.getByRole('region', { name: 'Current planner' }).getByText(lastEdited).waitFor();
  await page.goto('/admin-k2v8n4-mandatory-disclosure');
  await page.getByRole('region', { name: 'B. Documents and Information' }).getByText(lastEdited).first().waitFor();
  // Saving the council's description logs it at once.
  await page.goto('/admin-b2c4e5-council');
  const description = page.getByRole('region', { name: 'Council description' });
  await description.getByRole('button', { name: 'Save description' }).click();
  await description.getByText(`Last edited by ${ADMIN_ACCOUNT.email}, just now`, { exact: true }).waitFor();
});
