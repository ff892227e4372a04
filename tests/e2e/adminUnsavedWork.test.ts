/**
 * An office that never loses work: a save made offline, or with the database unreachable, says so in words within
 * seconds, keeps everything typed and picked, and writes once when tried again online; leaving a form with unsaved
 * changes (a link, the dashboard button, Back, a reload) asks first, and a saved form leaves without asking.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { LOGIN_PATH } from '@/content/adminPages';
import { openAsAdmin } from './adminSession';
import { chosenImage } from './adminPageHelpers';
import { DESKTOP, openBrowser, PHONE } from './browser';
import { FIRESTORE_DOCUMENTS, deleteDocumentsWhere, isFirestoreRequest } from './emulatorRest';
import { pngFile } from './testImage';

const browser = openBrowser();
const RUN = `E2E unsaved ${Date.now()}`;
const PATH = '/admin-h3k9d2-announcements';
const DASHBOARD = '/dashboard-x8f91a2';

afterAll(() => deleteDocumentsWhere('announcements', 'title', RUN));

async function storedTitles(): Promise<string[]> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/announcements?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: { fields?: { title?: { stringValue?: string } } }[] };
  return documents.map((document) => document.fields?.title?.stringValue ?? '');
}

/** The 'Post an announcement' form with a title, details and a picked photo. */
async function fillNotice(page: Page, title: string) {
  const form = page.getByRole('region', { name: 'Post an announcement' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Details').fill('Typed on a bus with one bar of signal.');
  await form.getByLabel('Images (optional)').setInputFiles(pngFile());
  await chosenImage(form, 'Images (optional)', pngFile().name).waitFor();
  return form;
}

async function expectKept(form: Awaited<ReturnType<typeof fillNotice>>, title: string) {
  expect(await form.getByLabel('Title').inputValue()).toBe(title);
  expect(await form.getByLabel('Details').inputValue()).toBe('Typed on a bus with one bar of signal.');
  expect(await chosenImage(form, 'Images (optional)', pngFile().name).count()).toBe(1);
}

test('offline, a save is refused at once in words with everything kept, and online it is written once', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const title = `${RUN} offline`;
  const form = await fillNotice(page, title);
  await page.context().setOffline(true);
  const started = Date.now();
  await form.getByRole('button', { name: 'Post announcement' }).click();
  const alert = form.getByRole('alert');
  await alert.getByText("❌ Failed to upload announcement. You're offline, so nothing was saved.", { exact: false }).waitFor({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expectKept(form, title);
  expect(await storedTitles()).not.toContain(title);

  await page.context().setOffline(false);
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await form.getByText('✅ Announcement posted successfully!').waitFor();
  expect((await storedTitles()).filter((stored) => stored === title)).toHaveLength(1);
});

test('with the database unreachable, the save says so within seconds, keeps everything, and Retry writes it once', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, PATH);
  const title = `${RUN} unreachable`;
  const form = await fillNotice(page, title);
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await page.route(isFirestoreRequest, unreachable);
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await form
    .getByRole('alert')
    .getByText('❌ Failed to upload announcement. The database could not be reached, so nothing was saved.', { exact: false })
    .waitFor({ timeout: 5_000 });
  await expectKept(form, title);
  expect(await storedTitles()).not.toContain(title);

  await page.unroute(isFirestoreRequest, unreachable);
  await form.getByRole('button', { name: 'Retry' }).click();
  await form.getByText('✅ Announcement posted successfully!').waitFor();
  expect((await storedTitles()).filter((stored) => stored === title)).toHaveLength(1);
});

test('a link or the dashboard button with unsaved changes asks first: Stay keeps everything, Leave goes', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, PATH);
  const title = `${RUN} not saved`;
  const form = await fillNotice(page, title);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('button', { name: 'Stay on this page' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(PATH);
  await expectKept(form, title);

  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  expect(await storedTitles()).not.toContain(title);
});

test('Sign out with unsaved changes asks first: Stay keeps the session and everything typed, Leave signs out', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, PATH);
  const title = `${RUN} signed out`;
  const form = await fillNotice(page, title);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(PATH);
  await expectKept(form, title);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`**${LOGIN_PATH}`);
  expect(await storedTitles()).not.toContain(title);
  // Signed out for good: the admin page now asks for the sign-in.
  await page.goto(PATH);
  await page.waitForURL(`**${LOGIN_PATH}`);
});

test('Back with unsaved changes asks first, and Stay keeps the page and everything on it', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, DASHBOARD);
  await page.getByRole('link', { name: 'Manage Announcements' }).click();
  await page.waitForURL(`**${PATH}`);
  const title = `${RUN} back`;
  const form = await fillNotice(page, title);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  // Back is held by the page, so Playwright's goBack never sees the navigation it waits for: not awaited.
  void page.goBack().catch(() => undefined);
  await dialog.waitFor();
  // The browser went back; the page takes that back while it asks.
  await expect.poll(() => new URL(page.url()).pathname).toBe(PATH);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expectKept(form, title);

  void page.goBack().catch(() => undefined);
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  await page.getByRole('link', { name: 'Manage Announcements' }).waitFor();
});

test('in a browser without the Navigation API, Back and Forward with unsaved changes ask first too', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(PHONE);
  // As a browser that never had it (Chromium's cannot be switched off by a flag): the page sees no `navigation`.
  await page.context().addInitScript(() => Reflect.deleteProperty(window, 'navigation'));
  await openAsAdmin(page, PATH);
  expect(await page.evaluate(() => 'navigation' in window)).toBe(false);
  const title = `${RUN} no navigation api`;
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  // Nothing typed yet: the dashboard button leaves at once. Back returns to an empty form, to be filled.
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  await page.goBack();
  await page.waitForURL(`**${PATH}`);
  const form = await fillNotice(page, title);

  // Forward and Back are held by the page: not awaited.
  void page.goForward().catch(() => undefined);
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => new URL(page.url()).pathname).toBe(PATH);
  await expectKept(form, title);

  void page.goForward().catch(() => undefined);
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`**${DASHBOARD}`);

  await page.getByRole('link', { name: 'Manage Announcements' }).click();
  await page.waitForURL(`**${PATH}`);
  await fillNotice(page, title);
  void page.goBack().catch(() => undefined);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(PATH);
  await expectKept(form, title);
  void page.goBack().catch(() => undefined);
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  expect(await storedTitles()).not.toContain(title);
});

test('a reload or closing the tab with unsaved changes gets the browser’s prompt; a saved form leaves without asking', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, PATH);
  const title = `${RUN} saved`;
  const form = await fillNotice(page, title);
  const prompts: string[] = [];
  const dismissed: Promise<void>[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    dismissed.push(dialog.dismiss());
  });
  // Dismissed, the prompt keeps the page: the reload never happens, so it is not awaited.
  void page.reload().catch(() => undefined);
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  // Closing while the first prompt is still up would be answered by that prompt: the page is back first.
  await Promise.all(dismissed);
  await expectKept(form, title);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['beforeunload', 'beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expectKept(form, title);

  await form.getByRole('button', { name: 'Post announcement' }).click();
  await form.getByText('✅ Announcement posted successfully!').waitFor();
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  expect(prompts).toEqual(['beforeunload', 'beforeunload']);
});
