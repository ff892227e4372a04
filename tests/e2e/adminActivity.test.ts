// The Activity page and the 'Last edited by' lines, in the browser on the emulators: the log names who did what,
// across two administrator accounts.
import { afterAll, expect, test } from 'vitest';
import { addLink, LINKS_PATH, manageLinks } from './adminLinkSteps';
import { adminItem, confirmWith } from './adminPageHelpers';
import { ADMIN_ACCOUNT, openAsAdmin, PRINCIPAL_ACCOUNT, signIn } from './adminSession';
import { DESKTOP, openBrowser, PHONE } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';
import { DASHBOARD_PATH } from '@/content/adminPages';

const browser = openBrowser();
const ACTIVITY_PATH = '/admin-l6g2c9-activity';
const RUN = `E2E Activity ${Date.now()}`;

afterAll(async () => {
  await deleteDocumentsWhere('important_links', 'title', RUN);
  await deleteDocumentsWhere('trash', 'title', RUN);
});

test('the Activity page lists who did what across two administrators, newest first, filtered by person and type', { timeout: 120_000 }, async () => {
  const admin = await browser.newPage(DESKTOP);
  await openAsAdmin(admin, LINKS_PATH);
  const title = `${RUN} Logged`;
  await addLink(admin, title);

  const principal = await browser.newPage(DESKTOP);
  await signIn(principal, PRINCIPAL_ACCOUNT);
  await principal.waitForURL(`**${DASHBOARD_PATH}`);
  await principal.goto(LINKS_PATH);
  const item = adminItem(manageLinks(principal), title);
  await item.getByText(`Last edited by ${ADMIN_ACCOUNT.email}, just now`).waitFor();
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmWith(principal, 'Are you sure you want to delete this link?', 'Delete');
  await manageLinks(principal).getByRole('button', { name: 'Undo', exact: true }).click();
  await manageLinks(principal).getByText(`✅ Restored '${title}'.`, { exact: true }).waitFor();

  await admin.goto(ACTIVITY_PATH);
  const entries = admin.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').filter({ hasText: title });
  await entries.first().waitFor();
  expect(await entries.allInnerTexts()).toEqual([
    expect.stringMatching(new RegExp(`^Restored · Important link · ${title}\\s+${PRINCIPAL_ACCOUNT.email}, just now$`)),
    expect.stringMatching(new RegExp(`^Deleted · Important link · ${title}\\s+${PRINCIPAL_ACCOUNT.email}, just now$`)),
    expect.stringMatching(new RegExp(`^Added · Important link · ${title}\\s+${ADMIN_ACCOUNT.email}, just now$`)),
  ]);

  await admin.getByLabel('Person').selectOption(PRINCIPAL_ACCOUNT.email);
  await expect.poll(() => entries.count()).toBe(2);
  await admin.getByLabel('Type').selectOption({ label: 'Announcement' });
  await expect.poll(() => entries.count()).toBe(0);
  await admin.getByLabel('Type').selectOption({ label: 'Important link' });
  await admin.getByLabel('Person').selectOption(ADMIN_ACCOUNT.email);
  await expect.poll(() => entries.count()).toBe(1);

  await entries.first().getByRole('link', { name: title }).click();
  await admin.waitForURL(`**${LINKS_PATH}#item-important_links-*`);
  await adminItem(manageLinks(admin), title).and(admin.locator('.admin-item--linked')).waitFor();
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
