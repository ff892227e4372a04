import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { RESET_FAILED, RESET_MISSING_EMAIL, resetSent } from '@/features/auth/loginText';
import type { LoginState } from '@/features/auth/returnPath';
import { baseUrl, openBrowser, PHONE } from './browser';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, dashboardLabels, signIn, signInAsAdmin } from './adminSession';
import { seededDocuments } from './seeded';

const browser = openBrowser();
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const FIRESTORE_DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-school-site/databases/(default)/documents';

test('a signed-out visitor is sent from every admin page to the login page, replacing history', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  await page.goto('/');
  for (const path of [DASHBOARD_PATH, ...adminPages.map((entry) => entry.path)]) {
    await page.goto(path);
    await page.waitForURL(`**${LOGIN_PATH}`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  }
  // The guarded pages were replaced in history: going back never lands on an admin page.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe(DASHBOARD_PATH);
  expect(adminPages.map((entry) => entry.path)).not.toContain(new URL(page.url()).pathname);
});

test('a wrong password shows the error under the form, keeps the email and re-enables Login', async () => {
  const page = await browser.newPage();
  await page.goto(LOGIN_PATH);
  expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid credentials. Try again.').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('Invalid credentials. Try again.');
  expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN_ACCOUNT.email);
  expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
  expect(new URL(page.url()).pathname).toBe(LOGIN_PATH);
});

test('with the sign-in service unreachable, the message says to check the connection, not only the password', async () => {
  const page = await browser.newPage();
  await page.goto(LOGIN_PATH);
  await page.route((url) => url.href.startsWith(AUTH_EMULATOR), (route) => route.abort());
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByLabel('Password').fill(ADMIN_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe(
    'Invalid credentials. Try again. The sign-in service could not be reached: check your internet connection.',
  );
  // Nothing typed is lost, and Login works once the connection is back.
  expect(await page.getByLabel('Password').inputValue()).toBe(ADMIN_ACCOUNT.password);
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${DASHBOARD_PATH}`);
});

test('empty fields are refused with a message in the page before anything is sent', async () => {
  const page = await browser.newPage();
  await page.goto(LOGIN_PATH);
  let signInRequests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(AUTH_EMULATOR)) signInRequests += 1;
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Enter your email and password.').waitFor();
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Enter your email and password.').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN_ACCOUNT.email);
  expect(signInRequests).toBe(0);
});

test('a signed-in user without the admin claim sees no admin page', async () => {
  const page = await browser.newPage();
  await signIn(page, STAFF_ACCOUNT);
  await page.getByText('not an administrator').waitFor();
  await page.goto(DASHBOARD_PATH);
  await page.waitForURL(`**${LOGIN_PATH}`);
  expect(await page.getByRole('link', { name: 'Manage Announcements' }).count()).toBe(0);
});

test('the administrator signs in to the dashboard with its fourteen buttons, is sent there from the login page, and signs out', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  const buttons = page.getByRole('navigation', { name: 'Manage the website' }).getByRole('link');
  await buttons.first().waitFor();
  expect(await dashboardLabels(buttons)).toEqual([
    'Manage Events & Gallery',
    'Manage Announcements',
    'Manage Achievements',
    'Manage Important Links',
    'Manage Council Members',
    'Manage Infrastructure',
    'Manage Year Planner',
    'Manage Adminstration',
    'Manage Disclosure Documents',
    'Manage Mandatory Disclosure',
    'Trash',
    'Activity',
    'Manage Fee Payment',
    'Manage Admissions',
  ]);
  await page.goto(LOGIN_PATH);
  await page.waitForURL(`**${DASHBOARD_PATH}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`**${LOGIN_PATH}`);
  await page.goto(DASHBOARD_PATH);
  await page.waitForURL(`**${LOGIN_PATH}`);
});

/** Signs in through the Auth emulator's REST API, as a script bypassing the interface would. */
async function idToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${account.email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

function writeAnnouncement(token: string | null) {
  return fetch(`${FIRESTORE_DOCUMENTS}/announcements?documentId=e2e-bypass`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      fields: {
        title: { stringValue: 'Written around the interface' },
        content: { stringValue: 'This must never be published.' },
        imageUrls: { arrayValue: {} },
        datePosted: { timestampValue: new Date().toISOString() },
        archived: { booleanValue: false },
      },
    }),
  });
}

