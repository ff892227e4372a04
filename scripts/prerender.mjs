// `node scripts/prerender.mjs [outDir]`, after `vite build`: writes the HTML of every public page into the build, as
// React renders it (src/entry-server.tsx), so that a visitor's first response holds the page and the browser only
// hydrates it. Also writes the admin area's empty shell, 404.html, robots.txt and sitemap.xml.
//
//   outDir/index.html          the home page          outDir/<page>.html   each public page at its first path
//   outDir/404.html            the not-found page
//   outDir/auth-x8a9b7c-login.html   the admin area at its sign-in path (ADMIN_SHELL_FILE): rendered in the browser
//   outDir/Announcements_id.html   an announcement's page, loading: one file for every announcement
//
// firebase.json serves them (its rewrites send each alias, each announcement's address and each admin path to its
// file).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, run } from './lib/run.mjs';
import { ADMIN_SHELL_FILE, pageFile, pageHtml, robotsTxt, shellHtml, sitemapXml } from './lib/prerender-html.mjs';

const outDir = path.resolve(process.argv[2] ?? 'dist');
// One server build per output folder: npm test and npm run bench may build at the same time.
const serverDir = path.resolve('.cache', `ssr-${path.basename(outDir)}`);

const built = await run(bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--emptyOutDir', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
/** @type {import('../src/entry-server')} */
const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);

const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
/** @type {import('./lib/prerender-html.mjs').Manifest} */
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));

writeFileSync(path.join(outDir, ADMIN_SHELL_FILE), shellHtml(template, manifest));
const { site } = server;
if (!site.canPrerender) {
  // A build without its Firebase settings shows the configuration error page, rendered in the browser.
  console.warn('prerender: the Firebase settings are incomplete; pages are left to the browser.');
  process.exit(0);
}

for (const { head, id, showsDataFirst, dataRequests } of site.pages) {
  const { body, buildData } = await server.renderPage(head.path ?? '/this-page-does-not-exist', id);
  const html = pageHtml({ template, manifest, head, pageId: id, showsDataFirst, dataRequests, body, buildData, siteUrl: site.url, schoolName: site.schoolName, dataOrigin: site.dataOrigin });
  writeFileSync(path.join(outDir, pageFile(head.path)), html);
}
writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.url, site.robotsDisallow));
writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site.url, site.pages.map(({ head }) => head)));
rmSync(serverDir, { recursive: true, force: true });
console.log(`prerender: ${site.pages.length} pages written to ${path.relative(process.cwd(), outDir) || '.'}`);
