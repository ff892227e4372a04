// The return-visit rows of `npm run bench`: each page loaded once (the service worker installs, the page's data is
// saved on the device) and, if it reads data, once more under the worker (which keeps the page as shown), then
// measured by Lighthouse on its next loads, storage kept. The throttling is applied, not
// simulated (Lighthouse's simulation would count an answer of the service worker as a Slow 4G download): Slow 4G and
// 4x CPU in DevTools, and the same network conditions on the service worker itself, whose own requests (a page's
// network-first try) would otherwise leave the emulated phone at full speed.
/* global indexedDB, caches -- read inside the page, by page.waitForFunction */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { blankRow, rowFromLhr } from './bench-report.mjs';
import { ROOT } from './emulators.mjs';

/** Lighthouse's DevTools Slow 4G (its `mobileSlow4G` with the DevTools adjustments), in DevTools' units. */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8), uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8) };

const FLAGS = {
  formFactor: /** @type {const} */ ('mobile'),
  throttlingMethod: /** @type {const} */ ('devtools'),
  disableStorageReset: true,
  onlyCategories: ['performance', 'accessibility', 'seo'],
  output: /** @type {('json' | 'html')[]} */ (['json', 'html']),
  logLevel: /** @type {const} */ ('error'),
};

/**
 * Until the page's service worker controls it and, if it read data, the data is saved on the device.
 * @param {import('puppeteer-core').Page} page
 * @param {boolean} readData
 */
async function untilReturnVisitReady(page, readData) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  if (!readData) return;
  // The saved data is written within a second of the page's reads (src/lib/savedQueries.ts).
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const opening = indexedDB.open('keyval-store');
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('keyval')) {
            database.close();
            resolve(false);
            return;
          }
          const reading = database.transaction('keyval').objectStore('keyval').count('school-site-public-data');
          reading.onsuccess = () => {
            database.close();
            resolve(reading.result > 0);
          };
          reading.onerror = () => resolve(false);
        };
      }),
    { polling: 250, timeout: 20_000 },
  );
}

/**
 * Until the worker has the page as shown, data and all, to paint the next visit at once.
 * @param {import('puppeteer-core').Page} page
 * @param {string} pathname
 */
async function untilPageKept(page, pathname) {
  await page.waitForFunction((key) => caches.match(key, { cacheName: 'seen-pages' }).then((kept) => kept !== undefined), { polling: 250, timeout: 20_000 }, pathname);
}

/** The Slow 4G conditions on every running service worker of the browser. */
async function throttleServiceWorkers(/** @type {import('puppeteer-core').Browser} */ browser) {
  for (const target of browser.targets().filter((candidate) => candidate.type() === 'service_worker')) {
    const session = await target.createCDPSession();
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_4G);
  }
}

/**
 * @param {{ origin: string, dataOrigin: string, routes: string[], runs: number, dir: string, executablePath: string }} options
 *   dataOrigin: where the pages read their data (the Firestore emulator)
 * @returns {Promise<import('./bench-report.mjs').Row[][]>} each route's runs
 */
export async function returnVisitRuns({ origin, dataOrigin, routes, runs, dir, executablePath }) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results = [];
    for (const [index, route] of routes.entries()) {
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      const url = new URL(route, origin).href;
      // A browser profile of its own for each page: its first visit is the only one before.
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        let readData = false;
        page.on('request', (request) => {
          if (new URL(request.url()).origin === dataOrigin) readData = true;
        });
        // 'load', not network idle: /administration keeps a live connection to the database open.
        await page.goto(url, { waitUntil: 'load' });
        await untilReturnVisitReady(page, readData);
        // A second visit, now under the worker, keeps the page as shown for the next (src/lib/seenPages.ts).
        if (readData) {
          await page.reload({ waitUntil: 'load' });
          await untilPageKept(page, new URL(url).pathname);
        }
        page.removeAllListeners('request');
        await page.goto('about:blank');
        const rows = [];
        for (let attempt = 1; attempt <= runs; attempt += 1) {
          console.log(`\n▶ Lighthouse, return visit ${index + 1}/${routes.length}: ${route} (run ${attempt} of ${runs})`);
          await throttleServiceWorkers(browser);
          const result = await lighthouse(url, FLAGS, undefined, page);
          const prefix = path.join(dir, `${name}-return-run${attempt}`);
          const [json, html] = /** @type {string[]} */ (result?.report ?? []);
          if (!result || !json || !html) throw new Error('Lighthouse gave no report');
          writeFileSync(`${prefix}.report.json`, json);
          writeFileSync(`${prefix}.report.html`, html);
          rows.push(rowFromLhr(route, path.relative(ROOT, `${prefix}.report.json`), result.lhr));
          await page.goto('about:blank');
        }
        results.push(rows);
      } catch (error) {
        // One page that could not be measured is a row that says why, not a lost benchmark.
        results.push([blankRow(route, [], `return visit: ${error instanceof Error ? error.message : String(error)}`)]);
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
