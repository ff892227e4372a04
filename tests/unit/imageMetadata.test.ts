import { describe, expect, it } from 'vitest';
import { readImageContainer, withoutBlocks, type ImageContainer } from '@/lib/imageMetadata';
import { pngBuffer } from '../e2e/testImage';
import {
  CHROMIUM_JPEG,
  CHROMIUM_WEBP,
  CHROMIUM_WEBP_LOSSLESS,
  GIF_LOOP,
  XMP_PACKET,
  exifSegment,
  exifTiff,
  gif,
  gifApplication,
  gifComment,
  jpegSegment,
  jpegWith,
  pngChunk,
  pngWith,
  webpChunk,
  webpWith,
  xmpSegment,
} from '../support/imageBytes';

const kinds = (container: ImageContainer | null) => container?.metadata.map((block) => block.kind);

/** The container's blocks cut out of `bytes`, as a Buffer to compare. */
const stripped = (bytes: Buffer) => Buffer.from(withoutBlocks(bytes, readImageContainer(bytes)?.metadata ?? []));

describe('a JPEG', () => {
  it('as a canvas encodes it is clean: JFIF and the ICC colour profile describe the picture', () => {
    expect(readImageContainer(CHROMIUM_JPEG)).toEqual({ format: 'jpeg', width: 12, height: 8, metadata: [] });
  });

  it('from a phone has its Exif block found, where it lies', () => {
    const exif = exifSegment(6);
    const photo = jpegWith(CHROMIUM_JPEG, exif);
    const container = readImageContainer(photo);

    expect(container).toMatchObject({ format: 'jpeg', width: 12, height: 8 });
    expect(container?.metadata).toEqual([{ kind: 'Exif', start: 20, end: 20 + exif.length }]);
    expect(stripped(photo).equals(CHROMIUM_JPEG)).toBe(true);
  });

  it.each([
    ['XMP', xmpSegment()],
    ['IPTC', jpegSegment(0xffed, Buffer.from('Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0c\x1c\x02\x74\x00\x08Chennai!', 'latin1'))],
    ['comment', jpegSegment(0xfffe, Buffer.from('Annual day, main ground', 'latin1'))],
    ['vendor', jpegSegment(0xffe2, Buffer.from('MPF\0II*\0', 'latin1'))],
    ['vendor', jpegSegment(0xffe1, Buffer.from('a camera maker’s own block', 'utf8'))],
    ['vendor', jpegSegment(0xffec, Buffer.from('Ducky\0\x01\0\x04\0\0\0\x50', 'latin1'))],
  ] as const)('has a %s segment found', (kind, segment) => {
    expect(kinds(readImageContainer(jpegWith(CHROMIUM_JPEG, segment)))).toEqual([kind]);
  });

  it('has a segment found that comes after the scan', () => {
    const end = CHROMIUM_JPEG.length - 2;
    const late = Buffer.concat([CHROMIUM_JPEG.subarray(0, end), jpegSegment(0xfffe, Buffer.from('late')), CHROMIUM_JPEG.subarray(end)]);
    expect(kinds(readImageContainer(late))).toEqual(['comment']);
  });

  it('reads through stuffed bytes and restart markers in the scan', () => {
    const end = CHROMIUM_JPEG.length - 2;
    const scan = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff]);
    const jpeg = Buffer.concat([CHROMIUM_JPEG.subarray(0, end), scan, CHROMIUM_JPEG.subarray(end)]);
    expect(readImageContainer(jpeg)).toEqual({ format: 'jpeg', width: 12, height: 8, metadata: [] });
  });

  it('counts data after its end as metadata (further pictures with their own Exif, a motion photo), but not padding', () => {
    const withVideo = Buffer.concat([CHROMIUM_JPEG, Buffer.from('....ftypmp42 a motion photo', 'latin1')]);
    expect(readImageContainer(withVideo)?.metadata).toEqual([{ kind: 'trailer', start: CHROMIUM_JPEG.length, end: withVideo.length }]);
    expect(kinds(readImageContainer(Buffer.concat([CHROMIUM_JPEG, Buffer.alloc(64)])))).toEqual([]);
  });

  it('cut short, or with a length past its end, is not read', () => {
    expect(readImageContainer(CHROMIUM_JPEG.subarray(0, 300))).toBeNull();
    const broken = Buffer.from(CHROMIUM_JPEG);
    broken.writeUInt16BE(0xfff0, 4);
    expect(readImageContainer(broken)).toBeNull();
  });
});

