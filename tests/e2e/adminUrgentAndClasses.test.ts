// The office marks a notice urgent and says which classes a notice or a key date is for: the forms' fields and their
// messages, what the admin list says, what visitors see at once, and the Activity page's record of marking and
// unmarking. In the browser on the emulators, as the seeded administrator.
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { adminItemsContaining, hasFocus } from './adminPageHelpers';
import { openAsAdmin } from './adminSession';
import { DESKTOP, PHONE, openBrowser } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';
import { violationsOn } from './axeAudit';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';
const PLANNER_PATH = '/admin-w6y4u7-year-planner';
const RUN = `E2E Urgent ${Date.now()}`;
const DAY_MS = 24 * 3600 * 1000;

afterAll(async () => {
  await deleteDocumentsWhere('announcements', 'title', RUN);
  await deleteDocumentsWhere('key_dates', 'title', RUN);
});

const post = (page: Page) => page.getByRole('region', { name: 'Post an announcement' });
const manage = (page: Page) => page.getByRole('region', { name: 'Manage announcements' });
/** A day as the date field takes it, `days` from today in India. */
const istDay = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function openAdmin(path = PATH, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await openAsAdmin(page, path);
  return page;
}

async function fillNotice(page: Page, title: string) {
  await post(page).getByLabel('Title').fill(title);
  await post(page).getByLabel('Details').fill('Written by the browser tests.');
}

const bannerTitles = (visitor: Page) => visitor.getByRole('region', { name: 'Urgent notices' }).getByRole('link').allInnerTexts();

test('a notice marked urgent stands on every page at once, the list marks it, and the Activity page records marking and unmarking', { timeout: 90_000 }, async () => {
  const page = await openAdmin(PATH, PHONE);
  const title = `${RUN} Buses leave at noon`;
  await fillNotice(page, title);
  await post(page).getByLabel(/^Show it at the top of every page/).check();
  // By default, the end of the day it is posted.
  expect(await post(page).getByLabel('Urgent until (day)').inputValue()).toBe(istDay(0));
  expect(await post(page).getByLabel('Urgent until (time, India Standard Time)').inputValue()).toBe('23:59');
  expect(await violationsOn(page)).toEqual([]);
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText(/^✅ Announcement posted successfully! It stands at the top of every page until \w{3} \d{1,2} \w{3}, 23:59\.$/).waitFor();

  const item = adminItemsContaining(manage(page), title);
  await item.getByText(/^Urgent until \w{3} \d{1,2} \w{3}, 23:59$/).waitFor();

  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/FeePayment');
  await expect.poll(() => bannerTitles(visitor)).toContain(title);

  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = manage(page).getByRole('form', { name: `Edit ${title}` });
  await editor.getByLabel(/^Show it at the top of every page/).uncheck();
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'detached' });
  await expect.poll(() => item.getByText(/^Urgent until/).count()).toBe(0);
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  await visitor.waitForLoadState('networkidle');
  expect(await bannerTitles(visitor)).not.toContain(title);

  await page.goto('/admin-l6g2c9-activity');
  const lines = page.locator('.activity-entry__what').filter({ hasText: title });
  await expect.poll(() => lines.allInnerTexts()).toEqual([`No longer urgent · Announcement · ${title}`, `Marked urgent · Announcement · ${title}`]);
});

test('an end before the notice appears, or more than 7 days after, and a draft marked urgent are refused at the field, with nothing lost', { timeout: 60_000 }, async () => {
  const page = await openAdmin();
  const title = `${RUN} Refused`;
  await fillNotice(page, title);
  await post(page).getByLabel('Schedule').check();
  await post(page).getByLabel('Day', { exact: true }).fill(istDay(1));
  await post(page).getByLabel('Time (India Standard Time)').fill('09:00');
  await post(page).getByLabel(/^Show it at the top of every page/).check();
  const endDay = post(page).getByLabel('Urgent until (day)');
  const endTime = post(page).getByLabel('Urgent until (time, India Standard Time)');
  // Ticked after the schedule: the end of the day it appears.
  expect(await endDay.inputValue()).toBe(istDay(1));
  await endTime.fill('08:00');
  const submit = post(page).getByRole('button', { name: 'Schedule announcement' });
  await submit.click();
  await post(page).getByText(/^Choose an end after the notice appears \(\w{3} \d{1,2} \w{3}, 09:00\)\.$/).waitFor();
  expect(await hasFocus(endTime)).toBe(true);
  expect(await post(page).getByLabel('Title').inputValue()).toBe(title);

  await endDay.fill(istDay(9));
  await endTime.fill('08:00');
  await submit.click();
  await post(page).getByText(/^A notice can be urgent for at most 7 days: choose an end by \w{3} \d{1,2} \w{3}, 09:00\.$/).waitFor();
  expect(await hasFocus(endDay)).toBe(true);

  await post(page).getByLabel('Save as draft').check();
  await post(page).getByRole('button', { name: 'Save draft' }).click();
  await post(page).getByText('A draft is not shown to visitors, so it cannot be urgent: publish or schedule it, or untick Urgent.').waitFor();
  expect(await post(page).getByLabel('Details').inputValue()).toBe('Written by the browser tests.');
  expect(await manage(page).getByText(title).count()).toBe(0);
});

test('a notice for some classes: a group ticks its classes, none ticked is refused at the field, and the list names them', { timeout: 60_000 }, async () => {
  const page = await openAdmin(PATH, PHONE);
  const title = `${RUN} Class IX and X timetable`;
  await fillNotice(page, title);
  await post(page).getByLabel(/^Some classes/).check();
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText('Tick at least one class, or choose Whole school.').waitFor();
  expect(await hasFocus(post(page).getByRole('checkbox', { name: 'Pre-KG' }))).toBe(true);

  await post(page).getByRole('button', { name: 'IX-X' }).click();
  expect(await post(page).getByRole('checkbox', { name: 'Class IX', exact: true }).isChecked()).toBe(true);
  expect(await post(page).getByRole('checkbox', { name: 'Class X', exact: true }).isChecked()).toBe(true);
  expect(await post(page).getByRole('checkbox', { name: 'Class XI', exact: true }).isChecked()).toBe(false);
  expect(await violationsOn(page)).toEqual([]);
  await post(page).getByRole('button', { name: 'Post announcement' }).click();
  await post(page).getByText('✅ Announcement posted successfully!', { exact: true }).waitFor();
  // The form starts afresh: the whole school.
  expect(await post(page).getByLabel(/^Whole school/).isChecked()).toBe(true);
  await adminItemsContaining(manage(page), title).getByText(/For Classes IX–X/).waitFor();
});

test('a key date for some classes is saved with them and listed with them', { timeout: 60_000 }, async () => {
  const page = await openAdmin(PLANNER_PATH);
  const form = page.getByRole('region', { name: 'Add a key date' });
  const title = `${RUN} KG field trip`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('First day').fill(istDay(10));
  await form.getByLabel(/^Some classes/).check();
  await form.getByRole('button', { name: 'KG' }).click();
  await form.getByRole('button', { name: 'Add date' }).click();
  await page.getByText(`✅ Added “${title}” to the key dates.`).waitFor();
  await adminItemsContaining(page.getByRole('region', { name: 'Key dates' }), title).getByText(/For Pre-KG–UKG/).waitFor();
});
