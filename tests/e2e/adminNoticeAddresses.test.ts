/**
 * A new notice's own address is readable when shared (a slug of its title, a short suffix where that is taken, never
 * changed by an edit), and the admin list says which active notices visitors see first.
 */
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { adminItemsContaining } from './adminPageHelpers';
import { openBrowser, PHONE } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';
const RUN = Date.now();
const TITLE = `E2E Winter uniform from 1 December (${RUN})!`;
const SLUG = `e2e-winter-uniform-from-1-december-${RUN}`;

afterAll(() => deleteDocumentsWhere('announcements', 'title', 'E2E Winter uniform'));

async function post(page: Page, title: string) {
  const form = page.getByRole('region', { name: 'Post an announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Details').fill('Sweaters in the school colours may be worn from Tuesday.');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await form.getByText('✅ Announcement posted successfully!').waitFor();
}

/** The address the card titled `title` links to on /Announcements (each one, newest first). */
async function addressesOf(visitor: Page, title: string): Promise<string[]> {
  await visitor.goto('/Announcements');
  const links = visitor.getByRole('article').getByRole('heading', { level: 2 }).getByRole('link', { name: title, exact: true });
  await links.first().waitFor();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

test('a new notice is at a slug of its title; the same title again gets a short suffix; an edit keeps the address', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  await post(page, TITLE);
  const visitor = await browser.newPage(PHONE);
  expect(await addressesOf(visitor, TITLE)).toEqual([`/Announcements/${SLUG}`]);

  await post(page, TITLE);
  const [second, first] = await addressesOf(visitor, TITLE);
  expect(first).toBe(`/Announcements/${SLUG}`);
  expect(second).toMatch(new RegExp(`^/Announcements/${SLUG}-[a-z0-9]{4}$`));

  // Its page opens at the address, as a link shared on WhatsApp would.
  await visitor.goto(`/Announcements/${SLUG}`);
  await visitor.getByRole('heading', { level: 2, name: TITLE }).waitFor();

  // An edit of the title leaves the address as it was given.
  const manage = page.getByRole('region', { name: 'Manage announcements' });
  const [newest] = await adminItemsContaining(manage, TITLE).all();
  await newest?.getByRole('button', { name: 'Edit' }).click();
  await manage.getByRole('form').getByLabel('Title').fill(`E2E Winter uniform (${RUN}), edited`);
  await manage.getByRole('button', { name: 'Save' }).click();
  await adminItemsContaining(manage, `E2E Winter uniform (${RUN}), edited`).waitFor();
  await expect.poll(() => addressesOf(visitor, `E2E Winter uniform (${RUN}), edited`)).toEqual([second]);
});

test('the admin list says which active notices visitors see first, and which under Show older notices', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const manage = page.getByRole('region', { name: 'Manage announcements' });
  await manage.getByText('Visitors see the 3 newest first, on the home page and at the top of Announcements', { exact: false }).waitFor();
  const first = manage.getByText('Visitors see it first', { exact: false });
  await first.first().waitFor();
  expect(await first.count()).toBe(3);
  expect(await manage.getByText("Visitors see it under 'Show older notices'", { exact: false }).count()).toBeGreaterThan(0);

  // The visitor's first three are the ones the list marks.
  const marked = await manage
    .getByRole('listitem')
    .filter({ hasText: 'Visitors see it first' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/Announcements');
  await expect.poll(() => visitor.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).toEqual(marked);
});
