// @ts-check
// Writes the smaller widths of the demo pictures under public/demo/ that the pages offer phones through srcset:
//   public/demo/<dir>/<name>.webp, W pixels wide  ->  public/demo/<dir>/<name>-<w>w.webp
// for every w in WIDTHS with w < W (nothing at or above the original's width), the height scaled to match and rounded
// to the nearest pixel. Chromium decodes each original, scales it on a canvas and encodes the result as WebP. The
// originals are never touched, files that are themselves variants (names ending in -<digits>w.webp) are skipped, and
// variants that no longer belong to any original are removed, so running it again always leaves the same set.
// The variants are checked in; run this after changing or adding a demo picture (tools/render-demo-images.mjs
// deletes public/demo/ before rendering, variants included):
//   node tools/resize-demo-images.mjs            (CHROME_PATH overrides /usr/bin/chromium)
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEMO_DIR = path.join(ROOT, 'public', 'demo');

/** The widths the pages' srcset lists besides the original's own. */
const WIDTHS = [480, 800];
const WEBP_QUALITY = 0.8;
/** A variant's name: `<name>-<w>w.webp`. */
const VARIANT = /-\d+w\.webp$/;

/**
 * @typedef {object} Variant
 * @property {number} width
 * @property {number} height
 * @property {string} webp base64
 */

/**
 * @typedef {object} Resized
 * @property {number} width the original's
 * @property {number} height the original's
 * @property {Variant[]} variants one per width in WIDTHS below the original's, in the same order
 */

/** @param {string} file an original's path */
const variantPath = (file, /** @type {number} */ width) => file.replace(/\.webp$/, `-${width}w.webp`);

/** @param {string} file */
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/* global Image, document -- the callback of page.evaluate runs in the page */

/**
 * Decodes a WebP in the page and returns its size and its smaller widths, each scaled with the canvas's best
 * smoothing. Above a 2x reduction the image is first halved (as many times as needed), then scaled the rest of the
 * way: one large step in a single draw skips source pixels and looks grainy.
 * @param {import('playwright-core').Page} tab
 * @param {Buffer} webp
 * @returns {Promise<Resized>}
 */
function resize(tab, webp) {
  return tab.evaluate(
    async ({ data, widths, quality }) => {
      const image = new Image();
      image.src = `data:image/webp;base64,${data}`;
      await image.decode();
      const { naturalWidth: width, naturalHeight: height } = image;

      /**
       * @param {CanvasImageSource} source
       * @param {number} w
       * @param {number} h
       */
      const draw = (source, w, h) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
        context.imageSmoothingEnabled = true;
        context.imageSmoothingQuality = 'high';
        context.drawImage(source, 0, 0, w, h);
        return canvas;
      };

      /** @type {{ width: number, height: number, webp: string }[]} */
      const variants = [];
      for (const target of widths.filter((w) => w < width)) {
        const targetHeight = Math.round((height * target) / width);
        /** @type {CanvasImageSource} */
        let source = image;
        let current = width;
        while (current / target > 2) {
          current = Math.round(current / 2);
          source = draw(source, current, Math.round((height * current) / width));
        }
        const canvas = draw(source, target, targetHeight);
        variants.push({ width: target, height: targetHeight, webp: canvas.toDataURL('image/webp', quality).split(',')[1] ?? '' });
      }
      return { width, height, variants };
    },
    { data: webp.toString('base64'), widths: WIDTHS, quality: WEBP_QUALITY },
  );
}

async function main() {
  const files = readdirSync(DEMO_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.webp'))
    .map((name) => path.join(DEMO_DIR, name))
    .sort();
  const originals = files.filter((file) => !VARIANT.test(file));
  /** @type {Set<string>} */
  const written = new Set();

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  let total = 0;
  try {
    const tab = await browser.newPage();
    for (const file of originals) {
      const { width, height, variants } = await resize(tab, readFileSync(file));
      for (const variant of variants) {
        const bytes = Buffer.from(variant.webp, 'base64');
        // A WebP data URL starts 'RIFF....WEBP'; Chromium falls back to PNG when it cannot encode WebP.
        if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF' || bytes.subarray(8, 12).toString('latin1') !== 'WEBP') {
          throw new Error(`${relative(file)}: Chromium did not encode WebP for the ${variant.width}w variant`);
        }
        const out = variantPath(file, variant.width);
        writeFileSync(out, bytes);
        written.add(out);
        total += bytes.length;
        console.log(`${relative(out).padEnd(64)} ${`${variant.width}x${variant.height}`.padEnd(9)} (of ${width}x${height})  ${(bytes.length / 1024).toFixed(1)} KB`);
      }
    }
  } finally {
    await browser.close();
  }

  // Variants of a picture that is gone or has become narrower.
  for (const file of files.filter((file) => VARIANT.test(file) && !written.has(file))) {
    rmSync(file);
    console.log(`${relative(file)} removed (no original needs it)`);
  }
  console.log(`${written.size} variants of ${originals.length} pictures, ${(total / 1024).toFixed(0)} KB`);
}

await main();
