/**
 * Image files byte by byte, for the metadata scanner's tests and the upload tests: small pictures as Chromium's
 * canvas encodes them, and the metadata blocks cameras and editors add (Exif with Orientation and GPS, XMP, text
 * chunks, comments), spliced into them.
 */
import { crc32 } from 'node:zlib';

/** A 12 x 8 JPEG from Chromium's canvas: JFIF, its sRGB profile (APP2 ICC_PROFILE), tables, one frame, one scan. */
export const CHROMIUM_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAA' +
  'AChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZ' +
  'WiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAA' +
  'E9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYF' +
  'BAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgo' +
  'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAwDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAA' +
  'AAEG/8QAFRABAQAAAAAAAAAAAAAAAAAAAAH/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBv/EABoRAAEFAQAAAAAAAAAAAAAAAAEAAgY0crH/2gAMAwEA' +
  'AhEDEQA/AMtFBQRao7R4Eia3mYHXL//Z',
  'base64',
);

/** A 12 x 8 lossy WebP from Chromium's canvas: VP8X, its sRGB profile (ICCP), VP8. */
export const CHROMIUM_WEBP = Buffer.from(
  'UklGRjACAABXRUJQVlA4WAoAAAAgAAAACwAABwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAA' +
  'AChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZ' +
  'WiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAA' +
  'E9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggQgAAABAD' +
  'AJ0BKgwACAABQCYlqAJ0twCjAfYBXAH8AygD9AAbAAD+7rKhrITH/+WgtJclf7SP/z309IHvNP+QVYHXyLAAAA==',
  'base64',
);

/** The same picture, lossless: VP8X, ICCP, VP8L. */
export const CHROMIUM_WEBP_LOSSLESS = Buffer.from(
  'UklGRgwCAABXRUJQVlA4WAoAAAAgAAAACwAABwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAA' +
  'AChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZ' +
  'WiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAA' +
  'E9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDhMHQAAAC8L' +
  'wAEAD3Cz5s9k/ox5/oMHAoEks/3JVojof2QAAA==',
  'base64',
);

/** A WebP file of `chunks` (each with its own header), its RIFF size set. */
function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const header = Buffer.from('RIFF\0\0\0\0', 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** A WebP chunk: its four-character type, its size and data (padded to an even length). */
export function webpChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.from(`${type}\0\0\0\0`, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** `webp` with `chunks` added at its end (where encoders put EXIF and XMP), its RIFF size updated. */
export function webpWith(webp: Buffer, ...chunks: Buffer[]): Buffer {
  return riff([webp.subarray(12), ...chunks]);
}

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `png` with `chunks` inserted after its IHDR chunk. */
export function pngWith(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** The smallest GIF89a of one pixel: the screen, a two-colour table, one image, the trailer. */
const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1');
const GIF_IMAGE = Buffer.from('\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00', 'latin1');

/** A one-pixel GIF with `blocks` (extensions) before its image, and `tail` after its trailer. */
export function gif(blocks: Buffer[] = [], tail = Buffer.alloc(0)): Buffer {
  return Buffer.concat([GIF_HEAD, ...blocks, GIF_IMAGE, Buffer.from([0x3b]), tail]);
}

/** Data split into GIF sub-blocks of at most 255 bytes, then the terminator. */
function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([...parts, Buffer.from([0])]);
}

export const gifComment = (text: string) => Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from(text, 'latin1'))]);

/** An application extension: its 11-character identifier and authentication code, then its data. */
export const gifApplication = (identifier: string, data: Buffer) =>
  Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from(identifier, 'latin1'), subBlocks(data)]);

/** The loop count of an animation. */
export const GIF_LOOP = gifApplication('NETSCAPE2.0', Buffer.from([1, 0, 0]));

/** An XMP packet, as Adobe's tools embed it in every format. */
export const XMP_PACKET = Buffer.from(
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="13,4.5N"/></rdf:RDF></x:xmpmeta>',
  'latin1',
);

// ---- JPEG segments ----

/** A JPEG segment: its marker (0xFFE1 for APP1), its length, `payload`. */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** `jpeg` with `segments` inserted after its start marker and its JFIF segment (where cameras put Exif). */
export function jpegWith(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('Not a JPEG');
  let at = 2;
  if (jpeg.readUInt16BE(at) === 0xffe0) at += 2 + jpeg.readUInt16BE(at + 2);
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

export const xmpSegment = () => jpegSegment(0xffe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), XMP_PACKET]));

