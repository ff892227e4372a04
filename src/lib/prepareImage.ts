/**
 * Every picture is prepared in the browser before it is uploaded (uploadImage.ts): a phone photo is 4-12 MB, lies on
 * its side until its Exif orientation is applied, and carries the GPS position of where it was taken. The file sent
 * is upright, at most MAX_LONG_EDGE pixels on its long edge and about MAX_PREPARED_BYTES, and holds no metadata.
 *
 * - A JPEG, PNG, WebP or GIF within those limits and without any metadata block (imageMetadata.ts) is sent as it is.
 *   A GIF within them has its metadata blocks cut out and keeps its animation (a larger one becomes a still picture).
 * - Any other picture is decoded with its orientation applied (createImageBitmap with `imageOrientation:
 *   'from-image'` where a probe shows that it applies it, else an <img>, which does in every current browser),
 *   drawn on a canvas no larger than the limit, and encoded as WebP (JPEG where the browser cannot encode WebP) at a
 *   lower quality, then a smaller size, until it fits. A canvas keeps only pixels: the file carries no metadata.
 * - A HEIC/HEIF photo (what iPhones take), which Chromium cannot decode, is decoded by libheif (`heic-to`, loaded only
 *   when such a file is prepared: never in a visitor's download, nor in the admin area's first screen), upright, and
 *   then prepared like any other picture.
 * - A file the browser cannot decode is refused with an ImagePreparationError saying so; nothing is sent.
 *
 * No library. browser-image-compression (the usual one: 20 KB gzip, last released in 2024) re-encodes every file,
 * a small clean one too, so the scan here would be needed anyway to send those untouched; by default its web worker
 * loads the library from a CDN, which the site's Content-Security-Policy refuses; it brings a PNG encoder the site
 * does not need; and its size loop is what the few lines of `reencoded` do. pica resizes with finer filters, but a
 * canvas's 'high' smoothing is fine at these ratios, and it neither orients, encodes nor sizes.
 */
import { readImageContainer, withoutBlocks, type ImageContainer } from './imageMetadata';
import { Refusal } from './refusal';

/** The longest edge, in pixels, of a picture sent to the image host. */
export const MAX_LONG_EDGE = 2560;
/** The size a prepared picture is brought under, lowering its quality and then its size. */
export const MAX_PREPARED_BYTES = 1.5 * 1024 * 1024;
/** The share of an upload's progress bar that preparation fills; sending the file fills the rest. */
export const PREPARATION_SHARE = 0.25;

/** The first quality tried, the step down and the lowest, before the size is reduced instead. */
const QUALITY = { start: 0.85, step: 0.1, lowest: 0.65 } as const;
/** Encoding attempts before the smallest result is sent as it is (each past the lowest quality is 10% smaller). */
const MAX_ATTEMPTS = 8;

/** The picture could not be prepared, most often because the browser cannot read the file as one; nothing was sent. */
export class ImagePreparationError extends Refusal {
  constructor(message: string) {
    super(message);
    this.name = 'ImagePreparationError';
  }
}

const unreadable = (fileName: string) =>
  new ImagePreparationError(`“${fileName}” could not be read as a picture. Choose a JPEG, PNG, WebP or HEIC photo.`);

/** A HEIC or HEIF file by its name, for the devices that give such a file no type. */
const HEIF_NAME = /\.(heic|heif)$/i;

/** Whether `file` is a picture the site can prepare: an image type, or a HEIC/HEIF photo's name. */
export const isPictureFile = (file: File): boolean => file.type.startsWith('image/') || HEIF_NAME.test(file.name);

/** The major brands of HEIF files (the `ftyp` box): iPhone photos (heic), bursts, and the generic ones. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** Whether `bytes` are a HEIF file, by its `ftyp` box. */
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return text(4) === 'ftyp' && HEIF_BRANDS.has(text(8));
}

