/**
 * A phone photo for the upload tests: a JPEG drawn by Chromium's canvas, of noise that weighs what a photo does, with
 * a patch of a known colour in each corner, and an Exif block (Orientation and GPS, tests/support/imageBytes.ts)
 * spliced in. Also how a test reads the colours of a stored picture's corners.
 */
import type { Page } from 'playwright-core';
import { exifSegment, jpegWith } from '../support/imageBytes';

export type Rgb = readonly [number, number, number];

/** The colour of each corner of the photo as stored, before its orientation is applied. */
export const CORNERS = {
  topLeft: [220, 30, 30],
  topRight: [30, 160, 60],
  bottomLeft: [30, 60, 220],
  bottomRight: [240, 210, 30],
} as const satisfies Record<string, Rgb>;

export type Corners = Record<keyof typeof CORNERS, Rgb>;

/** The share of each edge that a corner patch covers. */
const PATCH = 0.15;

/** Base64 of a canvas's JPEG, drawn in the page: noise, then the corner patches. */
interface Drawing {
  width: number;
  height: number;
  corners: typeof CORNERS;
  patch: number;
  quality: number;
}

function drawJpeg({ width, height, corners, patch, quality }: Drawing): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  const noise = context.createImageData(width, height);
  const random = new Uint32Array(noise.data.buffer);
  // getRandomValues fills at most 64 KB at a time.
  for (let at = 0; at < random.length; at += 16_384) crypto.getRandomValues(random.subarray(at, at + 16_384));
  for (let index = 3; index < noise.data.length; index += 4) noise.data[index] = 255;
  context.putImageData(noise, 0, 0);
  const patchWidth = Math.round(width * patch);
  const patchHeight = Math.round(height * patch);
  const fill = ([r, g, b]: readonly number[], x: number, y: number) => {
    context.fillStyle = `rgb(${r} ${g} ${b})`;
    context.fillRect(x, y, patchWidth, patchHeight);
  };
  fill(corners.topLeft, 0, 0);
  fill(corners.topRight, width - patchWidth, 0);
  fill(corners.bottomLeft, 0, height - patchHeight);
  fill(corners.bottomRight, width - patchWidth, height - patchHeight);
  return canvas
    .convertToBlob({ type: 'image/jpeg', quality })
    .then((blob) => blob.arrayBuffer())
    .then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    });
}

/** A width x height JPEG drawn in the browser of `page`: noise, and a CORNERS patch in each corner. */
export async function canvasJpeg(page: Page, width: number, height: number, quality = 0.92): Promise<Buffer> {
  return Buffer.from(await page.evaluate(drawJpeg, { width, height, corners: CORNERS, patch: PATCH, quality }), 'base64');
}

/**
 * A phone photo: a width x height JPEG (see canvasJpeg; at 4,000 x 3,000 it weighs 12 MB, as a phone's does) carrying
 * Exif with `orientation` and a GPS block.
 */
export async function phonePhoto(page: Page, width: number, height: number, orientation: number): Promise<Buffer> {
  return jpegWith(await canvasJpeg(page, width, height, 0.97), exifSegment(orientation));
}

/**
 * The colours at the corners of the picture at `address` (a path of the site), decoded in `page` by an <img> (a little
 * inside each corner, well within its patch).
 */
export async function cornerColours(page: Page, address: string): Promise<Corners> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { naturalWidth: width, naturalHeight: height } = image;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.drawImage(image, 0, 0);
    const inset = (size: number) => Math.round(size * 0.03);
    const at = (x: number, y: number): [number, number, number] => {
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
      return [r, g, b];
    };
    const [left, top, right, bottom] = [inset(width), inset(height), width - 1 - inset(width), height - 1 - inset(height)];
    return { topLeft: at(left, top), topRight: at(right, top), bottomLeft: at(left, bottom), bottomRight: at(right, bottom) };
  }, address);
}

/** Whether two colours are the same within what lossy encoding changes. */
const sameColour = (a: Rgb, b: Rgb) => a.every((channel, index) => Math.abs(channel - (b[index] ?? -999)) <= 24);

/** Whether every corner has the colour expected, within what lossy encoding changes. */
export const sameCorners = (seen: Corners, expected: Corners) =>
  (Object.keys(expected) as (keyof Corners)[]).every((corner) => sameColour(seen[corner], expected[corner]));
