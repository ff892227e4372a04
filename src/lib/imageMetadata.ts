/**
 * What an image file holds besides its pixels, read from its container without decoding it: its format, its size
 * as stored, and its metadata blocks (Exif with the GPS position and the orientation, XMP, IPTC, comments, text,
 * data after the image's end). prepareImage.ts sends a small file without any of these as it is, and prepares
 * every other.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export type MetadataKind = 'Exif' | 'XMP' | 'IPTC' | 'comment' | 'text' | 'vendor' | 'trailer';

/** One metadata block: what it is, and the bytes it takes, `start` included, `end` excluded. */
export interface MetadataBlock {
  kind: MetadataKind;
  start: number;
  end: number;
}

export interface ImageContainer {
  format: ImageFormat;
  /** The size in pixels as stored, before any orientation in its metadata is applied. */
  width: number;
  height: number;
  /** Its metadata blocks, in file order; empty when it holds nothing but the picture. */
  metadata: MetadataBlock[];
}

/** A container walked to its end: its size and blocks, or null when it is not one (or is cut short). */
type Walk = Omit<ImageContainer, 'format'> | null;

const ascii = (view: DataView, at: number, length: number): string => {
  let text = '';
  for (let index = 0; index < length; index++) text += String.fromCharCode(view.getUint8(at + index));
  return text;
};

/** Whether the bytes from `at` to the end are only padding (zeros, or 0xFF fill), which some encoders leave. */
function onlyPadding(view: DataView, at: number): boolean {
  for (let index = at; index < view.byteLength; index++) {
    const byte = view.getUint8(index);
    if (byte !== 0x00 && byte !== 0xff) return false;
  }
  return true;
}

function trailer(view: DataView, end: number): MetadataBlock[] {
  return end < view.byteLength && !onlyPadding(view, end) ? [{ kind: 'trailer', start: end, end: view.byteLength }] : [];
}

// ---- JPEG: segments from the start marker to the end marker ----

const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: the restart markers, the start and end of the image, and TEM. */
const standsAlone = (marker: number) => (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;

/** What an application or comment segment holds, or null when it is part of the picture (JFIF, ICC profile, Adobe). */
function jpegSegmentKind(view: DataView, marker: number, data: number, length: number): MetadataKind | null {
  const starts = (prefix: string) => length >= prefix.length && ascii(view, data, prefix.length) === prefix;
  if (marker === 0xfe) return 'comment';
  if (marker === 0xe1) return starts('Exif\0') ? 'Exif' : starts('http://ns.adobe.com/') ? 'XMP' : 'vendor';
  if (marker === 0xed) return 'IPTC';
  // APP2 is the ICC colour profile, or the index of further pictures (MPF, with their own Exif) or FlashPix data.
  if (marker === 0xe2) return starts('ICC_PROFILE\0') ? null : 'vendor';
  // APP0 is JFIF (and its thumbnail), APP14 Adobe's colour transform: both describe the picture itself.
  if (marker === 0xe0 || marker === 0xee) return null;
  return marker >= 0xe3 && marker <= 0xef ? 'vendor' : null;
}

/** After a start-of-scan header at `at`: where the entropy-coded data ends (the next marker that is not a restart). */
function endOfScan(view: DataView, at: number): number {
  for (let index = at; index + 1 < view.byteLength; index++) {
    if (view.getUint8(index) !== 0xff) continue;
    const next = view.getUint8(index + 1);
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return index;
  }
  return view.byteLength;
}

function walkJpeg(view: DataView): Walk {
  const metadata: MetadataBlock[] = [];
  let width = 0;
  let height = 0;
  let at = 2;
  while (at + 1 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) {
      const end = at + 2;
      return width > 0 && height > 0 ? { width, height, metadata: [...metadata, ...trailer(view, end)] } : null;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > view.byteLength) return null;
    if (isStartOfFrame(marker)) {
      height = view.getUint16(at + 5);
      width = view.getUint16(at + 7);
    }
    const kind = jpegSegmentKind(view, marker, at + 4, length - 2);
    if (kind) metadata.push({ kind, start: at, end });
    at = marker === 0xda ? endOfScan(view, end) : end;
  }
  return null;
}

// ---- PNG: chunks from IHDR to IEND ----

function pngChunkKind(view: DataView, type: string, data: number, length: number): MetadataKind | null {
  if (type === 'eXIf') return 'Exif';
  if (type === 'iTXt') {
    const keyword = 'XML:com.adobe.xmp\0';
    return length >= keyword.length && ascii(view, data, keyword.length) === keyword ? 'XMP' : 'text';
  }
  return type === 'tEXt' || type === 'zTXt' ? 'text' : null;
}

function walkPng(view: DataView): Walk {
  const metadata: MetadataBlock[] = [];
  let width = 0;
  let height = 0;
  let at = 8;
  while (at + 8 <= view.byteLength) {
    const length = view.getUint32(at);
    const type = ascii(view, at + 4, 4);
    const end = at + 12 + length;
    if (end > view.byteLength) return null;
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
    }
    const kind = pngChunkKind(view, type, at + 8, length);
    if (kind) metadata.push({ kind, start: at, end });
    if (type === 'IEND') return width > 0 && height > 0 ? { width, height, metadata: [...metadata, ...trailer(view, end)] } : null;
    at = end;
  }
  return null;
}

