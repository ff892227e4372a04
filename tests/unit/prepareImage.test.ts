/**
 * What prepareImage decides without decoding: a small clean picture goes as it is, a small GIF loses only its
 * metadata. Decoding and encoding (orientation, size, quality) are tested in the browser:
 * tests/e2e/adminPhotoUploads.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pickProblem } from '@/components/admin/useFileUploads';
import { prepareImage } from '@/lib/prepareImage';
import { pngBuffer } from '../e2e/testImage';
import { CHROMIUM_JPEG, CHROMIUM_WEBP, GIF_LOOP, XMP_PACKET, gif, gifApplication, gifComment } from '../support/imageBytes';

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('prepareImage', () => {
  it.each([
    ['JPEG', file(CHROMIUM_JPEG, 'logo.jpg', 'image/jpeg')],
    ['PNG', file(pngBuffer(2560, 1440), 'banner.png', 'image/png')],
    ['WebP', file(CHROMIUM_WEBP, 'icon.webp', 'image/webp')],
    ['GIF', file(gif([GIF_LOOP]), 'wave.gif', 'image/gif')],
  ])('sends a small %s without metadata as it is', async (_kind, picked) => {
    expect(await prepareImage(picked)).toBe(picked);
  });

  it('cuts the comment and XMP out of a small GIF and keeps the rest, its animation included', async () => {
    const picked = file(gif([GIF_LOOP, gifComment('Sports day'), gifApplication('XMP DataXMP', XMP_PACKET)]), 'wave.gif', 'image/gif');

    const prepared = await prepareImage(picked);

    expect(prepared).toMatchObject({ name: 'wave.gif', type: 'image/gif' });
    expect(Buffer.from(await prepared.arrayBuffer()).equals(gif([GIF_LOOP]))).toBe(true);
  });

  it('reports its progress from 0 to 1', async () => {
    const progress: number[] = [];
    await prepareImage(file(CHROMIUM_JPEG, 'logo.jpg', 'image/jpeg'), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('stops with the reason of an aborted signal', async () => {
    const controller = new AbortController();
    const preparing = prepareImage(file(CHROMIUM_JPEG, 'logo.jpg', 'image/jpeg'), { signal: controller.signal });
    controller.abort();
    await expect(preparing).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the picker', () => {
  it('takes a 12 MB phone photo, which is prepared before it is sent', () => {
    expect(pickProblem(new File([new Uint8Array(12 * 1024 * 1024)], 'IMG_0042.jpg', { type: 'image/jpeg' }))).toBeNull();
  });

  it('takes a PDF of up to 10 MB at a PDF picker, and says why it refuses a larger one or a Word file', () => {
    const megabytes = (size: number) => new Uint8Array(size * 1024 * 1024);
    expect(pickProblem(new File([megabytes(10)], 'fees.pdf', { type: 'application/pdf' }), 'pdf')).toBeNull();
    expect(pickProblem(new File([megabytes(11)], 'fees.pdf', { type: 'application/pdf' }), 'pdf')).toBe('“fees.pdf” is larger than 10 MB. Choose a smaller PDF.');
    const word = new File(['x'], 'fees.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(pickProblem(word, 'pdf')).toBe('“fees.docx” is not a PDF. Choose a PDF file.');
    expect(pickProblem(word, 'image-or-pdf')).toBe('“fees.docx” is not a PDF or a picture. Choose a PDF, or a JPEG, PNG, WebP, GIF or HEIC picture.');
  });
});
