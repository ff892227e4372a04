// The HTML around a prerendered page: its <head> (title, description, canonical and link-preview tags), the links
// to the chunks and styles it loads as it renders, and the files crawlers read. Pure functions: no I/O.

/** @typedef {{ file: string, css?: string[], imports?: string[], isEntry?: boolean }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {{ path: string | null, title: string, description: string, sources: string[] }} PageHead */

/** The module the entry imports to render: React and the app. Every page's HTML asks for it at once. */
export const BOOT_SOURCE = 'src/boot.tsx';

/** The part of index.html that each page replaces with its own head. */
const PAGE_HEAD = /<!-- page head -->[\s\S]*?<!-- \/page head -->/;
const ROOT = '<div id="root"></div>';

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Whether a page's path is a route with a parameter (`/Announcements/:id`): one file served at every address the
 * route matches (firebase.json rewrites them to it), so it names no canonical address and is not in the sitemap.
 * @param {string | null} pagePath
 */
export const isRoute = (pagePath) => pagePath !== null && pagePath.includes('/:');

/**
 * The file a page's HTML is written to, relative to the build: `index.html`, `about.html`, `404.html`, and for a
 * route its path with each `/:` as `_` (`Announcements_id.html`; firebase.json redirects the file's own clean
 * address, which no page has, to the list).
 */
export function pageFile(/** @type {string | null} */ pagePath) {
  if (pagePath === null) return '404.html';
  return pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '').replaceAll('/:', '_')}.html`;
}

/**
 * The files `sources` need, beyond what the entry already loads: each source's chunk and the chunks it imports
 * statically, and their styles. The boot chunk's come first: every page needs it.
 * @param {Manifest} manifest
 * @param {string[]} sources
 */
export function pageAssets(manifest, sources) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  /** @type {Set<string>} */
  const loaded = new Set();
  /** @param {ManifestChunk} chunk */
  const markLoaded = (chunk) => {
    if (loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const key of chunk.imports ?? []) markLoaded(manifest[key] ?? { file: key });
  };
  markLoaded(entry);

  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const styles = [];
  /** @param {string} key */
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is the page's \`source\` right?`);
    if (loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const source of [BOOT_SOURCE, ...sources]) add(source);
  return { scripts, styles };
}

/**
 * The <head> tags of a page.
 * @param {PageHead} head
 * @param {string} siteUrl the site's public origin, without a trailing slash
 * @param {string} schoolName
 */
export function headTags(head, siteUrl, schoolName) {
  const image = `${siteUrl}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.path === null) {
    tags.push('<meta name="robots" content="noindex" />');
  } else if (!isRoute(head.path)) {
    const url = siteUrl + head.path;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
  }
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(schoolName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(schoolName)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  );
  return tags;
}

/**
 * index.html with a page in it: its head, the links to what it loads as it renders (and a connection to where it
 * reads its data), and its HTML in the root, marked with the page's id so the browser hydrates it only where it is
 * the page the address shows.
 * @param {{ template: string, manifest: Manifest, head: PageHead, pageId: string, showsDataFirst: boolean, dataRequests?: string[], body: string, buildData?: string, siteUrl: string, schoolName: string, dataOrigin: string }} page
 *   `dataOrigin` is connected to only by a page that reads data: one prerendered with a data section still loading.
 *   `dataRequests`: the documents the page reads first, asked for by the HTML itself (a round trip before the entry
 *   script could ask); the entry's request for the same address takes that answer.
 *   `showsDataFirst`: the page's first screen waits for data, so its HTML asks for React's chunks at once; unless
 *   the entry shows that screen itself (a box with `data-early-picture` or `data-early-screen`, src/lib/firstPicture.ts,
 *   firstScreen.ts): then the entry asks for them once it has been painted (src/main.ts), and nothing competes with
 *   the page's data and picture.
 */
export function pageHtml({ template, manifest, head, pageId, showsDataFirst, dataRequests = [], body, buildData = '', siteUrl, schoolName, dataOrigin }) {
  if (!PAGE_HEAD.test(template) || !template.includes(ROOT)) throw new Error('index.html lacks the page head markers or the empty root.');
  const readsData = body.includes('>Loading...<');
  const preconnect = readsData ? [`<link rel="preconnect" href="${escapeHtml(dataOrigin)}" crossorigin />`] : [];
  const preloads = dataRequests.map((address) => `<link rel="preload" as="fetch" href="${escapeHtml(address)}" crossorigin />`);
  const withScripts = showsDataFirst && !/ data-early-(picture|screen)=/.test(body);
  return withLinks(template, [...preconnect, ...preloads, ...assetLinks(manifest, head.sources, withScripts)])
    .replace(PAGE_HEAD, () => headTags(head, siteUrl, schoolName).join(INDENT))
    .replace(ROOT, () => `<div id="root" data-page="${escapeHtml(pageId)}">${body}</div>${buildData}`);
}

const INDENT = '\n    ';

/** `html` with `links` at the end of its <head>. */
const withLinks = (/** @type {string} */ html, /** @type {string[]} */ links) => html.replace('</head>', () => `  ${links.join(INDENT)}\n  </head>`);

/**
 * The styles (render-blocking: the first paint needs them) of the boot chunk and `sources`, and, when `withScripts`,
 * their scripts. Those are asked for at low priority: the HTML already shows the page, so they wait behind its
 * styles and first picture. A page whose first screen does not wait for data leaves them out: its entry loads
 * React after the first paint (src/main.ts), and nothing of it competes with the page.
 * @param {Manifest} manifest
 * @param {string[]} sources
 * @param {boolean} withScripts
 */
function assetLinks(manifest, sources, withScripts) {
  const { scripts, styles } = pageAssets(manifest, sources);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...(withScripts ? scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`) : []),
  ];
}

/**
 * The admin area's shell, named after its sign-in page (src/content/adminPages.ts: LOGIN_PATH): Hosting serves it
 * there, and firebase.json rewrites every other admin path to it. No other address answers with it (an `app.html`
 * answered at `/app`, with a 200, where any other unknown address is a 404).
 */
export const ADMIN_SHELL_FILE = 'auth-x8a9b7c-login.html';

/** The admin area's page: index.html, rendered in the browser (with the boot chunk asked for), kept out of search results. */
export function shellHtml(/** @type {string} */ template, /** @type {Manifest} */ manifest) {
  return withLinks(template, ['<meta name="robots" content="noindex" />', ...assetLinks(manifest, [], true)]);
}

/**
 * @param {string} siteUrl
 * @param {string[]} disallowed path prefixes
 */
export function robotsTxt(siteUrl, disallowed) {
  return ['User-agent: *', ...disallowed.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * @param {string} siteUrl
 * @param {PageHead[]} heads
 */
export function sitemapXml(siteUrl, heads) {
  const urls = heads
    .filter((head) => head.path !== null && !isRoute(head.path))
    .map((head) => `  <url><loc>${escapeHtml(siteUrl + head.path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
