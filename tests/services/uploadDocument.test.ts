/**
 * uploadDocument against the local stand-in's raw endpoint (scripts/local-upload-plugin.ts), served by a real Vite
 * server started here: PDFs are stored and served as PDFs; anything else is refused, by the form before sending and
 * by the stand-in if sent anyway.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpPreset, startUploadStandIn } from '../support/uploadStandIn';
import { LOCAL_RAW_UPLOAD_PATH, LOCAL_UPLOAD_PATH } from '../../scripts/lib/local-upload-path.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let tmpDir: string;
let uploadDir: string;
let server: ViteDevServer;
let origin: string;
const posted: string[] = [];

const recordPosts: Plugin = {
  name: 'record-posts',
  configureServer(dev) {
    dev.middlewares.use((req, _res, next) => {
      if (req.method === 'POST') posted.push(req.url ?? '');
      next();
    });
  },
};

async function uploader() {
  vi.resetModules();
  vi.stubEnv('VITE_CLOUDINARY_UPLOAD_URL', `${origin}${LOCAL_UPLOAD_PATH}`);
  return import('@/lib/uploadDocument');
}

/** The reason and message of the UploadError the upload rejects with. */
async function refusal(upload: Promise<string>) {
  const error: unknown = await upload.then((url) => new Error(`resolved to ${url}`), (reason: unknown) => reason);
  if (!(error instanceof Error) || !('reason' in error)) throw error;
  return { reason: error.reason, message: error.message };
}

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(tmpdir(), 'document-upload-'));
  uploadDir = path.join(tmpDir, 'uploads');
  ({ server, origin } = await startUploadStandIn(tmpDir, uploadDir, [recordPosts]));
  await setUpPreset(origin);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

describe('uploadDocument with the local stand-in', () => {
  it('posts a PDF to the raw endpoint, and its address serves the same bytes as application/pdf', async () => {
    const { uploadDocument } = await uploader();

    const url = await uploadDocument(new File([PDF], 'Circular 12.pdf', { type: 'application/pdf' }));

    expect(posted.at(-1)).toBe(LOCAL_RAW_UPLOAD_PATH);
    expect(url).toMatch(/^\/__local-upload\/files\/school-site\/[0-9a-f-]{36}\.pdf$/);
    const served = await fetch(`${origin}${url}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses a file renamed .pdf that is not one, naming it, without sending anything', async () => {
    const { uploadDocument } = await uploader();
    const sentBefore = posted.length;

    const result = await refusal(uploadDocument(new File(['just notes'], 'fees.pdf', { type: 'application/pdf' })));

    expect(result).toEqual({ reason: 'not-pdf', message: '“fees.pdf” is not a PDF. Choose a PDF file (a scan saved as PDF, say).' });
    expect(posted.length).toBe(sentBefore);
  });

  it('refuses a PDF over 10 MB before sending it', async () => {
    const { uploadDocument } = await uploader();
    const sentBefore = posted.length;
    const large = new File([PDF, Buffer.alloc(10 * 1024 * 1024)], 'building.pdf', { type: 'application/pdf' });

    expect(await refusal(uploadDocument(large))).toEqual({
      reason: 'too-large',
      message: '“building.pdf” is 10.1 MB: the largest document accepted is 10 MB. Choose a smaller PDF.',
    });
    expect(posted.length).toBe(sentBefore);
  });
});

describe('the stand-in raw endpoint', () => {
  it('refuses a file without the PDF signature, and stores nothing', async () => {
    const body = new FormData();
    body.append('file', new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' }), 'page.pdf');
    body.append('upload_preset', 'school_announcement_upload');
    const stored = () => readdir(path.join(uploadDir, 'school-site')).catch(() => []);
    const before = await stored();

    const response = await fetch(`${origin}${LOCAL_RAW_UPLOAD_PATH}`, { method: 'POST', body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Invalid PDF file' } });
    expect(await stored()).toEqual(before);
  });

  it('does not take a PDF at the image endpoint', async () => {
    const body = new FormData();
    body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'circular.pdf');
    body.append('upload_preset', 'school_announcement_upload');

    const response = await fetch(`${origin}${LOCAL_UPLOAD_PATH}`, { method: 'POST', body });

    expect(await response.json()).toEqual({ error: { message: 'Invalid image file' } });
  });
});
