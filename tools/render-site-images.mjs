// @ts-check
// Renders the site's link-preview card and app icons with headless Chromium, and writes the web app manifest:
//   public/og-image.png               1200x630, the card WhatsApp, Facebook and X show for a shared link
//   public/icons/icon-192.png         192x192, manifest icon ('any')
//   public/icons/icon-512.png         512x512, manifest icon ('any' and 'maskable': the crest is inside the safe zone)
//   public/icons/apple-touch-icon.png 180x180, the iOS home-screen icon (iOS rounds the corners itself)
//   public/site.webmanifest           name, colours and icons for installing the site
// The school's name, motto, board, city and founding year come from src/content/school.ts, the crest from
// public/favicon.svg and the colours from src/styles/global.css (the hero's navy and gold). The files are checked
// in, so building never needs a browser; run this after changing any of those:
//   node tools/render-site-images.mjs            (CHROME_PATH overrides /usr/bin/chromium)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC_DIR = path.join(ROOT, 'public');

// The colours of src/styles/global.css (--color-primary, --color-primary-strong, --color-accent) and the hero's
// third gradient stop (src/features/home/HomeHero.css). #13315c is also index.html's theme-color.
const NAVY = '#13315c';
const NAVY_STRONG = '#0b2545';
const NAVY_LIGHT = '#1f5c99';
const GOLD = '#f4b942';
const PALE = '#e4ebf7';

// System fonts only (the fonts-liberation and fonts-dejavu packages): no web fonts, the renderer may be offline.
// The serif stands in for the site's Georgia headings.
const SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, 'Times New Roman', serif";
const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * @typedef {object} SchoolFacts
 * @property {string} name
 * @property {string} shortName
 * @property {string} motto
 * @property {number} foundedYear
 * @property {string} board
 * @property {string} city
 */

/**
 * Reads the school's facts from the `school` object in src/content/school.ts with regular expressions (the
 * project has no TypeScript runner for scripts). Each key is the first one of that name after
 * `export const school = {`, so the nested `trust.name` does not shadow `name`.
 * @returns {SchoolFacts}
 */
function readSchool() {
  const file = path.join(ROOT, 'src', 'content', 'school.ts');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('export const school = {');
  if (start < 0) throw new Error(`${file}: no 'export const school = {'`);
  const body = source.slice(start);
  /** @param {string} key */
  const string = (key) => {
    const match = new RegExp(`^\\s*${key}:\\s*(['"])((?:\\\\.|(?!\\1).)*)\\1`, 'm').exec(body);
    if (!match?.[2]) throw new Error(`${file}: no string '${key}' in the school object`);
    return match[2].replace(/\\(.)/g, '$1');
  };
  const year = /^\s*foundedYear:\s*(\d{4})\b/m.exec(body);
  if (!year?.[1]) throw new Error(`${file}: no foundedYear in the school object`);
  return {
    name: string('name'),
    shortName: string('shortName'),
    motto: string('motto'),
    foundedYear: Number(year[1]),
    board: string('board'),
    city: string('city'),
  };
}

/** @param {string} s */
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A full page around `body`, sized to the viewport, with nothing loaded from outside.
 * @param {string} css
 * @param {string} body
 */
