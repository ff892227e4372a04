import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedHeads, type PageHead } from '@/app/pageHeads';
import { prerenderedPageAt, prerenderedPages } from '@/app/prerenderedPages';
import { announcementPage, publicPages } from '@/app/publicPages';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { ROOT_END_MARK } from '@/lib/seenPages';
import { ADMIN_SHELL_FILE, headTags, isRoute, pageAssets, pageFile, pageHtml, robotsTxt, shellHtml, sitemapXml, type Manifest } from '../../scripts/lib/prerender-html.mjs';
import { must } from '../support/must';

const head = (path: string | null) => must(prerenderedHeads.find((candidate) => candidate.path === path), `the head of ${path}`);

describe('which prerendered page an address shows', () => {
  it('is the page of any of its paths as written, with or without a trailing slash; another spelling is not found', () => {
    expect(prerenderedPageAt('/')?.path).toBe('/');
    expect(prerenderedPageAt('/InfrastructureSection')?.path).toBe('/InfrastructureSection');
    expect(prerenderedPageAt('/infrastructure')?.path).toBe('/InfrastructureSection');
    expect(prerenderedPageAt('/about/')?.path).toBe('/about');
    expect(prerenderedPageAt('/Feepayment')?.path).toBe('/FeePayment');
    for (const pathname of ['/ABOUT', '/feepayment', '/announcements/abc']) expect(prerenderedPageAt(pathname)?.path, pathname).toBeNull();
  });

  it("is the announcement page at any announcement's address, and the not-found page below it", () => {
    for (const address of ['/Announcements/annual-day-2026', '/Announcements/a%20b/', '/Announcements/%E0%A4%']) {
      expect(prerenderedPageAt(address)?.path, address).toBe('/Announcements/:id');
    }
    expect(prerenderedPageAt('/Announcements')?.path).toBe('/Announcements');
    expect(prerenderedPageAt('/Announcements/a/b')?.path).toBeNull();
  });

  it('is none for the admin area, and the not-found page for anything else', () => {
    for (const path of [LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map((page) => page.path)]) expect(prerenderedPageAt(path)).toBeNull();
    expect(prerenderedPageAt('/no-such-page')?.path).toBeNull();
    expect(must(prerenderedPageAt('/no-such-page'), 'the not-found head').id).toBe('404');
  });

  it('covers the home page, every public page once, the announcement page and the not-found page, each with its head', () => {
    expect(prerenderedPages.map((candidate) => candidate.path)).toEqual(['/', ...publicPages.map((page) => page.paths[0]), '/Announcements/:id', null]);
    expect(new Set(prerenderedPages.map((candidate) => candidate.id)).size).toBe(prerenderedPages.length);
    expect(prerenderedHeads.map((candidate) => candidate.path)).toEqual(prerenderedPages.map((candidate) => candidate.path));
    for (const candidate of prerenderedHeads) expect(candidate.description.length, String(candidate.path)).toBeGreaterThan(20);
  });
});

describe('firebase.json serves each prerendered file at every path of its page', () => {
  const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: {
      cleanUrls: boolean;
      trailingSlash: boolean;
      ignore: string[];
      redirects: { source: string; destination: string; type: number }[];
      rewrites: { source: string; destination: string }[];
    };
  }).hosting;

  it("rewrites each alias to its page, each announcement's address to the announcement page, and each admin path to the admin shell, with no catch-all", () => {
    const expected = [
      ...publicPages.flatMap(({ paths }) => paths.slice(1).map((source) => ({ source, destination: `/${pageFile(paths[0] ?? '/')}` }))),
      // One path segment (`*`): /Announcements/a/b is a real 404.
      { source: '/Announcements/*', destination: '/Announcements_id.html' },
      ...[LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map((page) => page.path)].map((source) => ({ source, destination: `/${ADMIN_SHELL_FILE}` })),
    ];
    expect(hosting.rewrites).toEqual(expected);
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it('sends an alias with a trailing slash to the alias, as trailingSlash does for the files', () => {
    const aliases = publicPages.flatMap(({ paths }) => paths.slice(1));
    expect(hosting.redirects.slice(0, -1)).toEqual(aliases.map((alias) => ({ source: `${alias}/`, destination: alias, type: 301 })));
  });

  it("sends the announcement page's own file, at its clean address, to the announcements", () => {
    expect(pageFile(announcementPage.route)).toBe('Announcements_id.html');
    expect(hosting.redirects.at(-1)).toEqual({ source: '/Announcements_id', destination: '/Announcements', type: 301 });
  });

  it("names the admin shell's file after the sign-in path, so that it answers at no address of its own", () => {
    expect(`/${ADMIN_SHELL_FILE}`).toBe(`${LOGIN_PATH}.html`);
  });

  it('does not publish source maps', () => {
    expect(hosting.ignore).toContain('**/*.map');
  });
});

