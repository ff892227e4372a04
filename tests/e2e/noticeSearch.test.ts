/**
 * The notice search of /Announcements and /archive (src/features/announcements/search) on the seeded emulators: what a
 * parent finds and how, the classes filter, the address, offline, the reads it costs, and what it says of bad input.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { schoolYearBegan, schoolYearName } from '@/lib/schoolYear';
import { must } from '../support/must';
import { violationsOn } from './axeAudit';
import { DESKTOP, PHONE, dataSettled, documentScrollWidth, openBrowser } from './browser';
import { untilSaved, workerInControl } from './savedOnDevice';
import { newestFirst, seededAnnouncements, unpublishedAnnouncements } from './seeded';

const browser = openBrowser();
/** For the audits: the urgent notice at the top of every page comes in without its animation (measured mid-fade, its contrast fails). */
const STILL = { reducedMotion: 'reduce' } as const;

const published = seededAnnouncements();
const titleOf = (id: string): string => must(published.find((announcement) => announcement.id === id), `the seeded notice ${id}`).title;
/** The archived fee circular a parent looks for. */
const FEE_CIRCULAR = 'term-1-fees-2026-27';
const CLASS_X_NOTICE = 'class-x-pre-board-2026';
const newestActive = must(published.filter((announcement) => !announcement.archived).sort(newestFirst)[0], 'an active notice');
/** The published notices of this school year and the one before: what a first search reads. */
const lastTwoYears = published.filter((announcement) => announcement.datePosted >= schoolYearBegan(1));
const yearBefore = published.filter((announcement) => announcement.datePosted >= schoolYearBegan(2) && announcement.datePosted < schoolYearBegan(1));

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search all notices' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allInnerTexts();
/** The line that says what the search found ('Searching the notices…' while it is loading). */
const summary = (page: Page) => results(page).getByRole('status');

/** Types `text` into the search box and waits for the results it finds. */
async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await expect.poll(() => summary(page).innerText()).toMatch(/found/);
}

const isSearchRead = (request: Request): boolean =>
  request.method() === 'POST' && request.url().includes(':runQuery') && /"select".*"content"/.test(request.postData() ?? '');

/** The search's reads of the database as the page sends them, each with the notices it answered. */
function recordSearchReads(page: Page): { ids: string[] }[] {
  const reads: { ids: string[] }[] = [];
  page.on('request', (request) => {
    if (!isSearchRead(request)) return;
    const read = { ids: [] as string[] };
    reads.push(read);
    // A read still on its way when the test closes its page has no answer to record (and must not fail the run
    // after the test has passed): only answered reads fill in their ids.
    request
      .response()
      .then(async (response) => {
        const answer = (await response?.json()) as { document?: { name: string } }[];
        read.ids = answer.flatMap(({ document }) => (document ? [document.name.split('/').at(-1) ?? ''] : []));
      })
      .catch(() => undefined);
  });
  return reads;
}

