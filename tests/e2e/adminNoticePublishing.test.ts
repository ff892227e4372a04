// Drafts, scheduled notices and take-down dates, in the browser on the emulators: what is not yet published is on no
// public page and not at its address (the rules refuse it to a visitor); the admin list shows each state and previews
// it; publishing a draft, a schedule's time coming (the stored time moved, not the test sleeping) and a take-down date
// passing each change what visitors see.
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { adminItemsContaining } from './adminPageHelpers';
import { openAsAdmin } from './adminSession';
import { DESKTOP, openBrowser, PHONE, recordErrors } from './browser';
import { deleteDocumentsWhere, putDocument } from './emulatorRest';
import { seededAnnouncements, unpublishedAnnouncements } from './seeded';
import { NOT_FOUND_TEXT } from '@/features/announcements/AnnouncementPage';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';
const RUN = `E2E Timing ${Date.now()}`;
const DAY_MS = 24 * 3600 * 1000;

afterAll(() => deleteDocumentsWhere('announcements', 'title', RUN));

const manage = (page: Page) => page.getByRole('region', { name: 'Manage announcements' });
const post = (page: Page) => page.getByRole('region', { name: 'Post an announcement' });

/** The titles a visitor sees on a public page's announcement cards. */
async function publicTitles(visitor: Page, path: string): Promise<string[]> {
  await visitor.goto(path);
  await visitor.locator('.announcement-list, .announcement-card, p:text("There are no announcements right now."), p:text("No archived announcements.")').first().waitFor();
  return visitor.locator('.announcement-card h2, .announcement-card h3').allTextContents();
}

/** A day as the date field takes it, `days` from today in India. */
const istDay = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

