/**
 * Photos are prepared in the browser before they are uploaded (src/lib/prepareImage.ts), through the announcement
 * form and the local stand-in for the image host: a phone photo is stored upright, at most 2,560 px and about
 * 1.5 MB, without its Exif or GPS; a file the browser cannot read is not sent; a small clean picture is sent as it
 * was chosen.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { imageSize } from 'image-size';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { LOCAL_UPLOAD, chosenImage } from './adminPageHelpers';
import { baseUrl, openBrowser } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';
import { CORNERS, canvasJpeg, cornerColours, phonePhoto, sameCorners, type Corners } from './photoFixture';
import { pngBuffer } from './testImage';
import { GIF_LOOP, gif, gifApplication, gifComment, metadataTraces, XMP_PACKET } from '../support/imageBytes';

const browser = openBrowser();
const PATH = '/admin-h3k9d2-announcements';
const RUN = `E2E photos ${Date.now()}`;
const IMAGES = 'Images (optional)';
const POSTED = '✅ Announcement posted successfully!';
const MAX_LONG_EDGE = 2560;
const MAX_BYTES = 1.5 * 1024 * 1024;

afterAll(async () => {
  await deleteDocumentsWhere('announcements', 'title', RUN);
});

const isUpload = (url: string) => new URL(url).pathname === '/__local-upload/image/upload';

/** Counts the requests the page sends to the image host, and collects the addresses it answers with. */
function watchUploads(page: Page): { sent: () => number; stored: () => Promise<string[]> } {
  let sent = 0;
  const answers: Promise<string>[] = [];
  page.on('request', (request) => {
    if (isUpload(request.url())) sent += 1;
  });
  page.on('response', (response: Response) => {
    if (!isUpload(response.url())) return;
    answers.push(response.json().then((body: { secure_url?: string }) => body.secure_url ?? ''));
  });
  return { sent: () => sent, stored: () => Promise.all(answers) };
}

/** The bytes the stand-in stored at `address`, as anyone fetching it gets them. */
async function storedBytes(address: string): Promise<Buffer> {
  expect(address).toMatch(LOCAL_UPLOAD);
  const response = await fetch(new URL(address, baseUrl));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The announcement form, signed in, with `title` and details typed; `prepare` runs before the site loads. */
async function openForm(title: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage();
  await prepare?.(page);
  await openAsAdmin(page, PATH);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Posted from a phone by the browser tests.');
  return page;
}

/** The value of the progress bar of the chosen file `name`. */
const progressOf = (page: Page, name: string) =>
  page.getByRole('progressbar', { name: `Upload progress of ${name}` }).evaluate((bar: HTMLProgressElement) => bar.value);

/**
 * Checks the one picture the page uploaded: at most 1.5 MB, without Exif, XMP or the GPS latitude; a WebP with no
 * orientation to apply, of `aspect` (width / height) and at most 2,560 px; its corners of the colours `expected`.
 */
async function expectPrepared(page: Page, uploads: ReturnType<typeof watchUploads>, aspect: number, expected: Corners): Promise<void> {
  const [address = ''] = await uploads.stored();
  expect(uploads.sent()).toBe(1);
  const stored = await storedBytes(address);
  expect(stored.length).toBeLessThanOrEqual(MAX_BYTES);
  expect(metadataTraces(stored)).toEqual([]);
  const size = imageSize(stored);
  expect(size.type).toBe('webp');
  expect(size.orientation ?? 1).toBe(1);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_LONG_EDGE);
  expect(size.width / size.height).toBeCloseTo(aspect, 2);
  expect(await cornerColours(page, address)).toSatisfy((seen: Corners) => sameCorners(seen, expected));
}

