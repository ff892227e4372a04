/**
 * The browser side of the end-to-end suite: Debian's Chromium (or CHROME_PATH) driven by playwright-core,
 * against the production build served by `vite preview` (E2E_BASE_URL, started by scripts/emulated-suites.mjs).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:4173';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * One browser for the test file; `newPage` gives each test a fresh context (no shared storage). A context opened in a
 * test closes when the test ends, so that no page left behind keeps running (its listeners, timers and animations
 * slow every later test); one opened in a `beforeAll` lives until the file ends.
 */
export function openBrowser() {
  let browser: Browser | undefined;
  let inTest = false;
  const fileContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  const closeAll = (contexts: BrowserContext[]) => Promise.all(contexts.splice(0).map((context) => context.close()));

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(testContexts);
  });
  afterAll(async () => {
    await closeAll(fileContexts);
    await browser?.close();
  });

  return {
    /**
     * `options` adds context settings such as `reducedMotion: 'reduce'`. The service worker is blocked unless
     * `serviceWorkers: 'allow'` is given: a test that stops or changes requests must see them all (a request the
     * worker answers from its cache is not one the page makes), and each test starts with the site's first visit.
     */
    async newPage(viewport: { width: number; height: number } = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('The browser has not started.');
      const context = await browser.newContext({ serviceWorkers: 'block', ...options, viewport, baseURL: baseUrl });
      (inTest ? testContexts : fileContexts).push(context);
      return untilReactRuns(await context.newPage());
    },
  };
}

/**
 * `page` whose `goto` and `reload` also wait until React has taken over the page, as a visitor's tap needs: a
 * prerendered page is shown before its scripts run, and a page without data loads them after its first paint.
 */
function untilReactRuns(page: Page): Page {
  const reactRuns = () =>
    page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await reactRuns();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await reactRuns();
    return response;
  };
  return page;
}

/** How wide the document is: more than the viewport means the visitor can scroll sideways. */
export function documentScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Waits until the headings of a level inside the page's main content are exactly `expected`. */
export async function expectHeadings(page: Page, level: number, expected: string[]): Promise<void> {
  const list = page.getByRole('main').getByRole('heading', { level });
  await expect.poll(() => list.allTextContents(), { timeout: 15_000 }).toEqual(expected);
}

/** Waits until no data section says 'Loading...' and the page has been still for a moment (two frames). */
export async function dataSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.innerText.includes('Loading...') && !document.querySelector('[aria-label="Loading..."]'), null, {
    timeout: 20_000,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Collects what the page logs as an error and every uncaught exception, as they happen. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Before the next navigation's scripts run: keeps the first <h1> the HTML parser creates, for headingIsPrerendered. */
export async function keepPrerenderedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as unknown as { prerenderedHeading: Element }).prerenderedHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the page's <h1> is still the element the HTML parser made (hydrated in place, not rendered afresh). */
export function headingIsPrerendered(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('h1') === (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading);
}
