// Names that cannot lie: a title pasted with a character that reorders text is refused at its field, in words, before
// anything is saved, and keeps everything typed; Tamil, a Hindi joiner and emoji are saved and shown exactly. Text
// from the database set among the page's own words is isolated (<bdi>).
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { deleteAfterCancelling } from './adminPageHelpers';
import { openBrowser } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';

const browser = openBrowser();
const RUN = `E2E ${Date.now()}`;

afterAll(() => deleteDocumentsWhere('important_links', 'title', RUN));

async function openLinksAdmin(page: Page) {
  await openAsAdmin(page, '/admin-q9w8e3-links');
  return { add: page.getByRole('region', { name: 'Add a link' }), manage: page.getByRole('region', { name: 'Manage links' }) };
}

test('a title with a right-to-left override is refused in words and nothing is saved; Tamil, a joiner and emoji are saved as typed', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openLinksAdmin(page);
  const title = add.getByLabel('Title', { exact: true });
  const spoofed = `${RUN} invoice\u202efdp.exe`;
  await title.fill(spoofed);
  await add.getByLabel('Link URL', { exact: true }).fill('https://calendar.example.org/');
  await add.getByLabel('Button text', { exact: true }).fill('Open');

  // Said under the field as soon as it is there, and the field is marked invalid.
  await add.getByText('This holds a hidden character that is not allowed: a right-to-left override (U+202E)', { exact: false }).waitFor();
  expect(await title.getAttribute('aria-invalid')).toBe('true');

  await add.getByRole('button', { name: 'Add link' }).click();
  // The field takes focus, so that a screen reader reads its problem (the field is described by it).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(spoofed);
  expect(await title.getAttribute('aria-describedby')).toBeTruthy();
  // Everything typed is still there, and no link was added.
  expect(await title.inputValue()).toBe(spoofed);
  expect(await add.getByLabel('Link URL', { exact: true }).inputValue()).toBe('https://calendar.example.org/');
  expect(await manage.getByText(RUN, { exact: false }).count()).toBe(0);

  const written = `${RUN} தமிழ் மன்றம் · क्\u200dष · Sports Day 🏆`;
  await title.fill(written);
  expect(await title.getAttribute('aria-invalid')).toBeNull();
  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();

  const visitor = await browser.newPage();
  await visitor.goto('/ImportantLinks');
  const heading = visitor.locator('.link-card__title', { hasText: RUN });
  await heading.waitFor();
  expect(await heading.textContent()).toBe(written);

  const item = manage.getByRole('listitem').filter({ has: page.getByRole('heading', { name: written, exact: true }) });
  await deleteAfterCancelling(item, 'Are you sure you want to delete this link?');
});

test("staff names and a notice's attachment names are isolated from the words around them", async () => {
  const page = await browser.newPage();
  await page.goto('/administration');
  const name = page.locator('.staff-group__member-name').first();
  await name.waitFor();
  expect(await name.evaluate((element) => element.tagName)).toBe('BDI');

  // The seeded fee reminder carries a circular.
  await page.goto('/Announcements/term-2-fee-reminder-2026');
  const attachment = page.locator('.announcement-attachments__name', { hasText: 'Circular: Term II fees 2026-27' });
  await attachment.waitFor();
  expect(await attachment.evaluate((element) => element.tagName)).toBe('BDI');
});
