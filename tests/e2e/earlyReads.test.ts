/**
 * A public page's reads start from the small entry script, before React has loaded (src/app/pageReads.ts), and the
 * page takes their answers: every database request of a page load is sent by the entry, none twice, and the data
 * shows. The documents a page's first screen waits for are asked for by its HTML itself (preloads), and the entry's
 * request takes that answer: it is not sent a second time. A page whose reads drift from its line in pageReads.ts sends a request from its own code and fails here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { prerenderedHeads } from '@/app/pageHeads';
import { must } from '../support/must';
import { dataSettled, openBrowser } from './browser';
import { addressOf } from './seeded';

const browser = openBrowser();
const paths = prerenderedHeads.flatMap((head) => (head.path === null ? [] : [addressOf(head.path)]));

interface DatabaseRequest {
  request: string;
  /** The script files on the call stack that sent it. */
  scripts: string[];
  /** Whether the HTML asked for it (a preload), not a script. */
  fromHtml: boolean;
}

/** Records each REST request to the database with the scripts that sent it (Chromium's initiator stack). */
async function recordDatabaseRequests(page: Page): Promise<DatabaseRequest[]> {
  const requests: DatabaseRequest[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.method === 'OPTIONS' || !request.url.includes('/v1/projects/')) return;
    // Not the page's: the urgent notices of every page's frame, read once the page has loaded (tests/e2e/urgentNotices.test.ts).
    if (request.postData?.includes('"urgentUntil"')) return;
    const frames = initiator.stack?.callFrames ?? [];
    requests.push({
      request: `${request.method} ${request.url} ${request.postData ?? ''}`,
      scripts: [...new Set(frames.map(({ url }) => new URL(url, page.url()).pathname))],
      fromHtml: initiator.type === 'parser',
    });
  });
  await session.send('Network.enable');
  return requests;
}

/** The pages whose first reads depend on the classes the device chose (src/lib/classChoice.ts). */
const FILTERED_PATHS = ['/', '/Announcements'];

describe.each([...paths.map((path) => [path, null] as const), ...FILTERED_PATHS.map((path) => [path, ['IV', 'IX']] as const)])('%s (classes chosen: %j)', (path, classes) => {
  test('sends each database request once, from the entry script, and shows the data', async () => {
    const page = await browser.newPage();
    if (classes) await page.addInitScript((chosen) => localStorage.setItem('school-site-classes', chosen), JSON.stringify(classes));
    const requests = await recordDatabaseRequests(page);
    const html = await must(await page.goto(path), 'an answer').text();
    await dataSettled(page);

    // The entry and the chunks it imports (the build's own modulepreloads); not React's boot chunk or the page's.
    // Read from the HTML as served: once the entry imports the boot chunk, Vite's preload helper adds modulepreloads
    // of its own (without fetchpriority) for it and the page's chunks.
    const entryScripts = await page.evaluate((served) => {
      const document = new DOMParser().parseFromString(served, 'text/html');
      return [...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]:not([fetchpriority="low"])')].map(
        (element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href).pathname,
      );
    }, html);
    const preloaded = await page.evaluate((served) => {
      const document = new DOMParser().parseFromString(served, 'text/html');
      return [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => `GET ${link.getAttribute('href') ?? ''} `);
    }, html);
    expect(requests.filter(({ fromHtml }) => fromHtml).map(({ request }) => request)).toEqual(preloaded);
    for (const { request, scripts, fromHtml } of requests) if (!fromHtml) expect(entryScripts, request).toEqual(expect.arrayContaining(scripts));
    const sent = requests.map(({ request }) => request);
    expect(new Set(sent).size, sent.join('\n')).toBe(sent.length);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

// The pages whose first screen is complete as prerendered (their data is below it): nothing they read may compete
// with the styles their first paint waits for on a slow connection.
describe.each(['/', '/FeePayment', '/admissions'])('%s', (path) => {
  test('asks for its data only once its first screen has been painted', async () => {
    const page = await browser.newPage();
    await page.goto(path);
    await dataSettled(page);
    const { painted, reads } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      reads: performance.getEntriesByType('resource').filter(({ name }) => name.includes('/v1/projects/')).map(({ startTime }) => startTime),
    }));
    expect(reads.length).toBeGreaterThan(0);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(must(painted, 'a first paint'));
  });
});