test('the rules refuse a write from a claim-less user or a visitor that bypasses the interface', async () => {
  expect((await writeAnnouncement(await idToken(STAFF_ACCOUNT))).status).toBe(403);
  expect((await writeAnnouncement(null)).status).toBe(403);
  // Asked as the emulator's owner, past the rules (a visitor is refused an id that holds nothing, as a draft).
  const stored = await fetch(`${FIRESTORE_DOCUMENTS}/announcements/e2e-bypass`, { headers: { Authorization: 'Bearer owner' } });
  expect(stored.status).toBe(404);
});

/** How many password-reset codes the Auth emulator has recorded for `email` (it keeps every one it "sent"). */
async function resetCodesFor(email: string): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-school-site/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
}

/** Counts the page's requests to the Auth emulator's sendOobCode (a reset email asked for). */
function countResetRequests(page: Page): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(AUTH_EMULATOR) && request.url().includes('accounts:sendOobCode')) requests += 1;
  });
  return () => requests;
}

const resetForm = (page: Page) => page.getByRole('form', { name: 'Reset your password' });

test("'Forgot password?' emails a reset link to the address typed, once however often it is tapped, saying the same for an unknown one", async () => {
  const page = await browser.newPage(PHONE);
  const resetRequests = countResetRequests(page);
  const codesBefore = await resetCodesFor(ADMIN_ACCOUNT.email);
  await page.goto(LOGIN_PATH);
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill('typed before forgetting');
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  // The address typed to sign in is there, focused, ready to send.
  const email = resetForm(page).getByLabel('Email');
  expect(await email.inputValue()).toBe(ADMIN_ACCOUNT.email);
  expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
  await resetForm(page).getByRole('button', { name: 'Send reset link' }).dblclick();
  const sent = page.getByRole('status').filter({ hasText: resetSent(ADMIN_ACCOUNT.email) });
  await sent.waitFor();
  await expect.poll(() => resetCodesFor(ADMIN_ACCOUNT.email)).toBe(codesBefore + 1);
  expect(resetRequests()).toBe(1);
  // A tap after the answer (the second half of a double tap on a fast link) says 'sent' again and sends nothing.
  await resetForm(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => sent.evaluate((status) => status === document.activeElement)).toBe(true);
  expect(resetRequests()).toBe(1);
  expect(await resetCodesFor(ADMIN_ACCOUNT.email)).toBe(codesBefore + 1);

  // An address with no account gets the very same answer, and no email.
  const unknown = `nobody-${Date.now()}@demo.school`;
  await email.fill(unknown);
  await resetForm(page).getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').filter({ hasText: resetSent(unknown) }).waitFor();
  expect(await resetCodesFor(unknown)).toBe(0);

  // Back on the sign-in form, nothing typed is lost.
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  expect(await page.getByLabel('Email').inputValue()).toBe(unknown);
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('typed before forgetting');
  expect(await page.getByRole('button', { name: 'Forgot password?' }).evaluate((button) => button === document.activeElement)).toBe(true);
});