const page = (css, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:100%;height:100%;overflow:hidden}
${css}
</style></head><body>${body}</body></html>`;

/**
 * The hero's background (src/features/home/HomeHero.css), in pixels for the card: layers painted bottom to top,
 * each stop an offset and an sRGB colour with alpha.
 * @typedef {[number, [number, number, number, number]][]} Stops
 * @typedef {{ kind: 'linear', degrees: number, stops: Stops } | { kind: 'radial', cx: number, cy: number, rx: number, ry: number, stops: Stops }} Layer
 * @type {Layer[]}
 */
const HERO_LAYERS = [
  { kind: 'linear', degrees: 135, stops: [[0, [...rgb(NAVY_STRONG), 1]], [0.65, [...rgb(NAVY), 1]], [1, [...rgb(NAVY_LIGHT), 1]]] },
  { kind: 'radial', cx: 0, cy: 630, rx: 700, ry: 520, stops: [[0, [31, 92, 153, 0.6]], [0.7, [31, 92, 153, 0]]] },
  // The hero's gold glow, a little fainter: at its 18% the small card looks grey in that corner.
  { kind: 'radial', cx: 1056, cy: 0, rx: 900, ry: 460, stops: [[0, [...rgb(GOLD), 0.13]], [0.62, [...rgb(GOLD), 0]]] },
];

/**
 * @param {string} hex '#rrggbb'
 * @returns {[number, number, number]}
 */
function rgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/**
 * The link-preview card: the crest over the name, a gold rule, the motto and one line of facts, all centred, so
 * that the square crop some apps show of it still holds the whole crest.
 * @param {SchoolFacts} school
 * @param {string} crestSvg the favicon's markup
 */
function ogCard(school, crestSvg) {
  const tagline = `${school.board} school · ${school.city} · since ${school.foundedYear}`;
  return page(
    `body{background:${NAVY};color:#fff;font-family:${SANS};display:flex;flex-direction:column}
#background{position:fixed;inset:0;z-index:-1}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:40px 80px 36px}
.crest{width:var(--crest,172px);height:var(--crest,172px);border-radius:22%;box-shadow:0 0 0 4px ${GOLD},0 14px 36px rgb(0 0 0 / 38%);flex:none}
.crest svg{display:block;width:100%;height:100%}
h1{margin-top:34px;font-family:${SERIF};font-weight:700;font-size:var(--name,70px);line-height:1.1;letter-spacing:.2px;max-width:1040px;text-wrap:balance;text-shadow:0 2px 8px rgb(0 0 0 / 30%)}
.rule{width:132px;height:5px;border-radius:3px;background:${GOLD};margin:26px 0 22px;flex:none}
.motto{font-family:${SERIF};font-style:italic;font-weight:700;font-size:46px;line-height:1.15;color:${GOLD}}
.facts{margin-top:16px;font-size:34px;line-height:1.2;color:${PALE};letter-spacing:.5px}
.bar{height:12px;flex:none;background:linear-gradient(90deg,${GOLD},#f8cf72 50%,${GOLD})}`,
    `<canvas id="background" width="1200" height="630"></canvas><main>
<div class="crest">${crestSvg}</div>
<h1 id="name">${escapeHtml(school.name)}</h1>
<div class="rule"></div>
<p class="motto">${escapeHtml(school.motto)}</p>
<p class="facts">${escapeHtml(tagline)}</p>
</main><div class="bar"></div>`,
  );
}

/**
 * An app icon: the crest alone (the favicon without its rounded tile), centred on a full-bleed navy square.
 * `crestShare` is the crest's width as a share of the icon's. At 0.58 its farthest point lies about 0.31 of the
 * icon's size from the centre, inside the 0.4 radius that a 'maskable' icon keeps under any mask.
 * @param {string} crestSvg the favicon's markup
 * @param {number} crestShare
 */
function icon(crestSvg, crestShare) {
  return page(
    `body{background:${NAVY};display:flex;align-items:center;justify-content:center}
#crest{width:${crestShare * 100}vw;height:${crestShare * 100}vw;display:flex}
#crest svg{display:block;width:100%;height:100%}`,
    `<div id="crest">${crestSvg}</div>`,
  );
}

/* global document, getComputedStyle -- the callbacks of page.evaluate run in the page */

/**
 * Crops the inline favicon to its drawing: hides the full-size background tile and sets the viewBox to the
 * bounding box of the rest, so the crest is centred optically whatever its position on the tile.
 * @param {import('playwright-core').Page} tab
 */
async function cropCrest(tab) {
  await tab.evaluate(() => {
    const svg = /** @type {SVGSVGElement} */ (document.querySelector('#crest svg'));
    const { width, height } = svg.viewBox.baseVal;
    for (const rect of svg.querySelectorAll(':scope > rect')) {
      const box = /** @type {SVGRectElement} */ (rect).getBBox();
      if (box.width >= width && box.height >= height) rect.remove();
    }
    const box = svg.getBBox();
    const side = Math.max(box.width, box.height);
    const x = box.x - (side - box.width) / 2;
    const y = box.y - (side - box.height) / 2;
    svg.setAttribute('viewBox', `${x} ${y} ${side} ${side}`);
  });
}

/**
 * Paints the card's gradients pixel by pixel into its background canvas. CSS and canvas gradients in Chromium are
 * dithered, and that noise would triple the PNG's size; these smooth ramps compress to a fraction of it.
 * @param {import('playwright-core').Page} tab
 * @param {Layer[]} layers
 */
async function paintBackground(tab, layers) {
  await tab.evaluate((layers) => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#background'));
    const { width, height } = canvas;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const image = context.createImageData(width, height);
    const pixels = new Float64Array(width * height * 3);
    /**
     * The colour at `t` between the stops, premultiplied as CSS interpolates.
     * @param {Stops} stops
     * @param {number} t
     * @returns {[number, number, number, number]}
     */
    const sample = (stops, t) => {
      const first = /** @type {Stops[number]} */ (stops[0]);
      const last = /** @type {Stops[number]} */ (stops[stops.length - 1]);
      let [from, to] = [first, first];
      if (t >= last[0]) [from, to] = [last, last];
      else for (let i = 1; i < stops.length; i++) {
        const stop = /** @type {Stops[number]} */ (stops[i]);
        if (t <= stop[0]) { from = /** @type {Stops[number]} */ (stops[i - 1]); to = stop; break; }
      }
      const k = to[0] > from[0] ? Math.min(1, Math.max(0, (t - from[0]) / (to[0] - from[0]))) : 0;
      const a = from[1][3] + (to[1][3] - from[1][3]) * k;
      /** @param {0 | 1 | 2} c */
      const channel = (c) => (from[1][c] * from[1][3] + (to[1][c] * to[1][3] - from[1][c] * from[1][3]) * k) / (a || 1);
      return [channel(0), channel(1), channel(2), a];
    };
    for (const layer of layers) {
      const radians = (layer.kind === 'linear' ? layer.degrees : 0) * (Math.PI / 180);
      const [dx, dy] = [Math.sin(radians), -Math.cos(radians)];
      const length = Math.abs(width * dx) + Math.abs(height * dy);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const [px, py] = [x + 0.5, y + 0.5];
          const t = layer.kind === 'linear'
            ? ((px - width / 2) * dx + (py - height / 2) * dy) / length + 0.5
            : Math.hypot((px - layer.cx) / layer.rx, (py - layer.cy) / layer.ry);
          const [r, g, b, a] = sample(layer.stops, t);
          const i = (y * width + x) * 3;
          pixels[i] = /** @type {number} */ (pixels[i]) * (1 - a) + r * a;
          pixels[i + 1] = /** @type {number} */ (pixels[i + 1]) * (1 - a) + g * a;
          pixels[i + 2] = /** @type {number} */ (pixels[i + 2]) * (1 - a) + b * a;
        }
      }
    }
    for (let p = 0; p < width * height; p++) {
      for (let c = 0; c < 3; c++) image.data[p * 4 + c] = Math.round(/** @type {number} */ (pixels[p * 3 + c]));
      image.data[p * 4 + 3] = 255;
    }
    context.putImageData(image, 0, 0);
  }, layers);
}