/** Degrees, minutes, seconds of the GPS block's latitude (13° 4′ 30″ N) and longitude (80° 16′ 15″ E): Chennai. */
const LATITUDE = [13, 4, 30] as const;
const LONGITUDE = [80, 16, 15] as const;

function rationals(values: readonly number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 8);
  values.forEach((value, index) => {
    bytes.writeUInt32BE(value, index * 8);
    bytes.writeUInt32BE(1, index * 8 + 4);
  });
  return bytes;
}

/** The GPS latitude as the Exif block stores it: three big-endian rationals (n/1). No picture holds these 24 bytes by chance. */
export const GPS_LATITUDE_BYTES = rationals(LATITUDE);

type Entry = { tag: number; type: 'ascii' | 'short' | 'long' | 'rational'; count: number; value: number | Buffer };
const TYPE_CODES = { ascii: 2, short: 3, long: 4, rational: 5 } as const;

/**
 * One IFD at `offset` (from the start of the TIFF header): its entries, then the values too large for an entry.
 * Big-endian ('MM'), as many cameras write it.
 */
function ifd(entries: Entry[], offset: number): Buffer {
  const tableSize = 2 + entries.length * 12 + 4;
  const table = Buffer.alloc(tableSize);
  const extra: Buffer[] = [];
  let extraOffset = offset + tableSize;
  table.writeUInt16BE(entries.length, 0);
  entries.forEach((entry, index) => {
    const at = 2 + index * 12;
    table.writeUInt16BE(entry.tag, at);
    table.writeUInt16BE(TYPE_CODES[entry.type], at + 2);
    table.writeUInt32BE(entry.count, at + 4);
    if (!Buffer.isBuffer(entry.value)) {
      if (entry.type === 'short') table.writeUInt16BE(entry.value, at + 8);
      else table.writeUInt32BE(entry.value, at + 8);
    } else if (entry.value.length <= 4) entry.value.copy(table, at + 8);
    else {
      table.writeUInt32BE(extraOffset, at + 8);
      extra.push(entry.value);
      extraOffset += entry.value.length;
    }
  });
  // The next IFD's offset (none) stays 0.
  return Buffer.concat([table, ...extra]);
}

/** An APP1 Exif segment (marker included): IFD0 with Orientation and a pointer to a GPS IFD with latitude and longitude. */
export function exifSegment(orientation: number): Buffer {
  const tiffHeader = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]);
  const gpsOffset = 8 + 2 + 2 * 12 + 4;
  const ifd0 = ifd(
    [
      { tag: 0x0112, type: 'short', count: 1, value: orientation },
      { tag: 0x8825, type: 'long', count: 1, value: gpsOffset },
    ],
    8,
  );
  const gps = ifd(
    [
      { tag: 0x0001, type: 'ascii', count: 2, value: Buffer.from('N\0', 'latin1') },
      { tag: 0x0002, type: 'rational', count: 3, value: GPS_LATITUDE_BYTES },
      { tag: 0x0003, type: 'ascii', count: 2, value: Buffer.from('E\0', 'latin1') },
      { tag: 0x0004, type: 'rational', count: 3, value: rationals(LONGITUDE) },
    ],
    gpsOffset,
  );
  return jpegSegment(0xffe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiffHeader, ifd0, gps]));
}

/** The TIFF data of an Exif segment, as PNG's eXIf and WebP's EXIF chunks hold it (without the `Exif\0\0` prefix). */
export const exifTiff = (orientation: number) => exifSegment(orientation).subarray(4 + 6);

/** Whether `bytes` hold anything a metadata reader would find: Exif, XMP, or the GPS latitude of exifSegment. */
export function metadataTraces(bytes: Buffer): string[] {
  const traces: [string, Buffer][] = [
    ['Exif', Buffer.from('Exif\0', 'latin1')],
    ['XMP', Buffer.from('ns.adobe.com/xap', 'latin1')],
    ['XMP packet', Buffer.from('x:xmpmeta', 'latin1')],
    ['GPS latitude', GPS_LATITUDE_BYTES],
  ];
  return traces.filter(([, trace]) => bytes.includes(trace)).map(([name]) => name);
}
