/**
 * Return and offline visits, with the service worker (src/serviceWorker/) and the data saved on the device
 * (src/lib/savedQueries.ts) in place: Chromium goes offline with Playwright's `setOffline`, which takes the service
 * worker's requests offline too. Each test allows the worker (the other browser tests block it).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { SEEN_COPY_ATTRIBUTE, SEEN_PAGES_CACHE } from '@/lib/seenPages';
import { ADMIN_MODULES } from '../../scripts/lib/bundle-budget.mjs';
import { E2E_DIST } from '../../scripts/lib/test-settings.mjs';
import { must } from '../support/must';
import { ADMIN_ACCOUNT, signInAsAdmin } from './adminSession';
import { DESKTOP, PHONE, baseUrl, dataSettled, openBrowser } from './browser';
import { FIRESTORE_DOCUMENTS, isFirestoreRequest } from './emulatorRest';
import { menuIsOpen, menuToggle } from './phoneMenu';
import { savedData, untilSaved, workerInControl } from './savedOnDevice';
import { newestFirst, seededAnnouncements, unpublishedAnnouncements } from './seeded';

const browser = openBrowser();
const WITH_WORKER = { serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' } as const;
const OFFLINE_LINE = /^You're offline: showing what was saved on \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}\.$/;

/** Every response the site's caches hold: its address and its body as text. */
function cachedResponses(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(async () => {
    const found: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    return found;
  });
}

/** The page the worker keeps as this device last showed it at `pathname` (src/lib/seenPages.ts), or ''. */
function keptPage(page: Page, pathname: string): Promise<string> {
  return page.evaluate(
    async ({ key, cacheName }) => (await (await caches.match(key, { cacheName }))?.text()) ?? '',
    { key: pathname, cacheName: SEEN_PAGES_CACHE },
  );
}

/** Text as the browser writes it in HTML. */
const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Holds the database's answers back until the returned function is called. */
async function holdDatabase(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('http://127.0.0.1:8080/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Sets the title of a seeded announcement in the emulator. */
async function setTitle(id: string, title: string): Promise<void> {
  const patch = await fetch(`${FIRESTORE_DOCUMENTS}/announcements/${id}?updateMask.fieldPaths=title`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { title: { stringValue: title } } }),
  });
  expect(patch.ok).toBe(true);
}

/** The visit that installs the worker: /Announcements, until the worker controls it and `title` is saved. */
async function firstVisitToAnnouncements(page: Page, title: string): Promise<void> {
  await page.goto('/Announcements');
  await dataSettled(page);
  await workerInControl(page);
  await untilSaved(page, title);
}

const newestActive = () => must(seededAnnouncements().filter((announcement) => !announcement.archived).sort(newestFirst)[0], 'an active announcement');

describe('a page visited before', { timeout: 60_000 }, () => {
  it('opens offline with its last data and a quiet line that says so, and updates in place once back online', async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    const { title } = newestActive();
    await firstVisitToAnnouncements(page, title);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    const line = page.getByRole('status').filter({ hasText: "You're offline" });
    expect((await line.innerText()).split('\n')[0]).toMatch(OFFLINE_LINE);
    // Retry while still offline: the line stays, and says the same.
    await line.getByRole('button', { name: 'Retry' }).click();
    await page.waitForLoadState('networkidle');
    expect((await line.innerText()).split('\n')[0]).toMatch(OFFLINE_LINE);
    // A second offline visit still has it: the failed updates did not replace what was saved.
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    expect((await line.innerText()).split('\n')[0]).toMatch(OFFLINE_LINE);
    const topOf = () => page.getByRole('heading', { name: title }).evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    const before = await topOf();

    // Back online, the page reads its data again by itself; nothing moves.
    await page.context().setOffline(false);
    await line.waitFor({ state: 'detached' });
    expect(await topOf()).toBe(before);
  });

  it('shows offline the pictures it showed on the visit that installed the worker', async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    await page.goto('/Achievements');
    await dataSettled(page);
    const first = page.locator('.achievement-card__image').first();
    const shown = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    await workerInControl(page);
    await expect.poll(() => cachedResponses(page).then((cached) => cached.map(({ url }) => url)), { timeout: 10_000 }).toContain(shown);

    await page.context().setOffline(true);
    await page.reload();
    await first.waitFor();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it('says when the database did not answer, and Retry then updates it', async () => {
    const page = await browser.newPage(DESKTOP, WITH_WORKER);
    const { title } = newestActive();
    await firstVisitToAnnouncements(page, title);

    await page.route(isFirestoreRequest, (route) => route.abort('connectionrefused'));
    await page.reload();
    const line = page.getByRole('status').filter({ hasText: 'could not be updated' });
    expect((await line.innerText()).split('\n')[0]).toMatch(/^This page could not be updated: showing what was saved on \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}\.$/);
    expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);

    await page.unroute(isFirestoreRequest);
    await line.getByRole('button', { name: 'Retry' }).click();
    await line.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
  });

  it('shows the saved copy at once on a return visit, then what the database says now, in place', async () => {
    const page = await browser.newPage(DESKTOP, WITH_WORKER);
    const announcement = newestActive();
    await firstVisitToAnnouncements(page, announcement.title);

    const changed = `${announcement.title} (changed)`;
    await setTitle(announcement.id, changed);
    try {
      // The database's answer is held back until the saved copy has been seen.
      const release = await holdDatabase(page);
      await page.reload();
      await page.getByRole('heading', { name: announcement.title, exact: true }).waitFor();
      release();
      await page.getByRole('heading', { name: changed }).waitFor();
      expect(await page.getByRole('heading', { name: announcement.title, exact: true }).count()).toBe(0);
    } finally {
      await setTitle(announcement.id, announcement.title);
    }
  });

  it("paints a return visit from its first HTML, data and all, then puts the live page in the copy's place", async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    const announcement = newestActive();
    await firstVisitToAnnouncements(page, announcement.title);
    // The first visit under the worker keeps the page as shown.
    await page.reload();
    await dataSettled(page);
    await expect.poll(() => keptPage(page, '/Announcements')).toContain(asHtml(announcement.title));

    const html = await must(await page.reload(), 'the return visit').text();
    expect(html).toContain(`<div id="root" data-page="/Announcements" ${SEEN_COPY_ATTRIBUTE}>`);
    expect(html).toContain(asHtml(announcement.title));
    expect(html).not.toContain('Loading...');
    // Then React's own page, live: its menu, which the browser opens, closes on Escape (React's doing).
    await dataSettled(page);
    await menuToggle(page).click();
    expect(await menuIsOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuIsOpen(page)).toBe(false);
  });

  it('keeps no copy of a page the visitor has acted on before its data came: the copy would show their doing', async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    const announcement = newestActive();
    await firstVisitToAnnouncements(page, announcement.title);
    const changed = `${announcement.title} (acted on)`;
    await setTitle(announcement.id, changed);
    try {
      const release = await holdDatabase(page);
      await page.reload();
      await page.keyboard.press('Tab');
      release();
      await page.getByRole('heading', { name: changed }).waitFor();
      // The data is saved a second after it came; a copy would have been kept at once.
      await untilSaved(page, changed);
      expect(await keptPage(page, '/Announcements')).toBe('');
    } finally {
      await setTitle(announcement.id, announcement.title);
    }
  });
});