/**
 * Shrinks the card's name (and then the crest) until the name takes at most two lines and nothing overflows, so a
 * longer real school name still fits.
 * @param {import('playwright-core').Page} tab
 */
async function fitCard(tab) {
  await tab.evaluate(() => {
    const root = document.documentElement;
    const main = /** @type {HTMLElement} */ (document.querySelector('main'));
    const name = /** @type {HTMLElement} */ (document.querySelector('#name'));
    const lineHeight = () => parseFloat(getComputedStyle(name).lineHeight);
    let size = 70;
    let crest = 172;
    const overflows = () => main.scrollHeight > main.clientHeight || name.scrollWidth > name.clientWidth;
    while ((name.clientHeight > 2.2 * lineHeight() || overflows()) && size > 36) {
      size -= 2;
      if (name.clientHeight > 1.5 * lineHeight() && crest > 120) crest -= 8;
      root.style.setProperty('--name', `${size}px`);
      root.style.setProperty('--crest', `${crest}px`);
    }
    if (overflows()) throw new Error('The school name does not fit on the card; shorten it or adjust ogCard.');
  });
}

// ---------------------------------------------------------------------------------------------------------
// PNG recompression: Chromium writes PNGs with fast settings and an alpha channel. Re-encoding the same pixels as
// RGB with per-row filters and the strongest deflate makes them a third smaller, without any extra dependency.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** @type {Uint32Array} */
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = /** @type {number} */ (CRC_TABLE[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * @param {number} a left
 * @param {number} b up
 * @param {number} c up-left
 */
function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * The value a PNG row filter predicts for a byte (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth).
 * @param {number} filter
 * @param {number} a left
 * @param {number} b up
 * @param {number} c up-left
 */
function predict(filter, a, b, c) {
  switch (filter) {
    case 0: return 0;
    case 1: return a;
    case 2: return b;
    case 3: return (a + b) >> 1;
    case 4: return paeth(a, b, c);
    default: throw new Error(`unknown PNG filter ${filter}`);
  }
}

/**
 * Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes) to its RGBA pixels.
 * @param {Buffer} png
 * @returns {{ width: number, height: number, rgba: Buffer }}
 */
function decodePng(png) {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  /** @type {Buffer[]} */
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? /** @type {number} */ (out[i - channels]) : 0;
      const b = /** @type {number} */ (prev[i]);
      const c = i >= channels ? /** @type {number} */ (prev[i - channels]) : 0;
      const x = /** @type {number} */ (line[i]);
      out[i] = (x + predict(/** @type {number} */ (filter), a, b, c)) & 0xff;
    }
  }
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let p = 0; p < width * height; p++) rows.copy(rgba, p * 4, p * channels, p * channels + channels);
  return { width, height, rgba };
}

