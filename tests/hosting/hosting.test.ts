/**
 * What firebase.json promises, asked of the Hosting emulator serving the browser-test build (scripts/test.mjs):
 * each page's prerendered file at every path of the page, the admin area's shell, real 404s, and the caching
 * headers that keep a tab open across a deploy working. The security headers: securityHeaders.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { must } from '../support/must';
import { DIST, HOSTING_URL, get } from './hostingServer';

const pageId = (html: string) => /<div id="root" data-page="([^"]*)"/.exec(html)?.[1] ?? null;

describe('a prerendered page', () => {
  it('is served at its path as HTML that is checked for a newer version on every visit', async () => {
    const { response, body } = await get('/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(pageId(body)).toBe('/about');
  });

  it("is the same file at every alias, in the route table's spelling", async () => {
    for (const [alias, page] of [
      ['/infrastructure', '/InfrastructureSection'],
      ['/Infrastructure', '/InfrastructureSection'],
      ['/school-overview', '/overview'],
      ['/Events', '/OurEvents'],
      ['/Feepayment', '/FeePayment'],
    ] as const) {
      const { response, body } = await get(alias);
      expect(response.status, alias).toBe(200);
      expect(pageId(body), alias).toBe(page);
    }
  });

  it('with a trailing slash, redirects to the path without it, every time', async () => {
    for (const withSlash of ['/about/', '/Infrastructure/', '/year-planner/']) {
      const { response } = await get(withSlash);
      expect(response.status, withSlash).toBe(301);
      expect(new URL(must(response.headers.get('location'), 'a location'), HOSTING_URL).pathname).toBe(withSlash.slice(0, -1));
    }
  });

  it('the home page is index.html, at /', async () => {
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(pageId(body)).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('the service worker is a script at /sw.js, asked for afresh on every check, so that a deploy reaches phones', async () => {
    const { response, body } = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body).toContain('/about.html');
  });
});

describe("an announcement's own address", () => {
  it('is the announcement page (one file for every announcement, one path segment deep), checked for a newer version on every visit', async () => {
    for (const address of ['/Announcements/some-id', '/Announcements/some-id/', '/Announcements/a%20b']) {
      const { response, body } = await get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), address).toBe('no-cache');
      expect(pageId(body), address).toBe('/Announcements/:id');
      // Not the list's file, and no canonical address of another page: the page sets its own.
      expect(body, address).not.toContain('rel="canonical"');
    }
    // The list stays itself, and an address deeper than one segment is a real 404.
    expect(pageId((await get('/Announcements')).body)).toBe('/Announcements');
    const deeper = await get('/Announcements/some-id/more');
    expect(deeper.response.status).toBe(404);
    expect(pageId(deeper.body)).toBe('404');
  });

  it("the file's own clean address redirects to the list", async () => {
    const { response } = await get('/Announcements_id');
    expect(response.status).toBe(301);
    expect(new URL(must(response.headers.get('location'), 'a location'), HOSTING_URL).pathname).toBe('/Announcements');
  });
});

describe('the admin area', () => {
  it('is the shell the browser renders, for the dashboard and every admin page, kept out of search results', async () => {
    for (const adminPath of [LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map((page) => page.path)]) {
      const { response, body } = await get(adminPath);
      expect(response.status, adminPath).toBe(200);
      expect(body, adminPath).toContain('<div id="root"></div>');
      expect(body, adminPath).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers.get('cache-control'), adminPath).toBe('no-cache');
    }
  });
});

describe('what is not there', () => {
  it('an unknown address is a 404 with the not-found page', async () => {
    const { response, body } = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(pageId(body)).toBe('404');
  });

  it('the admin shell answers at no address of its own: /app and /app.html are 404s, like any unknown address', async () => {
    for (const address of ['/app', '/app.html']) {
      const { response, body } = await get(address);
      expect(response.status, address).toBe(404);
      expect(pageId(body), address).toBe('404');
    }
  });

  it('a path is served as written: another spelling of a page or an announcement is a 404, as the router says', async () => {
    for (const address of ['/announcements/annual-day-2026', '/ANNOUNCEMENTS/x', '/About', '/feepayment']) {
      const { response, body } = await get(address);
      expect(response.status, address).toBe(404);
      expect(pageId(body), address).toBe('404');
    }
  });

  it('a missing script is a 404 (a page answered with 200 would be taken for the script and cached for a year)', async () => {
    const { response } = await get('/assets/EventsPage-0000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/javascript/);
  });
});

describe('the build files', () => {
  it('hashed assets are cached for a year, as immutable', async () => {
    const script = must(readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.js')), 'a built script');
    const { response } = await get(`/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('no source map is served: the source stays unpublished', async () => {
    const script = must(readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.js')), 'a built script');
    const { body } = await get(`/assets/${script}`);
    expect(body).not.toContain('sourceMappingURL');
    expect((await get(`/assets/${script}.map`)).response.status).toBe(404);
  });

  it('robots.txt and sitemap.xml are real files', async () => {
    const robots = await get('/robots.txt');
    expect(robots.response.status).toBe(200);
    expect(robots.response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /admin-');
    expect(robots.body).toMatch(/Sitemap: .+\/sitemap\.xml/);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.response.status).toBe(200);
    expect(sitemap.response.headers.get('content-type')).toMatch(/xml/);
    expect(sitemap.body).toContain('/InfrastructureSection</loc>');
    expect(sitemap.body).not.toContain('/Announcements/');
  });
});
