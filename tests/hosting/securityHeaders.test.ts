/**
 * The security headers firebase.json sets, asked of the Hosting emulator (scripts/test.mjs) on every kind of answer:
 * a prerendered page, an alias, the home page, the admin area, the not-found page, a script and a missing one.
 * The emulator serves an emulator build, so its policy also lets the page connect to the emulators and the upload
 * stand-in (scripts/lib/hosting-config.mjs); tests/unit/hostingHeaders.test.ts shows the deployed policy names none
 * of them. tests/csp shows a browser running the site under this policy without a violation.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, adminPages } from '@/content/adminPages';
import { must } from '../support/must';
import { DIST, get } from './hostingServer';

const script = must(readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.js')), 'a built script');
const adminPage = must(adminPages[0], 'an admin page').path;

const ANSWERS = [
  ['a prerendered page', '/about', 200],
  ['an alias', '/Events', 200],
  ["an announcement's address", '/Announcements/some-id', 200],
  ['the home page', '/', 200],
  ['the dashboard', DASHBOARD_PATH, 200],
  ['an admin page', adminPage, 200],
  ['an unknown address', '/no-such-page', 404],
  ['a script', `/assets/${script}`, 200],
  ['a missing script', '/assets/EventsPage-0000000.js', 404],
  ['the service worker', '/sw.js', 200],
] as const;

/** The policy's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [must(name, 'a directive'), sources]),
  );
}

async function policyOf(pathname: string) {
  const { response } = await get(pathname);
  return directives(must(response.headers.get('content-security-policy'), `a Content-Security-Policy on ${pathname}`));
}

describe('every answer of the site', () => {
  it.each(ANSWERS)('%s (%s) carries the policy and the headers against framing, sniffing and device access', async (_what, pathname, status) => {
    const { response } = await get(pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe((await get('/')).response.headers.get('content-security-policy'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = must(response.headers.get('permissions-policy'), 'a Permissions-Policy').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(permissions, feature).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['the home page', '/'],
    ['a prerendered page', '/about'],
    ['an alias', '/Events'],
    ['the dashboard', DASHBOARD_PATH],
    ['the not-found page', '/no-such-page'],
  ])('%s (%s) is HTML checked for a newer version on every visit', async (_what, pathname) => {
    const { response } = await get(pathname);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('index.html is the home page at /, and its own address sends there without being cached', async () => {
    const { response } = await get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the Content-Security-Policy', () => {
  it("runs only the site's own scripts and styles, nothing inline or evaluated, and allows nothing it does not name", async () => {
    const policy = await policyOf('/');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    // WebAssembly may be compiled (libheif, which decodes an iPhone's HEIC photo in the admin area), never JavaScript
    // from text: 'wasm-unsafe-eval' allows only the first.
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    const everySource = [...policy.values()].flat();
    expect(everySource.filter((source) => source.startsWith("'unsafe-") || source === '*' || source === 'data:' || source === 'https:')).toEqual([]);
    expect(everySource.filter((source) => source.includes('unsafe'))).toEqual(["'wasm-unsafe-eval'"]);
  });

  it('lets no page be framed, no plugin load, no base address or form target be changed', async () => {
    const policy = await policyOf(DASHBOARD_PATH);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows exactly the services the site talks to, and the emulators of this emulator build', async () => {
    const policy = await policyOf('/about');
    expect(policy.get('connect-src')).toEqual([
      // The site's own files and Cloudinary's pictures: what the service worker fetches to keep.
      "'self'",
      'https://res.cloudinary.com',
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://api.cloudinary.com',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9099',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'https://res.cloudinary.com']);
    expect(policy.get('frame-src')).toEqual(['https://www.google.com']);
    // The service worker, and the HEIC decoder's worker, which it starts from a blob: of its own code.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });
});