// ---- WebP: RIFF chunks ----

/** The chunks that make up the picture (its frames, alpha, animation and colour profile); any other is metadata. */
const WEBP_PICTURE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

const uint24 = (view: DataView, at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);

/** The size a WebP chunk gives, or null for a chunk that gives none. */
function webpChunkSize(view: DataView, type: string, data: number): { width: number; height: number } | null {
  if (type === 'VP8X') return { width: uint24(view, data + 4) + 1, height: uint24(view, data + 7) + 1 };
  if (type === 'VP8 ') return { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
  if (type === 'VP8L') {
    const bits = view.getUint32(data + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

function walkWebp(view: DataView): Walk {
  const metadata: MetadataBlock[] = [];
  let size: { width: number; height: number } | null = null;
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > view.byteLength) return null;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(view, at, 4);
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (end > riffEnd) return null;
    // The first chunk that gives a size is the canvas (VP8X) or the only frame.
    size ??= webpChunkSize(view, type, at + 8);
    if (!WEBP_PICTURE_CHUNKS.has(type)) metadata.push({ kind: type === 'EXIF' ? 'Exif' : type === 'XMP ' ? 'XMP' : 'vendor', start: at, end });
    at = end;
  }
  return size && size.width > 0 && size.height > 0 ? { ...size, metadata: [...metadata, ...trailer(view, riffEnd)] } : null;
}

// ---- GIF: blocks from the screen descriptor to the trailer ----

/** Application extensions that belong to the picture: the loop count of an animation and a colour profile. */
const GIF_PICTURE_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);

/** Where the data sub-blocks starting at `at` end (after their empty terminator). */
function afterSubBlocks(view: DataView, at: number): number {
  let index = at;
  for (let size = view.getUint8(index); size !== 0; size = view.getUint8(index)) index += size + 1;
  return index + 1;
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function walkGif(view: DataView): Walk {
  const metadata: MetadataBlock[] = [];
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  let at = 13 + colourTableBytes(view.getUint8(10));
  while (at < view.byteLength) {
    const introducer = view.getUint8(at);
    if (introducer === 0x3b) return width > 0 && height > 0 ? { width, height, metadata: [...metadata, ...trailer(view, at + 1)] } : null;
    if (introducer === 0x2c) {
      at = afterSubBlocks(view, at + 10 + colourTableBytes(view.getUint8(at + 9)) + 1);
    } else if (introducer === 0x21) {
      const label = view.getUint8(at + 1);
      const end = afterSubBlocks(view, at + 2);
      if (label === 0xfe) metadata.push({ kind: 'comment', start: at, end });
      if (label === 0xff) {
        const application = view.getUint8(at + 2) === 11 ? ascii(view, at + 3, 11) : '';
        const kind = application.startsWith('XMP Data') ? 'XMP' : 'vendor';
        if (!GIF_PICTURE_APPLICATIONS.has(application)) metadata.push({ kind, start: at, end });
      }
      at = end;
    } else return null;
  }
  return null;
}

// ----

function formatOf(view: DataView): ImageFormat | null {
  if (view.byteLength >= 4 && view.getUint16(0) === 0xffd8 && view.getUint8(2) === 0xff) return 'jpeg';
  if (view.byteLength >= 8 && view.getUint32(0) === 0x89504e47 && view.getUint32(4) === 0x0d0a1a0a) return 'png';
  if (view.byteLength >= 13 && /^GIF8[79]a$/.test(ascii(view, 0, 6))) return 'gif';
  if (view.byteLength >= 16 && ascii(view, 0, 4) === 'RIFF' && ascii(view, 8, 4) === 'WEBP') return 'webp';
  return null;
}

const WALKS: Record<ImageFormat, (view: DataView) => Walk> = { jpeg: walkJpeg, png: walkPng, gif: walkGif, webp: walkWebp };

/**
 * The container of a JPEG, PNG, GIF or WebP file, with every metadata block in it; null for any other file, or one
 * that is cut short or malformed (the browser may still decode it: it is prepared like any file with metadata).
 */
export function readImageContainer(bytes: Uint8Array): ImageContainer | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = formatOf(view);
  if (!format) return null;
  try {
    const walk = WALKS[format](view);
    return walk && { format, ...walk };
  } catch (error) {
    // A length that points past the end.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** `bytes` without the given blocks (for a GIF, whose blocks stand alone: the picture is unchanged). */
export function withoutBlocks(bytes: Uint8Array, blocks: readonly MetadataBlock[]): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let at = 0;
  for (const block of [...blocks].sort((a, b) => a.start - b.start)) {
    kept.push(bytes.subarray(at, block.start));
    at = Math.max(at, block.end);
  }
  kept.push(bytes.subarray(at));
  const result = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
