/**
 * The school's key dates: the office keeps them on the Year Planner admin page; /year-planner lists them by month
 * under the planner, past ones greyed, with 'Add to calendar' and 'All dates (.ics)'; the home page shows the next
 * three. The calendar files are read back with a real iCalendar parser (ical.js).
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminPages } from '@/content/adminPages';
import { openAsAdmin } from './adminSession';
import { adminItem, confirmWith } from './adminPageHelpers';
import { DESKTOP, PHONE, dataSettled, openBrowser } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';
import { seededDocuments } from './seeded';

const browser = openBrowser();
const ADMIN_PATH = adminPages.find(({ id }) => id === 'year-planner')?.path ?? '';
const RUN = `E2E ${Date.now()}`;

afterAll(() => deleteDocumentsWhere('key_dates', 'title', RUN));

interface SeededKeyDate {
  id: string;
  title: string;
  start: string;
  end: string;
}

/** The seeded dates in the page's order: by first day, then last day. */
const seeded = () => (seededDocuments('key_dates/') as unknown as SeededKeyDate[]).sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
/** Today in Chennai, as the pages (their browser set to India's time) and the seed count it. */
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** The events of the .ics file a click on `button` downloads. */
async function downloadedEvents(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
  return { name: download.suggestedFilename(), events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

describe('/year-planner', () => {
  it('lists the key dates by month under the planner, greys those that are over, and gives them all to a calendar', async () => {
    const page = await browser.newPage(PHONE, { timezoneId: 'Asia/Kolkata', acceptDownloads: true });
    await page.goto('/year-planner');
    await dataSettled(page);
    const section = page.getByRole('region', { name: 'Key dates' });
    const dates = seeded();
    for (const date of dates) expect(await section.getByText(date.title, { exact: true }).count(), date.title).toBe(1);
    const over = dates.filter((date) => date.end < today());
    expect(await section.locator('.key-date--past').count()).toBe(over.length);
    // The list opens at this month: the months that are over (before the first with a date to come) are folded
    // under one line, which opens them.
    const folded = section.locator('details.key-dates__over');
    const month = (date: SeededKeyDate) => date.start.slice(0, 7);
    const firstToCome = dates.find((date) => dates.filter((other) => month(other) === month(date)).some((other) => other.end >= today()));
    const foldedDates = dates.filter((date) => !firstToCome || month(date) < month(firstToCome));
    expect(await folded.count()).toBe(foldedDates.length > 0 ? 1 : 0);
    const [first] = foldedDates;
    if (first) {
      expect(await folded.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      expect(await section.getByText(first.title, { exact: true }).isVisible()).toBe(false);
      await folded.locator('summary').click();
      expect(await section.getByText(first.title, { exact: true }).isVisible()).toBe(true);
    }
    if (firstToCome) expect(await section.getByText(firstToCome.title, { exact: true }).isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: /^Add to calendar/ }).count()).toBe(dates.length - over.length);

    const all = await downloadedEvents(page, section.getByRole('button', { name: 'All dates (.ics)' }));
    expect(all.name).toBe('school-key-dates.ics');
    expect(all.events.map((event) => event.summary)).toEqual(dates.map((date) => date.title));
    expect(new Set(all.events.map((event) => event.uid)).size).toBe(dates.length);
  });

  it("'Add to calendar' gives one date, all day, its end the day after its last day", async () => {
    const page = await browser.newPage(DESKTOP, { timezoneId: 'Asia/Kolkata', acceptDownloads: true });
    await page.goto('/year-planner');
    await dataSettled(page);
    const next = seeded().find((date) => date.end >= today());
    if (!next) throw new Error('The seed has no date to come.');
    const { events } = await downloadedEvents(page, page.getByRole('button', { name: `Add to calendar for ${next.title}` }));
    expect(events.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate])).toEqual([[next.title, next.start, true]]);
    const dayAfter = new Date(`${next.end}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(events[0]?.endDate.toString()).toBe(dayAfter.toISOString().slice(0, 10));
  });
});

describe('the home page', () => {
  it("shows the next three key dates under 'Coming up', with a way to all of them", async () => {
    const page = await browser.newPage(DESKTOP, { timezoneId: 'Asia/Kolkata' });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Coming up' });
    await section.scrollIntoViewIfNeeded();
    await section.locator('.key-date').first().waitFor();
    const next = seeded().filter((date) => date.end >= today()).sort((a, b) => a.end.localeCompare(b.end)).slice(0, 3);
    const expected = next.sort((a, b) => a.start.localeCompare(b.start)).map((date) => date.title);
    expect(await section.locator('.key-date__title strong').allInnerTexts()).toEqual(expected);
    expect(await section.getByRole('link', { name: 'All key dates' }).getAttribute('href')).toBe('/year-planner');
  });
});

describe('the office keeps them', { timeout: 60_000 }, () => {
  it('adds a range, refuses a last day before the first with nothing lost, edits it and deletes it with Undo', async () => {
    const page = await browser.newPage(DESKTOP, { timezoneId: 'Asia/Kolkata' });
    await openAsAdmin(page, ADMIN_PATH);
    const add = page.getByRole('region', { name: 'Add a key date' });
    const title = `${RUN} Sports week`;
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Kind').selectOption('Event');
    await add.getByLabel('First day').fill('2026-12-14');
    await add.getByLabel('Last day (optional)').fill('2026-12-10');
    await add.getByLabel('Note for parents (optional)').fill('House colours, please.');
    await add.getByRole('button', { name: 'Add date' }).click();
    await add.getByText('The last day cannot be before the first.').waitFor();
    expect(await add.getByLabel('Title').inputValue()).toBe(title);
    expect(await add.getByLabel('Note for parents (optional)').inputValue()).toBe('House colours, please.');

    await add.getByLabel('Last day (optional)').fill('2026-12-18');
    await add.getByRole('button', { name: 'Add date' }).click();
    await add.getByText(`✅ Added “${title}” to the key dates.`).waitFor();

    // The same date again (the title in another case) is refused, with what was typed kept.
    await add.getByLabel('Title').fill(` ${title.toUpperCase()} `);
    await add.getByLabel('Kind').selectOption('Event');
    await add.getByLabel('First day').fill('2026-12-14');
    await add.getByLabel('Last day (optional)').fill('2026-12-18');
    await add.getByRole('button', { name: 'Add date' }).click();
    await add.getByText('is already in the list for the same days: edit that date instead of adding it again.', { exact: false }).waitFor();
    expect(await add.getByLabel('Title').inputValue()).toBe(` ${title.toUpperCase()} `);
    await add.getByLabel('Title').fill('');

    const manage = page.getByRole('region', { name: 'Key dates' });
    const item = adminItem(manage, title);
    await item.waitFor();
    expect(await item.innerText()).toContain('Mon, 14 Dec – Fri, 18 Dec');

    const visitor = await browser.newPage(PHONE, { timezoneId: 'Asia/Kolkata' });
    await visitor.goto('/year-planner');
    await dataSettled(visitor);
    await visitor.getByRole('region', { name: 'December 2026' }).getByText(title, { exact: true }).waitFor();

    await item.getByRole('button', { name: 'Edit' }).click();
    // The editor takes the item's place in the list (the add form is in its own section).
    await manage.getByLabel('Title').fill(`${title} 2026`);
    await manage.getByRole('button', { name: 'Save' }).click();
    const edited = adminItem(manage, `${title} 2026`);
    await edited.waitFor();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Are you sure you want to delete this date?', 'Delete');
    await edited.waitFor({ state: 'detached' });
    await manage.getByRole('button', { name: 'Undo', exact: true }).click();
    await adminItem(manage, `${title} 2026`).waitFor();
  });
});