/**
 * Encodes opaque pixels as an 8-bit RGB PNG, choosing each row's filter by the smallest sum of absolute values.
 * @param {{ width: number, height: number, rgba: Buffer }} image
 */
function encodeRgbPng({ width, height, rgba }) {
  const stride = width * 3;
  const rgb = Buffer.alloc(stride * height);
  for (let p = 0; p < width * height; p++) {
    if (rgba[p * 4 + 3] !== 0xff) throw new Error('the image has transparent pixels; it must be opaque');
    rgba.copy(rgb, p * 3, p * 4, p * 4 + 3);
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const line = rgb.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = Infinity;
    for (let filter = 0; filter < 5; filter++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? /** @type {number} */ (line[i - 3]) : 0;
        const b = /** @type {number} */ (prev[i]);
        const c = i >= 3 ? /** @type {number} */ (prev[i - 3]) : 0;
        const value = (/** @type {number} */ (line[i]) - predict(filter, a, b, c)) & 0xff;
        candidate[i] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < best) {
        best = score;
        raw[y * (stride + 1)] = filter;
        candidate.copy(raw, y * (stride + 1) + 1);
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------

/**
 * @typedef {object} Job
 * @property {string} file under public/
 * @property {number} width
 * @property {number} height
 * @property {string} html
 * @property {(tab: import('playwright-core').Page) => Promise<void>} prepare
 */

/**
 * The manifest, from the same facts as the images. The description is index.html's meta description.
 * @param {SchoolFacts} school
 */
function manifest(school) {
  const description = `A ${school.board} school in ${school.city}, founded in ${school.foundedYear} by an educational trust. ${school.motto}.`;
  const indexHtml = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  const meta = /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1]?.replace(/&amp;/g, '&');
  if (meta !== undefined && meta !== description) console.warn(`warning: index.html's description differs from the manifest's:\n  ${meta}\n  ${description}`);
  return {
    id: '/',
    name: school.name,
    short_name: school.shortName,
    description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: NAVY,
    theme_color: NAVY,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

async function main() {
  const school = readSchool();
  const crest = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8').replace(/<\?xml[^>]*>\s*/, '').trim();
  /** @param {import('playwright-core').Page} tab */
  const none = async (tab) => void tab;

  /** @type {Job[]} */
  const jobs = [
    { file: 'og-image.png', width: 1200, height: 630, html: ogCard(school, crest), prepare: async (tab) => { await paintBackground(tab, HERO_LAYERS); await fitCard(tab); } },
    { file: 'icons/icon-192.png', width: 192, height: 192, html: icon(crest, 0.58), prepare: cropCrest },
    { file: 'icons/icon-512.png', width: 512, height: 512, html: icon(crest, 0.58), prepare: cropCrest },
    // No mask on iOS beyond rounded corners, so the crest may be a little larger.
    { file: 'icons/apple-touch-icon.png', width: 180, height: 180, html: icon(crest, 0.62), prepare: cropCrest },
  ];

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    // The templates are self-contained; refuse any request so a stray URL cannot make the output depend on a network.
    await tab.route('**/*', (route) => route.abort());
    for (const job of jobs) {
      await tab.setViewportSize({ width: job.width, height: job.height });
      await tab.setContent(job.html, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready.then(() => undefined));
      await (job.prepare ?? none)(tab);
      const png = encodeRgbPng(decodePng(await tab.screenshot({ type: 'png' })));
      const file = path.join(PUBLIC_DIR, job.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, png);
      console.log(`public/${job.file.padEnd(30)} ${job.width}x${job.height}  ${(png.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }

  writeFileSync(path.join(PUBLIC_DIR, 'site.webmanifest'), `${JSON.stringify(manifest(school), null, 2)}\n`);
  console.log('public/site.webmanifest');
}

await main();