describe('offline, without a saved copy', () => {
  it('a public page never visited opens, and says plainly that its content needs a connection', async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    await page.goto('/');
    await workerInControl(page);
    await page.context().setOffline(true);
    await page.goto('/OurEvents');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain("You're offline, and no copy of the events is saved on this device yet");
    expect(await page.getByRole('alert').getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  });

  it('the admin area says that it needs a connection', async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    await page.goto('/');
    await workerInControl(page);
    await page.context().setOffline(true);
    await page.goto(DASHBOARD_PATH);
    await page.getByText("You're offline, and this page is not saved on this device: it needs a connection.").waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  });
});

/** The admin area's code in the build under test (its chunks and styles), which no cache may hold. */
function adminFiles(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(E2E_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; css?: string[] }>;
  return Object.values(manifest).flatMap((chunk) => (ADMIN_MODULES.test(chunk.src ?? '') ? [chunk.file, ...(chunk.css ?? [])] : []));
}

/** The users Firebase Auth keeps signed in on this device. */
function signedInUsers(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('firebaseLocalStorageDb');
        opening.onerror = () => reject(new Error(String(opening.error)));
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('firebaseLocalStorage')) {
            database.close();
            resolve([]);
            return;
          }
          const reading = database.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          reading.onsuccess = () => {
            database.close();
            resolve(reading.result);
          };
        };
      }),
  );
}

describe('after an admin session', () => {
  it('no admin data, admin code or token is in Cache Storage or IndexedDB', async () => {
    const page = await browser.newPage(DESKTOP, WITH_WORKER);
    await page.goto('/Announcements');
    await dataSettled(page);
    await workerInControl(page);
    await signInAsAdmin(page);
    for (const { path: adminPath } of adminPages) {
      await page.goto(adminPath);
      await dataSettled(page);
    }
    await page.goto(DASHBOARD_PATH);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`**${LOGIN_PATH}`);
    await page.goto('/Announcements');
    await dataSettled(page);
    await untilSaved(page, newestActive().title);

    const cached = await cachedResponses(page);
    expect(cached.map(({ url }) => new URL(url).pathname)).toContain('/Announcements.html');
    const admin = adminFiles();
    expect(admin.length).toBeGreaterThan(5);
    for (const { url, body } of cached) {
      expect(url).not.toMatch(/127\.0\.0\.1:(8080|9099)|googleapis\.com/);
      expect(admin, url).not.toContain(new URL(url).pathname.slice(1));
      for (const draft of unpublishedAnnouncements()) expect(body, url).not.toContain(draft.title);
    }

    const saved = await savedData(page);
    expect(saved).toContain(newestActive().title);
    for (const draft of unpublishedAnnouncements()) expect(saved).not.toContain(draft.title);
    expect(saved).not.toMatch(/"(admin|activity|trash)"/);
    expect(saved).not.toContain(ADMIN_ACCOUNT.email);
    expect(await signedInUsers(page)).toEqual([]);
  });
});

describe('the first visit', () => {
  it("installs the worker only once the page's reads have answered: its download of the site waits for the page", async () => {
    const page = await browser.newPage(PHONE, WITH_WORKER);
    // Each call of register(), as it happens.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { registerCalls: string[] }).registerCalls = calls;
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (url, options) => {
        calls.push(String(url));
        return register(url, options);
      };
    });
    const registerCalls = () => page.evaluate(() => (window as unknown as { registerCalls: string[] }).registerCalls);
    const release = await holdDatabase(page);
    await page.goto('/Announcements');
    await page.waitForLoadState('load');
    // Loaded, React running, the browser idle twice over: with the reads still held, no worker is asked for.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(await registerCalls()).toEqual([]);
    release();
    await dataSettled(page);
    await workerInControl(page);
    expect(await registerCalls()).toEqual(['/sw.js']);
  });
});

describe('installing the site', () => {
  it("meets Chromium's install criteria: manifest, icons, and a worker that serves the start page offline", async () => {
    // A profile on disk: Chromium offers no install in a private (incognito) context, as the test browser's are.
    const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL: baseUrl,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await workerInControl(page);
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      await context.setOffline(true);
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
