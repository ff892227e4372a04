/**
 * The site under its own security headers: the browser-test build served by the Hosting emulator with
 * firebase.json's headers (scripts/emulated-suites.mjs), against the seeded emulators. Every public page and the
 * admin area, with one announcement added (with an image), edited and deleted, run without a single
 * Content-Security-Policy or Permissions-Policy complaint.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { announcementPage, publicPages } from '@/app/publicPages';
import { DASHBOARD_PATH, adminPages } from '@/content/adminPages';
import { UPLOADS_CLOUD_FOR_EMULATORS } from '@/lib/config';
import { must } from '../support/must';
import { adminItemsContaining, answerImageUploadsWith, deleteAfterCancelling } from '../e2e/adminPageHelpers';
import { signInAsAdmin } from '../e2e/adminSession';
import { PHONE, dataSettled, openBrowser } from '../e2e/browser';
import { deleteDocumentsWhere } from '../e2e/emulatorRest';
import { addressOf } from '../e2e/seeded';
import { pngFile } from '../e2e/testImage';
import { watchPolicyViolations } from './policyViolations';

const browser = openBrowser();
const RUN = `CSP ${Date.now()}`;
/** Where Cloudinary would deliver an upload: the upload is answered with it, so the pages show a Cloudinary image. */
// On the cloud the emulators' rules accept uploads from (src/lib/uploadHost.ts): the build is made without a cloud name.
const CLOUDINARY_IMAGE = `https://res.cloudinary.com/${UPLOADS_CLOUD_FOR_EMULATORS}/image/upload/v1/announcements/csp-check.png`;
/** An Android phone: the Auth SDK sets up its pop-up sign-in frame early on phones and in Safari, if it has one. */
const ANDROID = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

// A safety net only: the test deletes its announcement through the page.
afterAll(() => deleteDocumentsWhere('announcements', 'title', RUN));

/** Scrolls to the end of the page (images load lazily) and waits for the footer's map frame to have been tried. */
async function visitWhole(page: Page): Promise<void> {
  await dataSettled(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('iframe.contact__map-embed').scrollIntoViewIfNeeded();
  // Offline the map cannot load; either way the frame leaves about:blank once the browser has decided on it.
  await expect.poll(() => page.frames().some((frame) => frame !== page.mainFrame() && !['', 'about:blank'].includes(frame.url()))).toBe(true);
  await dataSettled(page);
}

test('the watch sees a violation: a request to a host the policy does not name', async () => {
  const page = await browser.newPage();
  const violations = await watchPolicyViolations(page);
  await page.goto('/about');
  await page.evaluate(() => fetch('https://not-allowed.example/').catch(() => null));
  await expect.poll(() => violations.some((text) => text.includes('connect-src refused https://not-allowed.example/'))).toBe(true);
});

test("the web manifest, which a phone reads to add the site to its home screen, loads", async () => {
  const page = await browser.newPage(PHONE, ANDROID);
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/site\.webmanifest$/);
  expect(violations).toEqual([]);
});

test('every public page, down to its map, and the lightbox show their content without a violation', { timeout: 120_000 }, async () => {
  const page = await browser.newPage();
  const violations = await watchPolicyViolations(page);
  const pages = ['/', ...publicPages.map((publicPage) => must(publicPage.paths[0], 'a path')), addressOf(announcementPage.route), '/no-such-page'];
  for (const path of pages) {
    await page.goto(path);
    await visitWhole(page);
    expect(await page.getByRole('button', { name: 'Retry' }).count(), `a failed read on ${path}`).toBe(0);
  }

  // The lightbox: a library with its own styles, sizing and zooming its pictures as they show.
  await page.goto('/Announcements');
  await page.getByRole('button', { name: /– photo 1 of [2-9]$/ }).first().click();
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  await lightbox.getByRole('button', { name: 'Zoom in' }).click();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await page.keyboard.press('Escape');
  await lightbox.waitFor({ state: 'detached' });
  expect(violations).toEqual([]);
});

test('the admin area on a phone: sign-in, every admin page, an announcement with an image added, edited and deleted', { timeout: 120_000 }, async () => {
  const page = await browser.newPage(PHONE, ANDROID);
  const violations = await watchPolicyViolations(page);
  await signInAsAdmin(page);
  for (const adminPage of adminPages) {
    await page.goto(adminPage.path);
    await page.getByRole('heading', { name: adminPage.title, level: 1 }).waitFor();
    await dataSettled(page);
  }

  const announcements = must(adminPages.find((adminPage) => adminPage.id === 'announcements'), 'the announcements page');
  await page.goto(announcements.path);
  await answerImageUploadsWith(page, CLOUDINARY_IMAGE);
  const title = `${RUN} notice`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Posted under the Content-Security-Policy.');
  // And an iPhone's HEIC photo: its decoder (libheif in WebAssembly, in a worker of its own) runs under the policy too.
  await page.getByLabel('Images (optional)').setInputFiles([
    pngFile('csp.png'),
    { name: 'IMG_0045.HEIC', mimeType: 'image/heic', buffer: readFileSync(new URL('../e2e/fixtures/iphone-photo.heic', import.meta.url)) },
  ]);
  await page.locator('img[src^="blob:"]').first().waitFor();
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('✅ Announcement posted successfully!').waitFor();

  const manage = page.getByRole('region', { name: 'Manage announcements' });
  const item = adminItemsContaining(manage, title);
  expect(await item.locator('img').first().getAttribute('src')).toMatch(/^https:\/\/res\.cloudinary\.com\//);
  await item.getByRole('button', { name: 'Edit' }).click();
  await manage.getByLabel('Title').fill(`${title} (edited)`);
  await manage.getByRole('button', { name: 'Save' }).click();
  const edited = adminItemsContaining(manage, `${title} (edited)`);
  await edited.waitFor();

  const visitor = await browser.newPage();
  const visitorViolations = await watchPolicyViolations(visitor);
  await visitor.goto('/Announcements');
  await visitor.getByText(`${title} (edited)`).waitFor();
  await visitWhole(visitor);

  await deleteAfterCancelling(edited, 'Are you sure you want to delete this announcement?');
  await page.goto(DASHBOARD_PATH);
  await dataSettled(page);
  expect([...violations, ...visitorViolations]).toEqual([]);
});
