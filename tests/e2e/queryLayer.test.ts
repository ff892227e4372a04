/**
 * What the query layer promises a visitor and an administrator, in a real browser against the emulators: a page
 * seen before shows again without reading, a read with no answer becomes a Retry after 15 s, a page whose code
 * cannot be downloaded says so with Reload, and two taps in the same tick write once.
 */
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { DESKTOP, openBrowser } from './browser';
import { FIRESTORE_DOCUMENTS, NEVER_ANSWER, deleteDocumentsWhere, isFirestoreRequest, openWithReadsUnanswered } from './emulatorRest';

const browser = openBrowser();
const RUN = `E2E query layer ${Date.now()}`;

afterAll(() => deleteDocumentsWhere('important_links', 'title', RUN));

/** The page's requests to Firestore from now on, each as what it asks (its method, address and body). */
function recordFirestoreReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    if (isFirestoreRequest(new URL(request.url()))) reads.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return reads;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('going back to a page seen a moment ago shows it at once, without reading the database again', async () => {
  const page = await browser.newPage(DESKTOP);
  const reads = recordFirestoreReads(page);
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Announcements', exact: true });
  await latest.getByRole('article').first().waitFor();
  await page.getByRole('region', { name: 'Our Events', exact: true }).getByRole('listitem').first().waitFor();
  expect(reads.length).toBeGreaterThan(0);

  await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Our Events' }).waitFor();
  await page.getByRole('main').getByRole('article').first().waitFor();
  const beforeReturn = reads.length;

  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  // The sections are there at once, from the cache: no 'Loading...' at any point.
  await latest.getByRole('article').first().waitFor();
  expect(await page.getByText('Loading...').count()).toBe(0);
  // Nothing read before is read again. A section further down that had not yet asked for its data when the visitor
  // left (it asks once the page has painted: a slow phone may leave first) asks now, for the first time.
  const seen = new Set(reads.slice(0, beforeReturn));
  expect(reads.slice(beforeReturn).filter((read) => seen.has(read))).toEqual([]);
});

test("a read that gets no answer for 15 s says so with Retry, and Retry loads the page's content", async () => {
  const page = await browser.newPage(DESKTOP);
  await page.clock.install();
  await openWithReadsUnanswered(page, '/Announcements');
  const body = page.getByRole('region', { name: 'Latest announcements' });
  await body.getByText('Loading...').waitFor();

  await page.clock.fastForward(14_000);
  expect(await body.getByText('Loading...').count()).toBe(1);
  await page.clock.fastForward(1_500);
  await body.getByText("We couldn't load the announcements. Please check your connection and try again.").waitFor();

  await page.unroute(isFirestoreRequest, NEVER_ANSWER);
  await body.getByRole('button', { name: 'Retry' }).click();
  await body.getByRole('article').first().waitFor();
});

// Real time, not a fake clock: the SDK's own offline timer (10 s) must get the chance to answer from its cache first.
test('the live staff lists with the database unreachable say so with Retry, never that nothing was added', { timeout: 90_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  const unreachable = (route: Route) => route.abort();
  await page.route(isFirestoreRequest, unreachable);
  await page.goto('/administration');
  const faculty = page.getByRole('region', { name: 'Faculty List' });
  const nonTeaching = page.getByRole('region', { name: 'Non-Teaching Staff' });
  await faculty.getByText('Loading...').waitFor();

  // Offline, the SDK answers from its empty cache after 10 s; that is not the list, and at 15 s the read has failed.
  await faculty.getByRole('alert').getByText("We couldn't load the faculty list.", { exact: false }).waitFor({ timeout: 30_000 });
  await nonTeaching.getByRole('alert').waitFor();
  expect(await page.getByText('No faculty departments added.').count()).toBe(0);
  expect(await page.getByText('No non-teaching staff added.').count()).toBe(0);

  // The connection comes back (the browser says so, and the SDK reconnects at once), and Retry shows the lists.
  await page.unroute(isFirestoreRequest, unreachable);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await faculty.getByRole('button', { name: 'Retry' }).click();
  await nonTeaching.getByRole('button', { name: 'Retry' }).click();
  await faculty.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 30_000 });
  await nonTeaching.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 30_000 });
});

test('a page whose code cannot be downloaded shows a message with Reload, and Reload brings the page', async () => {
  const page = await browser.newPage(DESKTOP);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // As after a deploy: the events page's chunk of the build the tab was opened with is gone.
  const gone = '**/assets/EventsPage-*.js';
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'This page could not be shown' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/OurEvents');
  // The rest of the site still works around the message.
  expect(await mainNav(page).isVisible()).toBe(true);

  await page.unroute(gone);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { level: 1, name: 'Our Events' }).waitFor();
});

/** How many stored important links have this title. */
async function linksTitled(title: string): Promise<number> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/important_links?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: { fields?: { title?: { stringValue?: string } } }[] };
  return documents.filter((document) => document.fields?.title?.stringValue === title).length;
}

test('two taps on a submit button in the same tick, as a slow phone delivers them, add one link', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, '/admin-q9w8e3-links');
  const add = page.getByRole('region', { name: 'Add a link' });
  const title = `${RUN} double tap`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill('https://example.org/double-tap');
  await add.getByLabel('Button text', { exact: true }).fill('Open it');

  await add.getByRole('button', { name: 'Add link' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();
  const manage = page.getByRole('region', { name: 'Manage links' });
  await manage.getByRole('heading', { name: title, exact: true }).waitFor();
  expect(await manage.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
  expect(await linksTitled(title)).toBe(1);
});
