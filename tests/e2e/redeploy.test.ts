/**
 * A new deploy reaches a phone that has the service worker: on its next visit, never stuck on the old version.
 * The build under test is copied and served on a port of its own; the "deploy" changes a page of the copy and runs
 * the build's own service-worker step again (scripts/lib/service-worker.mjs), as `npm run build` would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceWorker } from '../../scripts/lib/service-worker.mjs';
import { E2E_DIST } from '../../scripts/lib/test-settings.mjs';
import { must } from '../support/must';
import { PHONE, openBrowser } from './browser';

const browser = openBrowser();
let served: string;
let server: PreviewServer;
let origin: string;

const PORT = 4195;

/** Serves the copy (afresh: the preview server keeps what it found of the files when it started). */
async function serve(): Promise<void> {
  server = await preview({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: served }, preview: { port: PORT, strictPort: true } });
  origin = must(server.resolvedUrls?.local[0], "the preview server's address").replace(/\/$/, '');
}

beforeAll(async () => {
  served = mkdtempSync(path.join(tmpdir(), 'redeploy-'));
  cpSync(E2E_DIST, served, { recursive: true });
  await serve();
});

afterAll(async () => {
  await server.close();
  rmSync(served, { recursive: true, force: true });
});

/** Deploys a new version whose About page says `sentence` (a page of the copy changed, then its worker rebuilt). */
async function deployAboutSaying(sentence: string): Promise<void> {
  const file = path.join(served, 'about.html');
  // In the head: React hydrates the body, and would take out anything it did not render itself.
  writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `<meta name="deployed" content="${sentence}"></head>`));
  await buildServiceWorker(served);
  await server.close();
  await serve();
}

describe('a new deploy', () => {
  it('is what the next visit shows, online and then offline', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto(`${origin}/about`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const deployed = () => page.locator('meta[name="deployed"]').getAttribute('content', { timeout: 1000 }).catch(() => null);
    expect(await deployed()).toBeNull();

    await deployAboutSaying('Version two');
    await page.goto(`${origin}/about`);
    expect(await deployed()).toBe('Version two');

    // The visit also brought the new worker (the browser checks for one on every visit); it takes over at once,
    // with the new page in its precache.
    const newWorkerActive = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration?.installing !== null || registration.waiting !== null || registration.active?.state !== 'activated') return false;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (new URL(request.url).pathname === '/about.html' && (await (await cache.match(request))?.text())?.includes('Version two')) return true;
          }
        }
        return false;
      });
    await expect.poll(newWorkerActive, { timeout: 20_000 }).toBe(true);
    await page.context().setOffline(true);
    await page.goto(`${origin}/about`);
    expect(await deployed()).toBe('Version two');
  });
});