describe('a PNG', () => {
  const png = pngBuffer(64, 48);

  it('with only its picture is clean, and its size is read', () => {
    expect(readImageContainer(png)).toEqual({ format: 'png', width: 64, height: 48, metadata: [] });
  });

  it.each([
    ['Exif', pngChunk('eXIf', exifTiff(6))],
    ['XMP', pngChunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), XMP_PACKET]))],
    ['text', pngChunk('iTXt', Buffer.from('Description\0\0\0\0\0Annual day', 'latin1'))],
    ['text', pngChunk('tEXt', Buffer.from('Author\0Office', 'latin1'))],
    ['text', pngChunk('zTXt', Buffer.from('Comment\0\0x', 'latin1'))],
  ] as const)('has a %s chunk found, and cut out leaves the picture', (kind, chunk) => {
    const tagged = pngWith(png, chunk);
    expect(kinds(readImageContainer(tagged))).toEqual([kind]);
    expect(stripped(tagged).equals(png)).toBe(true);
  });

  it('keeps its colour chunks (gAMA, sRGB) as part of the picture', () => {
    const described = pngWith(png, pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])), pngChunk('sRGB', Buffer.from([0])));
    expect(kinds(readImageContainer(described))).toEqual([]);
  });

  it('cut short is not read', () => {
    expect(readImageContainer(png.subarray(0, png.length - 20))).toBeNull();
  });
});

describe('a WebP', () => {
  it.each([
    ['lossy', CHROMIUM_WEBP],
    ['lossless', CHROMIUM_WEBP_LOSSLESS],
  ])('%s, as a canvas encodes it, is clean: its ICC profile is part of the picture', (_kind, webp) => {
    expect(readImageContainer(webp)).toEqual({ format: 'webp', width: 12, height: 8, metadata: [] });
  });

  it('has its EXIF and XMP chunks found', () => {
    const tagged = webpWith(CHROMIUM_WEBP, webpChunk('EXIF', exifTiff(1)), webpChunk('XMP ', XMP_PACKET));
    expect(kinds(readImageContainer(tagged))).toEqual(['Exif', 'XMP']);
  });

  it('reads the size of a simple lossy file (VP8 only), without its upscaling bits', () => {
    const vp8 = CHROMIUM_WEBP.subarray(CHROMIUM_WEBP.indexOf('VP8 '));
    const simple = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), vp8]);
    simple.writeUInt32LE(simple.length - 8, 4);
    expect(readImageContainer(simple)).toEqual({ format: 'webp', width: 12, height: 8, metadata: [] });
    // The two top bits of each dimension ask a decoder to upscale; they are not part of the size.
    const frame = 12 + 8;
    simple[frame + 7] = (simple[frame + 7] ?? 0) | 0xc0;
    simple[frame + 9] = (simple[frame + 9] ?? 0) | 0x40;
    expect(readImageContainer(simple)).toMatchObject({ width: 12, height: 8 });
  });
});

describe('a GIF', () => {
  it('with its animation loop is clean', () => {
    expect(readImageContainer(gif([GIF_LOOP]))).toEqual({ format: 'gif', width: 1, height: 1, metadata: [] });
  });

  it('has its comment and XMP found, and cut out leaves the animation as it was', () => {
    const tagged = gif([GIF_LOOP, gifComment('Sports day'), gifApplication('XMP DataXMP', XMP_PACKET)], Buffer.from('trailing'));
    expect(kinds(readImageContainer(tagged))).toEqual(['comment', 'XMP', 'trailer']);
    expect(stripped(tagged).equals(gif([GIF_LOOP]))).toBe(true);
  });
});

describe('any other file', () => {
  it.each([
    ['text', Buffer.from('just some notes, not pixels')],
    ['nothing', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n', 'latin1')],
    ['a bare JPEG start', Buffer.from([0xff, 0xd8, 0xff])],
  ])('is not read as a container: %s', (_kind, bytes) => {
    expect(readImageContainer(bytes)).toBeNull();
  });
});