test('the seeded draft and scheduled notice are on no public page and not at their addresses', async () => {
  const hidden = unpublishedAnnouncements();
  expect(hidden.map((announcement) => Boolean(announcement.draft))).toEqual([false, true]);
  const visitor = await browser.newPage(PHONE);
  const shown = [...(await publicTitles(visitor, '/')), ...(await publicTitles(visitor, '/Announcements')), ...(await publicTitles(visitor, '/archive'))];
  expect(shown.length).toBeGreaterThan(0);
  for (const announcement of hidden) {
    expect(shown).not.toContain(announcement.title);
    const errors = recordErrors(visitor);
    await visitor.goto(`/Announcements/${announcement.id}`);
    await visitor.getByText(NOT_FOUND_TEXT).waitFor();
    // The database refuses the read (the browser logs its 403): the page says not found, not an error.
    expect(errors.filter((text) => !text.includes('status of 403'))).toEqual([]);
    expect(await visitor.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  }
});

test('the admin list shows each state, and a draft or a scheduled notice is previewed as visitors will see it', async () => {
  const page = await openAdmin();
  const [scheduled, draft] = unpublishedAnnouncements();
  await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
  const scheduledItem = adminItemsContaining(manage(page), scheduled?.title ?? '');
  await scheduledItem.getByText(/^Scheduled for \w{3} \d{1,2} \w{3}, 07:00$/).waitFor();
  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  const draftItem = adminItemsContaining(manage(page), draft?.title ?? '');
  await draftItem.getByText(/^Draft: visitors do not see it( · For .*)?$/).waitFor();
  await draftItem.getByRole('button', { name: `Preview ${draft?.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Preview: ${draft?.title}` });
  await dialog.getByRole('heading', { name: draft?.title, level: 2, exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  const active = manage(page).locator('.admin-item h3');
  await active.first().waitFor();
  expect(await active.allTextContents()).toEqual(expect.arrayContaining(seededAnnouncements().filter((a) => !a.archived).map((a) => a.title)));
  expect(await active.allTextContents()).not.toContain(draft?.title);
});

test('a preview whose code cannot be downloaded says so in the item, and the page and what was typed stay', async () => {
  const page = await openAdmin(PHONE);
  // The preview is fetched when it is first opened (the office path does not carry it): here that fetch fails.
  await page.route(/\/assets\/AnnouncementPreview-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await post(page).getByLabel('Title').fill(`${RUN} typed before the preview`);
  const [, draft] = unpublishedAnnouncements();
  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  const draftItem = adminItemsContaining(manage(page), draft?.title ?? '');
  await draftItem.getByRole('button', { name: `Preview ${draft?.title}` }).click();
  await draftItem.getByRole('alert').getByText('The preview could not be loaded. Check the connection, then reload the page to try again.').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await post(page).getByLabel('Title').inputValue()).toBe(`${RUN} typed before the preview`);
  await manage(page).getByRole('button', { name: 'Drafts', exact: true, pressed: true }).waitFor();
});

async function openAdmin(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await openAsAdmin(page, PATH);
  return page;
}

async function fillNotice(page: Page, title: string) {
  await post(page).getByLabel('Title').fill(title);
  await post(page).getByLabel('Details').fill('Written by the browser tests.');
}

test('a draft is saved, invisible to visitors, then published in one tap and shown at once', { timeout: 60_000 }, async () => {
  const page = await openAdmin(PHONE);
  const title = `${RUN} Draft`;
  await fillNotice(page, title);
  await post(page).getByLabel('Save as draft').check();
  await post(page).getByRole('button', { name: 'Save draft' }).click();
  await post(page).getByText('✅ Draft saved. Visitors do not see it until you publish it.', { exact: true }).waitFor();

  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor, '/Announcements')).not.toContain(title);

  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  const item = adminItemsContaining(manage(page), title);
  await item.getByRole('button', { name: `Publish ${title}` }).click();
  await item.waitFor({ state: 'detached' });
  await manage(page).getByText(`✅ Published '${title}': visitors see it now.`, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await adminItemsContaining(manage(page), title).getByText(/^Published /).waitFor();
  await expect.poll(async () => (await publicTitles(visitor, '/Announcements'))[0]).toBe(title);
  // Out of the way of the newest three that the later tests look for.
  await deleteDocumentsWhere('announcements', 'title', title);
});

test('a draft is also published from its editor, with Publish now and Save', { timeout: 60_000 }, async () => {
  const page = await openAdmin();
  const title = `${RUN} Draft edited`;
  await fillNotice(page, title);
  await post(page).getByLabel('Save as draft').check();
  await post(page).getByRole('button', { name: 'Save draft' }).click();
  await post(page).getByText('✅ Draft saved. Visitors do not see it until you publish it.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  const item = adminItemsContaining(manage(page), title);
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = manage(page).getByRole('form', { name: `Edit ${title}` });
  await editor.getByLabel('Publish now').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await adminItemsContaining(manage(page), title).getByText(/^Published /).waitFor();
  await deleteDocumentsWhere('announcements', 'title', title);
});

test('a notice is previewed while it is written, before anything is saved, and its preview offers no Share', async () => {
  const page = await openAdmin(PHONE);
  const title = `${RUN} Previewed`;
  await fillNotice(page, title);
  await post(page).getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Preview: ${title}` });
  await dialog.getByRole('heading', { name: title, level: 2, exact: true }).waitFor();
  await dialog.getByText('Written by the browser tests.').waitFor();
  await dialog.getByText('As visitors will see it once you publish it.').waitFor();
  expect(await dialog.getByRole('button', { name: /share/i }).count()).toBe(0);
  expect(await dialog.getByRole('link', { name: /whatsapp/i }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Nothing was saved, and everything typed is still there.
  expect(await post(page).getByLabel('Title').inputValue()).toBe(title);
  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  expect(await adminItemsContaining(manage(page), title).count()).toBe(0);

  // A stored draft's preview offers no Share either.
  const [, draft] = unpublishedAnnouncements();
  await adminItemsContaining(manage(page), draft?.title ?? '').getByRole('button', { name: `Preview ${draft?.title}` }).click();
  const stored = page.getByRole('dialog', { name: `Preview: ${draft?.title}` });
  await stored.getByRole('heading', { name: draft?.title, level: 2, exact: true }).waitFor();
  expect(await stored.getByRole('button', { name: /share/i }).count()).toBe(0);
});

test('a pasted title longer than the limit is kept whole, says how much too long it is, and is refused until it fits', async () => {
  const page = await openAdmin(PHONE);
  const field = post(page).getByLabel('Title');
  const pasted = `${RUN} ${'A title copied from a long WhatsApp message '.repeat(6)}`.trim();
  const limit = 200;
  expect(pasted.length).toBeGreaterThan(limit);
  // As a paste arrives: the whole text at once (a field with maxLength would cut it without a word).
  await field.fill(pasted);
  expect(await field.inputValue()).toBe(pasted);
  const over = pasted.length - limit;
  await post(page).getByText(`${over} characters too long: at most ${limit}. Nothing was cut; shorten it to save.`, { exact: true }).waitFor();
  await post(page).getByLabel('Details').fill('Written by the browser tests.');
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText(`At most ${limit} characters: this is ${over} too long.`, { exact: true }).waitFor();
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await field.inputValue()).toBe(pasted);

  const shortened = `${RUN} Shortened`;
  await field.fill(shortened);
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText('✅ Announcement posted successfully!', { exact: true }).waitFor();
  await deleteDocumentsWhere('announcements', 'title', shortened);
});

test('a schedule too soon is refused at its field with nothing lost; a later one is hidden until its time comes', { timeout: 60_000 }, async () => {
  const page = await openAdmin();
  const title = `${RUN} Scheduled`;
  await fillNotice(page, title);
  await post(page).getByLabel('Schedule').check();
  const day = post(page).getByLabel('Day', { exact: true });
  const time = post(page).getByLabel('Time (India Standard Time)');
  const now = new Date();
  await day.fill(now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
  await time.fill(now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }));
  await post(page).getByRole('button', { name: 'Schedule announcement' }).click();
  await post(page).getByText('Choose a time at least 5 minutes from now (India Standard Time).', { exact: true }).waitFor();
  await expect.poll(() => time.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await post(page).getByLabel('Title').inputValue()).toBe(title);

  await day.fill(istDay(2));
  await time.fill('07:00');
  await post(page).getByRole('button', { name: 'Schedule announcement' }).click();
  await post(page).getByText(/^✅ Announcement scheduled for \w{3} \d{1,2} \w{3}, 07:00\. Visitors see it from then\.$/).waitFor();

  const visitor = await browser.newPage(PHONE);
  await expect.poll(() => publicTitles(visitor, '/Announcements')).not.toContain(title);
  await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
  const item = adminItemsContaining(manage(page), title);
  const anchor = await item.getAttribute('id');
  const id = anchor?.replace('item-announcements-', '') ?? '';
  await visitor.goto(`/Announcements/${id}`);
  await visitor.getByText(NOT_FOUND_TEXT).waitFor();

  // Its time comes: the stored time is moved to a minute ago (the emulator's clock cannot be moved).
  const postedAt = new Date(Date.now() - 60_000);
  await putDocument(`announcements/${id}`, { title, content: 'Written by the browser tests.', imageUrls: [], attachments: [], datePosted: postedAt, archived: false });
  await expect.poll(() => publicTitles(visitor, '/Announcements')).toContain(title);
  await visitor.goto(`/Announcements/${id}`);
  await visitor.getByRole('heading', { name: title, level: 2 }).waitFor();
});

test('a notice past its take-down date is in the archive for visitors, and its page says it is archived', { timeout: 60_000 }, async () => {
  const page = await openAdmin();
  const title = `${RUN} Take down`;
  await fillNotice(page, title);
  await post(page).getByLabel('Take down on (optional)').fill(istDay(0));
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText('Choose a day after it appears: it moves to the archive from the start of that day.', { exact: true }).waitFor();
  await post(page).getByLabel('Take down on (optional)').fill(istDay(3));
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText('✅ Announcement posted successfully!', { exact: true }).waitFor();
  const item = adminItemsContaining(manage(page), title);
  await item.getByText(/Moves to the archive on \w{3} \d{1,2} \w{3}, 00:00/).waitFor();
  const id = (await item.getAttribute('id'))?.replace('item-announcements-', '') ?? '';

  const visitor = await browser.newPage(PHONE);
  await expect.poll(async () => (await publicTitles(visitor, '/Announcements'))[0]).toBe(title);
  // The take-down time passes: it is moved to a minute ago.
  await putDocument(`announcements/${id}`, {
    title, content: 'Written by the browser tests.', imageUrls: [], attachments: [], datePosted: new Date(Date.now() - 3_600_000), archived: false, takeDownAt: new Date(Date.now() - 60_000),
  });
  await expect.poll(() => publicTitles(visitor, '/Announcements')).not.toContain(title);
  await expect.poll(() => publicTitles(visitor, '/archive')).toContain(title);
  await visitor.goto(`/Announcements/${id}`);
  await visitor.getByText('Archived notice', { exact: true }).waitFor();
});