test('a 12 MB, 4,000 x 3,000 phone photo turned by its Exif (orientation 6) and carrying GPS is stored upright, at most 2,560 px and 1.5 MB, without Exif or GPS', { timeout: 60_000 }, async () => {
  const page = await openForm(`${RUN} phone photo`);
  const uploads = watchUploads(page);
  const photo = await phonePhoto(page, 4000, 3000, 6);
  expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
  expect(imageSize(photo)).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
  expect(metadataTraces(photo)).toEqual(['Exif', 'GPS latitude']);

  await page.getByLabel(IMAGES).setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Post announcement' }).click();
  // Preparing the photo fills the first part of its bar, before anything is sent.
  await page.getByText('Preparing the picture…', { exact: true }).waitFor();
  await expect.poll(() => progressOf(page, 'IMG_0042.jpg')).toBeGreaterThan(0);
  expect(uploads.sent()).toBe(0);
  await page.getByText(POSTED, { exact: true }).waitFor({ timeout: 40_000 });

  // Orientation 6 turns the picture a quarter clockwise: portrait, its bottom-left corner now top left.
  await expectPrepared(page, uploads, 3 / 4, {
    topLeft: CORNERS.bottomLeft,
    topRight: CORNERS.topLeft,
    bottomRight: CORNERS.topRight,
    bottomLeft: CORNERS.bottomRight,
  });
});

test('where the browser has no createImageBitmap, an <img> decodes the photo, and it is stored upright too (orientation 8)', { timeout: 60_000 }, async () => {
  const page = await openForm(`${RUN} without createImageBitmap`, async (page) => {
    await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'createImageBitmap'));
  });
  const uploads = watchUploads(page);
  expect(await page.evaluate(() => typeof createImageBitmap)).toBe('undefined');
  const photo = await phonePhoto(page, 3200, 2400, 8);

  await page.getByLabel(IMAGES).setInputFiles({ name: 'IMG_0044.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText(POSTED, { exact: true }).waitFor({ timeout: 40_000 });

  // Orientation 8 turns the picture a quarter anticlockwise: portrait, its top-right corner now top left.
  await expectPrepared(page, uploads, 3 / 4, {
    topLeft: CORNERS.topRight,
    topRight: CORNERS.bottomRight,
    bottomRight: CORNERS.bottomLeft,
    bottomLeft: CORNERS.topLeft,
  });
});

test('Cancel upload stops the preparation of a photo: nothing is sent, and everything typed and picked stays', { timeout: 60_000 }, async () => {
  const title = `${RUN} cancelled`;
  const page = await openForm(title);
  const uploads = watchUploads(page);
  const photo = await phonePhoto(page, 4000, 3000, 6);
  await page.getByLabel(IMAGES).setInputFiles({ name: 'IMG_0043.jpg', mimeType: 'image/jpeg', buffer: photo });

  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('Preparing the picture…', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await page.getByText('Upload cancelled. Nothing was saved; everything you typed and picked is still here.').waitFor();
  expect(uploads.sent()).toBe(0);
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  await chosenImage(page, IMAGES, 'IMG_0043.jpg').waitFor();

  // Posting again prepares and sends the photo once: the cancelled preparation sent nothing meanwhile.
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText(POSTED, { exact: true }).waitFor({ timeout: 40_000 });
  expect(uploads.sent()).toBe(1);
});

/**
 * An iPhone's photo as it reaches a PC or an Android phone shared as a file: HEIC, 640 x 480, with the corner colours of
 * CORNERS (made with Debian's heif-enc from a PNG: `heif-enc -q 80 -o iphone-photo.heic photo.png`).
 */
const HEIC_PHOTO = readFileSync(new URL('fixtures/iphone-photo.heic', import.meta.url));

/** Records the requests for the HEIC decoder's chunk (heic-to, libheif in WebAssembly). */
function watchDecoder(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/heic-to[^/]*\.js$/.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

test("an iPhone's HEIC photo, which Chromium cannot decode, is decoded (the decoder loaded only then), stored as a WebP without metadata, and shown on the public page", { timeout: 60_000 }, async () => {
  const title = `${RUN} HEIC`;
  const page = await openForm(title, async (page) => void watchDecoder(page));
  const decoder = watchDecoder(page);
  const uploads = watchUploads(page);
  expect(HEIC_PHOTO.subarray(4, 12).toString('latin1')).toBe('ftypheic');
  // Not in the admin area's first screen either.
  expect(decoder).toEqual([]);

  // Windows and Android give such a file no type: it is known by its name.
  await page.getByLabel(IMAGES).setInputFiles({ name: 'IMG_0045.HEIC', mimeType: '', buffer: HEIC_PHOTO });
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText(POSTED, { exact: true }).waitFor({ timeout: 40_000 });
  expect(decoder).toHaveLength(1);
  await expectPrepared(page, uploads, 4 / 3, CORNERS);

  const [address = ''] = await uploads.stored();
  const visitor = await browser.newPage();
  await visitor.goto('/Announcements');
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) });
  const picture = card.locator('img').first();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  expect(new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toBe(address);
  // A visitor's pages never fetch the decoder, nor does their service worker keep it.
  expect(await (await fetch(new URL('/sw.js', baseUrl))).text()).not.toContain('heic-to');
});

