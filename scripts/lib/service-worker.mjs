// Builds the service worker (src/serviceWorker/serviceWorker.ts) into <outDir>/sw.js, after the prerender step, so
// that its precache list holds the prerendered pages: Workbox's getManifest lists the public pages' files with their
// revisions, and Vite bundles the worker with that list and the page routes written in.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { getManifest } from 'workbox-build';
import { ADMIN_MODULES, FIREBASE_SDK_MODULES, GRAPH_PATH } from './bundle-budget.mjs';
import { ROOT } from './emulators.mjs';
import { ADMIN_SHELL_FILE } from './prerender-html.mjs';

const SOURCE = path.join(ROOT, 'src', 'serviceWorker', 'serviceWorker.ts');
const ADMIN_SHELL = ADMIN_SHELL_FILE;

/**
 * The JavaScript and CSS files a visitor's pages can load: everything the entry reaches, statically or lazily,
 * except through the admin area's modules (which a visitor never loads, and which no cache keeps).
 * @param {Record<string, { file: string, src?: string, css?: string[], imports?: string[], dynamicImports?: string[] }>} manifest
 * @returns {Set<string>}
 */
export function publicFiles(manifest) {
  const files = new Set();
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || ADMIN_MODULES.test(chunk.src ?? '')) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return files;
}

/** A Hosting glob (`*` one path segment) as the source of a regular expression over the whole path. */
const globSource = (/** @type {string} */ source) =>
  `^${source.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`;

/**
 * Which file answers each public address (cleanUrls: `/about` is about.html; firebase.json's rewrites for aliases
 * and announcements), and the admin area's addresses.
 * @param {string} outDir
 * @returns {import('../../src/serviceWorker/pageRoutes').PageRoutes}
 */
export function pageRoutes(outDir) {
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  /** @type {{ source: string, destination: string }[]} */
  const rewrites = hosting.rewrites.filter((/** @type {{ destination?: unknown }} */ rewrite) => typeof rewrite.destination === 'string');
  const pages = readdirSync(outDir)
    .filter((file) => file.endsWith('.html') && file !== ADMIN_SHELL && file !== '404.html')
    .map((file) => /** @type {[string, string]} */ ([file === 'index.html' ? '^/$' : globSource(`/${file.slice(0, -'.html'.length)}`), `/${file}`]));
  return {
    pages: [...pages, ...rewrites.filter(({ destination }) => destination !== `/${ADMIN_SHELL}`).map(({ source, destination }) => [globSource(source), destination])],
    adminPaths: rewrites.filter(({ destination }) => destination === `/${ADMIN_SHELL}`).map(({ source }) => source),
    adminShell: `/${ADMIN_SHELL}`,
  };
}

/**
 * The public code split in two: what the worker precaches, and the Firebase SDK's chunks (the live staff lists of
 * /administration: 130 KB, more than all the rest), which it keeps only once a visitor's page has loaded them.
 * @param {string} outDir
 */
function publicCode(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  /** @type {import('./bundle-budget.mjs').BundleGraph} */
  const graph = JSON.parse(readFileSync(path.join(outDir, GRAPH_PATH), 'utf8'));
  const sdk = new Set(graph.chunks.filter(({ modules }) => modules.some((id) => FIREBASE_SDK_MODULES.test(id))).map(({ fileName }) => fileName));
  const files = [...publicFiles(manifest)];
  return { precached: new Set(files.filter((file) => !sdk.has(file))), cachedOnUse: files.filter((file) => sdk.has(file)) };
}

/**
 * @param {string} outDir a built and prerendered site
 * @returns {Promise<{ count: number, size: number }>} what the worker precaches
 */
export async function buildServiceWorker(outDir) {
  const { precached, cachedOnUse } = publicCode(outDir);
  // The admin area's code is never kept (the HEIC decoder alone is 3 MB): left out before Workbox weighs the files.
  const adminCode = readdirSync(path.join(outDir, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => /\.(js|css)$/.test(file) && !precached.has(file) && !cachedOnUse.includes(file));
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: ['*.html', 'assets/*.{js,css}', 'site.webmanifest', 'favicon.svg', 'icons/*.png'],
    globIgnores: ['404.html', ...adminCode],
    // Hashed names change with their content: they need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [(entries) => ({ manifest: entries.filter(({ url }) => !url.startsWith('assets/') || precached.has(url)), warnings: [] })],
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(manifestEntries),
      __PAGE_ROUTES__: JSON.stringify(pageRoutes(outDir)),
      __CACHED_ON_USE__: JSON.stringify(cachedOnUse.map((file) => `/${file}`)),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: { entry: SOURCE, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  });
  return { count, size };
}