test("'Forgot password?' says in words what is wrong (no address, not an address, no connection) and keeps the address", async () => {
  const page = await browser.newPage();
  const resetRequests = countResetRequests(page);
  await page.goto(LOGIN_PATH);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const send = resetForm(page).getByRole('button', { name: 'Send reset link' });
  const email = resetForm(page).getByLabel('Email');

  await send.click();
  await page.getByRole('alert').filter({ hasText: RESET_MISSING_EMAIL }).waitFor();
  await email.fill('admin.demo.school');
  await send.click();
  await page.getByRole('alert').filter({ hasText: RESET_FAILED['invalid-email'] }).waitFor();
  expect(await email.inputValue()).toBe('admin.demo.school');
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  expect(resetRequests()).toBe(0);

  const codesBefore = await resetCodesFor(ADMIN_ACCOUNT.email);
  await page.route((url) => url.href.startsWith(AUTH_EMULATOR), (route) => route.abort());
  await email.fill(ADMIN_ACCOUNT.email);
  await send.click();
  await page.getByRole('alert').filter({ hasText: RESET_FAILED['no-connection'] }).waitFor();
  expect(await email.inputValue()).toBe(ADMIN_ACCOUNT.email);
  expect(await resetCodesFor(ADMIN_ACCOUNT.email)).toBe(codesBefore);

  // With the connection back, the same tap sends it.
  await page.unrouteAll();
  await send.click();
  await page.getByRole('status').filter({ hasText: resetSent(ADMIN_ACCOUNT.email) }).waitFor();
  await expect.poll(() => resetCodesFor(ADMIN_ACCOUNT.email)).toBe(codesBefore + 1);
});

test('Show password shows what is typed, caret kept, by mouse or keyboard, and never submits the form', async () => {
  const page = await browser.newPage(PHONE);
  let signInRequests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(AUTH_EMULATOR)) signInRequests += 1;
  });
  await page.goto(LOGIN_PATH);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('demo-secret');
  await password.press('ArrowLeft');
  await password.press('ArrowLeft');
  const caret = () => password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
  expect(await caret()).toEqual([9, 9]);
  expect(await password.getAttribute('type')).toBe('password');

  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await password.getAttribute('type')).toBe('text');
  expect(await password.inputValue()).toBe('demo-secret');
  // The focus stayed in the field, the caret where it was: typing goes on at the same place.
  expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await caret()).toEqual([9, 9]);
  await page.keyboard.type('!');
  expect(await password.inputValue()).toBe('demo-secr!et');

  // From the keyboard: Tab reaches the button; Space and Enter toggle it and submit nothing.
  await page.keyboard.press('Tab');
  const hide = page.getByRole('button', { name: 'Hide password' });
  expect(await hide.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  expect(await password.getAttribute('type')).toBe('password');
  await page.keyboard.press('Enter');
  expect(await password.getAttribute('type')).toBe('text');
  expect(await password.inputValue()).toBe('demo-secr!et');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(signInRequests).toBe(0);
  expect(new URL(page.url()).pathname).toBe(LOGIN_PATH);
});

const eventsPage = adminPages.find((entry) => entry.id === 'events')?.path ?? '';
const seededEventId = seededDocuments('events_gallery/')[0]?.id ?? '';

test('after signing in, the administrator lands on the admin page asked for, with its search and hash', async () => {
  const page = await browser.newPage();
  const asked = `${eventsPage}?from=activity#item-events_gallery-${seededEventId}`;
  await page.goto(asked);
  await page.waitForURL(`**${LOGIN_PATH}`);
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${eventsPage}?**`);
  const { pathname, search, hash } = new URL(page.url());
  expect(`${pathname}${search}${hash}`).toBe(asked);
  // The page is the one asked for, the item its address names marked.
  await page.locator(`#item-events_gallery-${seededEventId}.admin-item--linked`).waitFor();
});

test.each<[string, (page: Page) => Promise<void>]>([
  ['an outside address in the query string', (page) => page.goto(`${LOGIN_PATH}?next=https://example.com/&from=https://example.com/`).then(() => {})],
  ['an outside address in the history state', (page) => craftState(page, { from: { pathname: '//example.com/', search: '', hash: '' } })],
  ['a public page in the history state', (page) => craftState(page, { from: { pathname: '/about', search: '', hash: '' } })],
])('a crafted return address (%s) falls back to the dashboard', async (_, craft) => {
  const page = await browser.newPage();
  await page.goto(LOGIN_PATH);
  await craft(page);
  await page.getByLabel('Email').fill(ADMIN_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${DASHBOARD_PATH}`);
  expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
});

/** Puts `state` where React Router keeps a location's state (history.state.usr) and reloads the login page. */
async function craftState(page: Page, state: LoginState): Promise<void> {
  await page.evaluate((usr) => history.replaceState({ usr, key: 'crafted', idx: 0 }, '', location.href), state);
  await page.reload();
}
