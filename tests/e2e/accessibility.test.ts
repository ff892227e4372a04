/**
 * An accessibility audit (axe-core, run in the page: axeAudit.ts) of every page and every state a person reaches:
 * each public page (at its own path: its other spellings render the same page, as routes.test.ts shows), an
 * announcement's page, the not-found page and the login page; the
 * dashboard and every admin page, signed in; the phone menu and the resource menu open, each dialog open (the
 * lightbox, an infrastructure gallery, an event's photos in the lightbox, the confirmation, a draft's preview), a section that could
 * not load, a form showing its errors. At a 375 px phone and a 1280 px
 * desktop. WCAG 2.0, 2.1 and 2.2, A and AA, and axe's best practices; no violation, colour contrast included.
 *
 * Nothing is scrolled, so the scroll animations (which start on the first scroll) have hidden nothing: every
 * element's contrast is measured, not only those on the first screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publicPages } from '@/app/publicPages';
import { adminPages, DASHBOARD_PATH, LOGIN_PATH } from '@/content/adminPages';
import { heroContent } from '@/content/homeSections';
import { violationsOn } from './axeAudit';
import { ADMIN_ACCOUNT, signIn, signInAsAdmin } from './adminSession';
import { confirmDialog } from './adminPageHelpers';
import { DESKTOP, PHONE, dataSettled, openBrowser } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { menuDropdown, menuToggle } from './phoneMenu';
import { addressOf } from './seeded';

const browser = openBrowser();
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const publicPaths = ['/', ...publicPages.map((page) => page.id), addressOf('/Announcements/:id'), '/this-page-does-not-exist'];

/** Opens `path` and waits until its data has come (or its sections have said why not). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await dataSettled(page);
}

test('the audit fails on a planted violation, naming the rule and the element', async () => {
  const page = await browser.newPage(PHONE);
  await open(page, '/about');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'planted';
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  expect(await violationsOn(page)).toEqual([expect.stringMatching(/^image-alt \(.+\) at #planted: /)]);
});

describe.each(WIDTHS)('on a %s', (_, viewport) => {
  const newPage = () => browser.newPage(viewport);

  test.each(publicPaths)('%s as it loads', async (path) => {
    const page = await newPage();
    await open(page, path);
    expect(await violationsOn(page)).toEqual([]);
  });

  // Three audits and two answers from the Auth emulator.
  test('the login page, its form with an error showing and the password shown, and the password reset with its answer', { timeout: 60_000 }, async () => {
    const page = await newPage();
    await open(page, LOGIN_PATH);
    expect(await violationsOn(page)).toEqual([]);
    await signIn(page, { email: ADMIN_ACCOUNT.email, password: 'not-the-password' });
    await page.getByRole('alert').first().waitFor();
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await violationsOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the main menu open', async () => {
    const page = await newPage();
    await open(page, '/about');
    const toggle = menuToggle(page);
    // On a desktop the bar shows every link and there is no menu to open.
    if (viewport === PHONE) {
      await toggle.click();
      await menuDropdown(page).waitFor();
    } else {
      expect(await toggle.isVisible()).toBe(false);
    }
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the resource menu open', async () => {
    const page = await newPage();
    await open(page, '/');
    await page.getByRole('button', { name: heroContent.resourceMenuLabel }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the lightbox open', async () => {
    const page = await newPage();
    await open(page, '/Announcements');
    await page.getByRole('button', { name: / – photo 1 of \d+$/ }).first().click();
    await page.getByRole('dialog', { name: 'Lightbox' }).locator('.yarl__slide_current img').waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the older notices shown', async () => {
    const page = await newPage();
    await open(page, '/Announcements');
    await page.getByRole('button', { name: 'Show older notices' }).click();
    await page.getByRole('button', { name: 'Show older notices' }).waitFor({ state: 'detached' });
    expect(await violationsOn(page)).toEqual([]);
  });

  test("an infrastructure item's gallery open", async () => {
    const page = await newPage();
    await open(page, '/InfrastructureSection');
    await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('img').first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  test("an event's photo open full size in the lightbox", async () => {
    const page = await newPage();
    await open(page, '/OurEvents');
    await page.getByRole('main').getByRole('button', { name: /, photo 1 of \d+/ }).first().click();
    await page.getByRole('dialog', { name: 'Lightbox' }).locator('.yarl__slide_current img').waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('a section that could not load, with Retry', async () => {
    const page = await newPage();
    await page.route(isFirestoreRequest, (route) => route.abort('connectionrefused'));
    await page.goto('/Announcements');
    await page.getByRole('button', { name: 'Retry' }).first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });
});

describe.each(WIDTHS)('signed in, on a %s', (_, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage(viewport);
    await signInAsAdmin(page);
  });
  afterAll(() => page.close());

  test.each([DASHBOARD_PATH, ...adminPages.map((entry) => entry.path)])('%s as it loads', async (path) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await dataSettled(page);
    expect(await violationsOn(page)).toEqual([]);
  });

  // Three audits of the longest admin page, and a dialog.
  test('a form with its errors showing, and the confirmation dialog open', { timeout: 60_000 }, async () => {
    await page.goto('/admin-h3k9d2-announcements');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await dataSettled(page);
    const post = page.getByRole('region', { name: 'Post an announcement' });
    await post.getByRole('button', { name: 'Post announcement' }).click();
    await post.getByText('❌ Please enter a title and the details.').waitFor();
    expect(await violationsOn(page)).toEqual([]);
    // A field's own error: a take-down day that is not after the day it appears.
    await post.getByLabel('Title').fill('Audited notice');
    await post.getByLabel('Details').fill('Never posted: its take-down day is refused.');
    await post.getByLabel('Take down on (optional)').fill(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
    await post.getByRole('button', { name: 'Post announcement' }).click();
    await post.locator('.field__error').first().waitFor();
    expect(await violationsOn(page)).toEqual([]);

    await page.getByRole('region', { name: 'Manage announcements' }).getByRole('button', { name: 'Delete' }).first().click();
    await confirmDialog(page).waitFor();
    expect(await violationsOn(page)).toEqual([]);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  test("a draft's preview open", async () => {
    await page.goto('/admin-h3k9d2-announcements');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await dataSettled(page);
    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    await page.getByRole('region', { name: 'Manage announcements' }).getByRole('button', { name: /^Preview / }).first().click();
    await page.getByRole('dialog', { name: /^Preview: / }).getByRole('heading', { level: 2 }).first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });
});