describe('searching the notices', () => {
  test("a parent on a phone finds the archived fee circular with 'fee', and opens it", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await dataSettled(page);
    await search(page, 'fee');

    const circular = results(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: titleOf(FEE_CIRCULAR) }) });
    expect(await circular.innerText()).toContain('2 June 2026');
    expect(await circular.innerText()).toContain('Archived');
    expect(await circular.locator('mark').allInnerTexts()).toContain('fees');
    // The results stand in the place of the latest notices.
    expect(await page.getByRole('heading', { name: newestActive.title }).isVisible()).toBe(false);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await circular.getByRole('link').click();
    await page.waitForURL(`**/Announcements/${FEE_CIRCULAR}`);
    await page.getByRole('heading', { level: 2, name: titleOf(FEE_CIRCULAR) }).waitFor();
  });

  test('?q= in the address opens the page with that search, and the address follows what is typed without new history entries', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/archive?q=fee');
    await results(page).getByRole('link', { name: titleOf(FEE_CIRCULAR) }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('fee');
    expect(await summary(page).innerText()).toMatch(/^\d+ notices found\./);

    const entries = await page.evaluate(() => history.length);
    await search(page, 'Pongal');
    expect(await resultTitles(page)).toEqual([titleOf('pongal-2026')]);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // Clear search: the page's own list again, and an address without a search.
    await results(page).getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.url()).toMatch(/\/archive$/);
    expect(await page.getByRole('heading', { level: 2, name: titleOf(FEE_CIRCULAR) }).isVisible()).toBe(true);
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
  });

  test.each([
    ['case', 'FEES', FEE_CIRCULAR],
    ['accents', 'resume', 'career-guidance-2025'],
    ["a word's beginning", 'exam', CLASS_X_NOTICE],
    ['a small typo', 'examnation', CLASS_X_NOTICE],
    ['Tamil', 'மன்றம்', 'tamil-mandram-2025'],
    ["a Tamil word's beginning", 'மன்ற', 'tamil-mandram-2025'],
  ])('finds a notice whatever its %s: %s', async (_, text, id) => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await search(page, text);
    expect(await resultTitles(page)).toContain(titleOf(id));
  });

  test("follows the page's class filter: the device's classes' notices, every class's on request", async () => {
    const page = await browser.newPage(PHONE);
    await page.addInitScript(() => localStorage.setItem('school-site-classes', JSON.stringify(['IV'])));
    await page.goto('/Announcements');
    await search(page, 'examinations');
    expect(await resultTitles(page)).not.toContain(titleOf(CLASS_X_NOTICE));
    expect(await resultTitles(page)).toContain(titleOf('rain-holiday'));
    expect(await summary(page).innerText()).toMatch(/^\d+ notices? found for Class IV and the whole school \(\d+ notices? more for other classes\)\.$/);

    await results(page).getByRole('button', { name: 'Search every class' }).click();
    const classX = results(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: titleOf(CLASS_X_NOTICE) }) });
    expect(await classX.innerText()).toContain('Class X');
    expect(await summary(page).innerText()).toMatch(/^\d+ notices found\.$/);
    const filterLine = page.getByRole('group', { name: 'Which notices are shown' });
    expect(await filterLine.innerText()).toContain('Showing notices for every class.');
    // A notice for the whole school does not say so.
    const holiday = results(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: titleOf('rain-holiday') }) });
    expect(await holiday.innerText()).not.toContain('Whole school');

    await filterLine.getByRole('button', { name: 'Show only Class IV' }).click();
    await expect.poll(() => resultTitles(page)).not.toContain(titleOf(CLASS_X_NOTICE));
  });

  test('a first search reads the last two school years once; later searches on the device read nothing; older years on request', async () => {
    const page = await browser.newPage(DESKTOP);
    const reads = recordSearchReads(page);
    await page.goto('/Announcements');
    await dataSettled(page);
    expect(reads).toHaveLength(0);

    await search(page, 'fee');
    expect(reads).toHaveLength(1);
    await expect.poll(() => reads[0]?.ids.toSorted()).toEqual(lastTwoYears.map(({ id }) => id).toSorted());
    await search(page, 'exam');
    expect(reads).toHaveLength(1);

    // A later visit on the same device, within the day.
    await untilSaved(page, titleOf('pongal-2026'));
    await page.reload();
    await search(page, 'Pongal');
    expect(await resultTitles(page)).toEqual([titleOf('pongal-2026')]);
    expect(reads).toHaveLength(1);

    // A notice of the year before those two: not found, until the older notices are searched.
    const older = must(yearBefore[0], 'a seeded notice older than two school years');
    const word = must(older.title.match(/'([^']+)'/)?.[1] ?? older.title.split(' ')[0], 'a word of its title');
    await search(page, word);
    expect(await summary(page).innerText()).toBe(`No notices found for “${word}”.`);
    const olderYear = schoolYearName(schoolYearBegan(2));
    await results(page).getByRole('button', { name: `Search older notices (${olderYear})` }).click();
    await results(page).getByRole('link', { name: older.title }).waitFor();
    expect(reads).toHaveLength(2);
    await expect.poll(() => reads[1]?.ids.toSorted()).toEqual(yearBefore.map(({ id }) => id).toSorted());

    // The year before that holds no notice: no further step is offered.
    await results(page).getByRole('button', { name: `Search older notices (${schoolYearName(schoolYearBegan(3))})` }).click();
    await results(page).getByRole('button', { name: /^Search older notices/ }).waitFor({ state: 'detached' });
    expect(reads).toHaveLength(3);
  });

  test('never finds a draft or a notice scheduled for later', async () => {
    const page = await browser.newPage(DESKTOP);
    const reads = recordSearchReads(page);
    await page.goto('/Announcements');
    for (const { title } of unpublishedAnnouncements()) {
      await search(page, title);
      expect(await resultTitles(page)).not.toContain(title);
    }
    await expect.poll(() => reads[0]?.ids.length).toBe(lastTwoYears.length);
    for (const { id } of unpublishedAnnouncements()) expect(reads[0]?.ids).not.toContain(id);
  });

  test('works offline after one visit, over what the device saved', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/Announcements');
    await dataSettled(page);
    await workerInControl(page);
    await search(page, 'fee');
    await untilSaved(page, titleOf(FEE_CIRCULAR));

    await page.context().setOffline(true);
    await page.goto('/Announcements');
    await search(page, 'fee');
    await results(page).getByRole('link', { name: titleOf(FEE_CIRCULAR) }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('what the search says', () => {
  test('a search of 500 characters: how long a search may be, and nothing typed is lost or searched', async () => {
    const page = await browser.newPage(PHONE, STILL);
    const reads = recordSearchReads(page);
    await page.goto('/Announcements');
    await dataSettled(page);
    const pasted = 'fee '.repeat(125);
    await searchBox(page).focus();
    await page.keyboard.insertText(pasted);
    await page.getByText('A search can be at most 100 characters long, and this one has 500. Shorten it to a few words to search.').waitFor();
    expect(await searchBox(page).inputValue()).toBe(pasted);
    expect(await searchBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-describedby')).toBeTruthy();
    expect(reads).toHaveLength(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await violationsOn(page)).toEqual([]);
  });

  test('a search of emoji only: type a word; then the word is searched', async () => {
    const page = await browser.newPage(PHONE, STILL);
    await page.goto('/Announcements');
    await searchBox(page).fill('🎉🎉🎉');
    const message = page.getByText('Type a word to search for: emoji and punctuation alone find nothing.');
    await message.waitFor();
    expect(await searchBox(page).inputValue()).toBe('🎉🎉🎉');
    expect(await violationsOn(page)).toEqual([]);

    await search(page, '🎉 Pongal');
    expect(await message.count()).toBe(0);
    expect(await resultTitles(page)).toEqual([titleOf('pongal-2026')]);
  });

  test('a failed read: the error with Retry, which then searches', async () => {
    const page = await browser.newPage(PHONE, STILL);
    const queries = (url: URL) => url.pathname.endsWith(':runQuery');
    await page.route(queries, async (route) => {
      if (isSearchRead(route.request())) await route.abort('connectionrefused');
      else await route.fallback();
    });
    await page.goto('/Announcements');
    await searchBox(page).fill('fee');
    const error = page.getByRole('alert').filter({ hasText: "We couldn't load the notices to search. Please check your connection and try again." });
    await error.waitFor();
    expect(await violationsOn(page)).toEqual([]);

    await page.unroute(queries);
    await error.getByRole('button', { name: 'Retry' }).click();
    await results(page).getByRole('link', { name: titleOf(FEE_CIRCULAR) }).waitFor();
  });

  test('results and none found pass the audit', async () => {
    const page = await browser.newPage(PHONE, STILL);
    await page.goto('/Announcements?q=fee');
    await results(page).getByRole('link', { name: titleOf(FEE_CIRCULAR) }).waitFor();
    expect(await violationsOn(page)).toEqual([]);

    await search(page, 'zzzz');
    expect(await summary(page).innerText()).toBe('No notices found for “zzzz”.');
    expect(await violationsOn(page)).toEqual([]);
  });

  test('says quietly that it is searching while the notices are read', async () => {
    const page = await browser.newPage(PHONE);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route((url) => url.pathname.endsWith(':runQuery'), async (route) => {
      if (isSearchRead(route.request())) await held;
      await route.fallback();
    });
    await page.goto('/Announcements');
    await searchBox(page).fill('fee');
    await page.getByRole('status').filter({ hasText: 'Searching the notices…' }).waitFor();
    release();
    await results(page).getByRole('link', { name: titleOf(FEE_CIRCULAR) }).waitFor();
  });
});

describe('the first view of /Announcements', () => {
  test('loads neither the search nor its read until the box is used', async () => {
    const page = await browser.newPage(PHONE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(isSearchRead(request) ? 'the search read' : new URL(request.url()).pathname));
    await page.goto('/Announcements');
    await dataSettled(page);
    expect(requested.filter((request) => request.includes('noticeIndex') || request === 'the search read')).toEqual([]);

    // Focused: the search's code, not yet its read.
    const code = page.waitForRequest((request) => request.url().includes('noticeIndex'));
    await searchBox(page).focus();
    await code;
    expect(requested).not.toContain('the search read');
    await search(page, 'fee');
    expect(requested).toContain('the search read');
  });
});