/** A HEIF photo as a JPEG the browser decodes: libheif, loaded now, applies its rotation and mirroring. */
async function heifAsJpeg(file: File): Promise<File> {
  const { heicTo } = await import('heic-to/csp');
  const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.95 });
  return new File([jpeg], file.name, { type: 'image/jpeg' });
}

/** `file` decoded: by the browser, or, for a HEIF photo the browser cannot read (an AVIF shares its box), by libheif. */
function decodeAny(file: File, bytes: Uint8Array): Promise<Decoded> {
  return decode(file).catch(async (error: unknown) => {
    if (!isHeif(bytes)) throw error;
    return decode(await heifAsJpeg(file));
  });
}

export interface PreparationOptions {
  /** Called with the share of the preparation done, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Stops the preparation: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Where an upload's progress bar stands when `fraction` of the prepared file has been sent. */
export const progressAfterPreparation = (fraction: number): number => PREPARATION_SHARE + (1 - PREPARATION_SHARE) * fraction;

/** `work`, or the signal's reason as soon as it aborts (the work itself runs on, and its result is dropped). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

interface Size {
  width: number;
  height: number;
}

/** `size` scaled down, if needed, so that its long edge is at most `longEdge`. */
function fitted(size: Size, longEdge: number): Size {
  const scale = Math.min(1, longEdge / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

const withinLimits = (container: ImageContainer, bytes: number) =>
  bytes <= MAX_PREPARED_BYTES && Math.max(container.width, container.height) <= MAX_LONG_EDGE;

/** A decoded picture, upright, and how to free its memory. */
interface Decoded extends Size {
  source: CanvasImageSource;
  release: () => void;
}

async function decodeWithImage(file: File): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

/** A 12 x 8 JPEG whose Exif orientation (6, a quarter turn) makes it 8 x 12 where a decoder applies it. */
const ORIENTATION_PROBE =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ' +
  'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo' +
  'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAwDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAEG/8QAFRABAQAAAAAAAAAAAAAA' +
  'AAAAAAH/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBv/EABoRAAEFAQAAAAAAAAAAAAAAAAEAAgY0crH/2gAMAwEAAhEDEQA/AMtFBQRao7R4Eia3mYHX' +
  'L//Z';

let bitmapsOriented: Promise<boolean> | undefined;

/**
 * Whether createImageBitmap applies Exif orientation here (Chromium 156 does, with 'from-image' and by default),
 * checked once on the probe; where it does not, an <img> decodes instead, which every current browser orients.
 */
function bitmapsApplyOrientation(): Promise<boolean> {
  bitmapsOriented ??= createImageBitmap(new Blob([Uint8Array.from(atob(ORIENTATION_PROBE), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), {
    imageOrientation: 'from-image',
  }).then(
    (probe) => {
      const oriented = probe.height > probe.width;
      probe.close();
      return oriented;
    },
    () => false,
  );
  return bitmapsOriented;
}

/** `file` decoded with its orientation applied; rejects when the browser cannot decode it. */
async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function' && (await bitmapsApplyOrientation())) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  if (typeof document !== 'undefined') return decodeWithImage(file);
  throw new Error('No image decoder');
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of `size` (an OffscreenCanvas where there is one), its 2D context, and how to encode it. */
function canvas(size: Size): { context: Canvas2D; encode: (type: string, quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const offscreen = new OffscreenCanvas(size.width, size.height);
    const context = offscreen.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    return { context, encode: (type, quality) => offscreen.convertToBlob({ type, quality }) };
  }
  const element = document.createElement('canvas');
  element.width = size.width;
  element.height = size.height;
  const context = element.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const encode = (type: string, quality: number) =>
    new Promise<Blob>((resolve, reject) =>
      element.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), type, quality),
    );
  return { context, encode };
}

/** WebP where the browser encodes it (some give a PNG when asked for a type they lack), else JPEG. */
async function encodedType(): Promise<'image/webp' | 'image/jpeg'> {
  const probe = await canvas({ width: 1, height: 1 }).encode('image/webp', QUALITY.start);
  return probe.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

/** `picture` drawn at `size` and encoded as `type` at `quality`. */
function render(picture: Decoded, size: Size, type: string, quality: number): Promise<Blob> {
  const { context, encode } = canvas(size);
  if (type === 'image/jpeg') {
    // JPEG has no transparency: transparent pixels would turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.source, 0, 0, size.width, size.height);
  return encode(type, quality);
}

/** The next attempt after one of `bytes`: a lower quality, or, at the lowest, a size that should fit (10% smaller at least). */
function nextAttempt(quality: number, size: Size, bytes: number): { quality: number; size: Size } {
  if (quality > QUALITY.lowest) return { quality: Math.max(QUALITY.lowest, quality - QUALITY.step), size };
  const shrink = Math.min(0.9, Math.sqrt(MAX_PREPARED_BYTES / bytes));
  return { quality, size: fitted(size, Math.floor(Math.max(size.width, size.height) * shrink)) };
}

/** `name` with the extension of `type`: `IMG_0042.jpg` and `IMG_0042.HEIC` become `IMG_0042.webp`. */
function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.(jpe?g|png|gif|webp|avif|bmp|heic|heif)$/i, '');
  return `${base || 'photo'}.${extension}`;
}

/** Decodes, scales and encodes `file` until it fits; see the top of this file. */
async function reencoded(file: File, bytes: Uint8Array, report: (fraction: number) => void, signal: AbortSignal | undefined): Promise<File> {
  const decoding = decodeAny(file, bytes);
  let picture: Decoded;
  try {
    picture = await untilAborted(decoding, signal);
  } catch (error) {
    if (signal?.aborted) {
      decoding.then((late) => late.release(), () => undefined);
      throw error;
    }
    throw unreadable(file.name);
  }
  try {
    report(0.4);
    const type = await untilAborted(encodedType(), signal);
    let attempt: { quality: number; size: Size } = { quality: QUALITY.start, size: fitted(picture, MAX_LONG_EDGE) };
    let smallest: Blob | null = null;
    for (let tries = 1; tries <= MAX_ATTEMPTS; tries++) {
      const blob = await untilAborted(render(picture, attempt.size, type, attempt.quality), signal);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= MAX_PREPARED_BYTES) break;
      report(1 - 0.6 / (tries + 1));
      attempt = nextAttempt(attempt.quality, attempt.size, blob.size);
    }
    if (!smallest) throw new Error('Nothing was encoded');
    return new File([smallest], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    picture.release();
  }
}

async function prepared(file: File, report: (fraction: number) => void, signal: AbortSignal | undefined): Promise<File> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await untilAborted(file.arrayBuffer(), signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreadable(file.name);
  }
  const container = readImageContainer(bytes);
  report(0.1);
  if (container && withinLimits(container, file.size) && container.metadata.length === 0) return file;
  if (container?.format === 'gif' && withinLimits(container, file.size)) {
    return new File([withoutBlocks(bytes, container.metadata)], file.name, { type: file.type, lastModified: file.lastModified });
  }
  return reencoded(file, bytes, report, signal);
}

/**
 * The file to upload for `file`: the same file when it is small and clean, else a prepared copy (see the top of
 * this file). Rejects with an ImagePreparationError when the browser cannot read or prepare it, and with the
 * signal's reason when `signal` aborts.
 */
export async function prepareImage(file: File, { onProgress, signal }: PreparationOptions = {}): Promise<File> {
  const report = (fraction: number) => onProgress?.(fraction);
  report(0);
  try {
    const result = await prepared(file, report, signal);
    report(1);
    return result;
  } catch (error) {
    if (signal?.aborted || error instanceof ImagePreparationError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImagePreparationError(`“${file.name}” could not be prepared for upload (${reason}). Try again, or choose a smaller photo.`);
  }
}