describe('the HTML of a prerendered page', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'], isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    'src/boot.tsx': { file: 'assets/boot.js', css: ['assets/boot.css'], imports: ['_react.js', '_router.js'] },
    '_router.js': { file: 'assets/router.js' },
    'src/features/about/AboutPage.tsx': { file: 'assets/AboutPage.js', css: ['assets/AboutPage.css'], imports: ['_PageBanner.js', '_react.js'] },
    '_PageBanner.js': { file: 'assets/PageBanner.js', css: ['assets/PageBanner.css'] },
  };
  const template = readFileSync('index.html', 'utf8');
  const about = head('/about');

  it("links the boot chunk's and the page's chunks and styles, not what the entry already loads", () => {
    expect(pageAssets(manifest, about.sources)).toEqual({
      scripts: ['assets/boot.js', 'assets/router.js', 'assets/AboutPage.js', 'assets/PageBanner.js'],
      styles: ['assets/boot.css', 'assets/AboutPage.css', 'assets/PageBanner.css'],
    });
    expect(() => pageAssets(manifest, ['src/features/nowhere/Page.tsx'])).toThrow(/not in the build manifest/);
  });

  it('holds its title, description, canonical address and link-preview tags, and its body marked with its id', () => {
    const html = pageHtml({
      template,
      manifest,
      head: about,
      pageId: '/about',
      showsDataFirst: true,
      body: '<main>About us <p class="status-line">Loading...</p></main>',
      siteUrl: 'https://school.example',
      schoolName: 'A & B School',
      dataOrigin: 'https://firestore.googleapis.com',
    });
    expect(html).toContain(`<title>${about.title}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://school.example/about" />');
    expect(html).toContain('<meta property="og:image" content="https://school.example/og-image.png" />');
    expect(html).toContain('<meta property="og:site_name" content="A &amp; B School" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The root's end is marked: the service worker puts the page as last seen there (src/lib/seenPages.ts).
    expect(html).toContain(`<div id="root" data-page="/about"><main>About us <p class="status-line">Loading...</p></main></div>${ROOT_END_MARK}`);
    // The scripts wait behind the styles (render-blocking) and the first image: the HTML already shows the page.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/boot.css" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/boot.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/AboutPage.js" />');
    // It reads data (a section is loading): the browser connects to the database while the scripts load.
    expect(html).toContain('<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin />');
    // Without data: no connection, and the scripts wait for the first paint (src/main.ts); the styles are there.
    const page = { template, manifest, head: about, pageId: '/about', siteUrl: 'https://school.example', schoolName: 'S', dataOrigin: 'https://firestore.googleapis.com' };
    const withoutData = pageHtml({ ...page, showsDataFirst: false, body: '<main>About us</main>' });
    expect(withoutData).not.toContain('preconnect');
    expect(withoutData).not.toContain('modulepreload');
    expect(withoutData).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage.css" />');
    // Data below the first screen: connected to, but React still waits for the first paint.
    const dataBelow = pageHtml({ ...page, showsDataFirst: false, body: '<main>About us <p class="status-line">Loading...</p></main>' });
    expect(dataBelow).toContain('preconnect');
    expect(dataBelow).not.toContain('modulepreload');
    // A first screen that is a picture the entry shows itself: React's chunks wait until it is painted (src/main.ts).
    const pictureFirst = pageHtml({ ...page, showsDataFirst: true, body: '<main><p>Loading...</p><div class="early-picture" aria-hidden="true" data-early-picture=""></div></main>' });
    expect(pictureFirst).toContain('preconnect');
    expect(pictureFirst).not.toContain('modulepreload');
    // So does a first screen the entry shows itself from the page's first read (src/lib/firstScreen.ts).
    const screenFirst = pageHtml({ ...page, showsDataFirst: true, body: '<main><div class="data-section--page"><p>Loading...</p><div class="early-screen" aria-hidden="true" data-early-screen=""></div></div></main>' });
    expect(screenFirst).not.toContain('modulepreload');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('asks for the documents its first screen waits for from the HTML, each address as the entry will ask for it', () => {
    const address = 'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/year_planner/planner?key=k&pageSize=1';
    const html = pageHtml({
      template,
      manifest,
      head: about,
      pageId: '/about',
      showsDataFirst: true,
      dataRequests: [address],
      body: '<main><p class="status-line">Loading...</p></main>',
      siteUrl: 'https://school.example',
      schoolName: 'S',
      dataOrigin: 'https://firestore.googleapis.com',
    });
    expect(html).toContain(`<link rel="preload" as="fetch" href="${address.replace('&', '&amp;')}" crossorigin />`);
    expect(html.match(/as="fetch"/g)).toHaveLength(1);
  });

  it('escapes what it puts in attributes', () => {
    const tricky: PageHead = { id: '/about', path: '/x', title: 'A "quoted" <title>', description: 'Fish & chips', sources: [] };
    const tags = headTags(tricky, 'https://school.example', 'School').join('\n');
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(tags).toContain('content="Fish &amp; chips"');
  });

  it("the admin area's shell asks for the boot chunk and stays out of search results", () => {
    const html = shellHtml(template, manifest);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/boot.js" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('the announcement page names no canonical address (one file for every announcement: the page sets it), and is indexed', () => {
    const tags = headTags(head('/Announcements/:id'), 'https://school.example', 'School').join('\n');
    expect(isRoute('/Announcements/:id')).toBe(true);
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
    expect(tags).not.toContain('noindex');
    expect(tags).toContain('<title>Announcement | ');
  });

  it('keeps the not-found page out of search results, without a canonical address', () => {
    const tags = headTags(head(null), 'https://school.example', 'School').join('\n');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });
});

describe('what crawlers read', () => {
  it('robots.txt closes the admin area by its prefixes and names the sitemap', () => {
    const robots = robotsTxt('https://school.example', ['/admin-', '/auth-']);
    expect(robots).toContain('Disallow: /admin-\nDisallow: /auth-');
    expect(robots).toContain('Sitemap: https://school.example/sitemap.xml');
  });

  it('the sitemap lists the canonical address of every page but the not-found page, and no announcement', () => {
    const sitemap = sitemapXml('https://school.example', prerenderedHeads);
    expect(sitemap.match(/<loc>/g)).toHaveLength(prerenderedHeads.length - 2);
    expect(sitemap).not.toContain('/Announcements/');
    expect(sitemap).toContain('<loc>https://school.example/InfrastructureSection</loc>');
    expect(sitemap).not.toContain('/infrastructure<');
  });
});