test('a file named HEIC that libheif cannot read either gets the clear message, and nothing is sent', { timeout: 60_000 }, async () => {
  const page = await openForm(`${RUN} broken HEIC`);
  const uploads = watchUploads(page);
  const broken = Buffer.concat([HEIC_PHOTO.subarray(0, 200), randomBytes(2000)]);
  await page.getByLabel(IMAGES).setInputFiles({ name: 'IMG_0046.HEIC', mimeType: 'image/heic', buffer: broken });
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('❌ Failed to upload announcement.').waitFor({ timeout: 40_000 });
  await page
    .getByRole('list', { name: `${IMAGES}: chosen files` })
    .getByText('“IMG_0046.HEIC” could not be read as a picture. Choose a JPEG, PNG, WebP or HEIC photo.', { exact: true })
    .waitFor();
  expect(uploads.sent()).toBe(0);
});

test('a file the browser cannot read as a picture is refused at the picker, nothing is sent, and the text stays', async () => {
  const title = `${RUN} unreadable`;
  const page = await openForm(title);
  const uploads = watchUploads(page);
  const noise = randomBytes(40_000);
  noise[0] = 0;

  await page.getByLabel(IMAGES).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: noise });
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('❌ Failed to upload announcement.').waitFor();
  const picked = page.getByRole('list', { name: `${IMAGES}: chosen files` });
  await picked.getByText('“photo.jpg” could not be read as a picture. Choose a JPEG, PNG, WebP or HEIC photo.', { exact: true }).waitFor();
  expect(uploads.sent()).toBe(0);
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  expect(await page.getByLabel('Details').inputValue()).toBe('Posted from a phone by the browser tests.');
  await chosenImage(page, IMAGES, 'photo.jpg').waitFor();
});

test('small pictures without metadata are sent byte for byte as chosen; a GIF loses only its comment and XMP', { timeout: 60_000 }, async () => {
  const page = await openForm(`${RUN} small`);
  const uploads = watchUploads(page);
  const jpeg = await canvasJpeg(page, 800, 600, 0.8);
  const png = pngBuffer(640, 480, [40, 120, 200]);
  const animated = gif([GIF_LOOP]);
  const chosen = [jpeg, png, gif([GIF_LOOP, gifComment('Sports day, taken at the school ground'), gifApplication('XMP DataXMP', XMP_PACKET)])];
  expect(jpeg.length).toBeLessThan(MAX_BYTES);

  await page.getByLabel(IMAGES).setInputFiles([
    { name: 'small.jpg', mimeType: 'image/jpeg', buffer: chosen[0] ?? Buffer.alloc(0) },
    { name: 'small.png', mimeType: 'image/png', buffer: chosen[1] ?? Buffer.alloc(0) },
    { name: 'wave.gif', mimeType: 'image/gif', buffer: chosen[2] ?? Buffer.alloc(0) },
  ]);
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText(POSTED, { exact: true }).waitFor({ timeout: 40_000 });

  const stored = await Promise.all((await uploads.stored()).map(storedBytes));
  expect(stored.map(sha256).sort()).toEqual([jpeg, png, animated].map(sha256).sort());
});
