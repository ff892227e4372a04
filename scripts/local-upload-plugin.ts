/**
 * A local stand-in for Cloudinary's unsigned upload endpoints (images, and PDFs as raw files), served by the Vite dev and preview servers so
 * that uploads work offline and in tests. It answers the same request shape (multipart `file` and
 * `upload_preset`) with the same response fields (but a site path as `secure_url`), keeps the files in a
 * git-ignored folder and serves them with their own type and `nosniff`. A body larger than an image it accepts is refused (413) by its declared length
 * before any of it is read, or, sent without a length, as soon as it passes that size: it is never held in memory.
 *
 * It enforces the upload preset as Cloudinary does, with Cloudinary's messages: the preset must exist (set up by
 * `npm run cloudinary-setup`, through the Admin API of cloudinary-admin-stand-in.ts) and be unsigned; its
 * `allowed_formats` are the only formats taken; with `disallow_public_id`, an upload naming its own `public_id` is
 * refused; files go into its folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Connect, Plugin } from 'vite';
import { answerAdminApi, FILES_PATH, readPresets } from './cloudinary-admin-stand-in.ts';
import { LOCAL_RAW_UPLOAD_PATH, LOCAL_UPLOAD_PATH } from './lib/local-upload-path.mjs';

const MAX_BYTES = 10 * 1024 * 1024;
/** The largest request read: a file of MAX_BYTES and the rest of the form (the preset, the part headers). */
const MAX_BODY_BYTES = MAX_BYTES + 64 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Every PDF starts with these bytes; the raw endpoint stores nothing else (Cloudinary would take any file). */
const PDF_SIGNATURE = Buffer.from('%PDF-');

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Refuses an upload as Cloudinary does: a 400 with the message in the body and in `X-Cld-Error`. */
function refuse(res: ServerResponse, message: string): void {
  res.setHeader('X-Cld-Error', message);
  sendJson(res, 400, { error: { message } });
}

/** `400 MB`, `10.1 MB`. */
const megabytes = (bytes: number): string => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** How long a refused upload's connection stays open after the answer, so that the client can read it. */
const CLOSE_AFTER_MS = 1000;

/**
 * Answers 413 at once, with the message the upload form shows, and closes the connection; nothing more of the body
 * is kept. Closing right after the answer while the client is still sending would reset the connection and could
 * destroy the answer before the client reads it (what Node does for `Connection: close`), so the connection is
 * half-closed after the answer and cut a moment later.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, declared: number | null): void {
  res.on('finish', () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), CLOSE_AFTER_MS).unref();
  });
  const upload = declared === null ? '' : `the upload is ${megabytes(declared)}, and `;
  sendJson(res, 413, { error: { message: `File size too large: ${upload}the largest file accepted is ${megabytes(MAX_BYTES)}` } });
}

/** The declared length of the body, or null when it is sent in chunks without one. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  return header === undefined ? null : Number(header);
}

/**
 * The body, read only up to MAX_BODY_BYTES: null as soon as it passes that (the rest stays unread). The stream is
 * left open, so that the request can still be answered.
 */
async function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readForm(req: IncomingMessage, body: Buffer<ArrayBuffer>): Promise<FormData> {
  const request = new Request('http://local.upload/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  });
  return request.formData();
}

/** Answers a request whose handling failed (a full disk, say) instead of leaving it hanging. */
function fail(res: ServerResponse, error: unknown): void {
  console.error('Local upload stand-in:', error);
  if (res.headersSent) res.end();
  else sendJson(res, 500, { error: { message: 'Could not store the upload' } });
}

function handler(folder: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    const postedTo = req.method === 'POST' ? url.split('?')[0] : null;
    if (postedTo === LOCAL_UPLOAD_PATH || postedTo === LOCAL_RAW_UPLOAD_PATH) {
      handleUpload(req, res, folder, postedTo === LOCAL_RAW_UPLOAD_PATH ? 'raw' : 'image').catch((error: unknown) => fail(res, error));
      return;
    }
    if (url.startsWith('/__cloudinary/')) {
      answerAdminApi(req, res, folder).then(
        (answered) => answered || next(),
        (error: unknown) => fail(res, error),
      );
      return;
    }
    if (req.method === 'GET' && url.startsWith(FILES_PATH)) {
      serveFile(url.slice(FILES_PATH.length), res, folder, next).catch((error: unknown) => fail(res, error));
      return;
    }
    next();
  };
}

/** What a file is: an image's format and size, or a PDF; null when it is neither what the endpoint takes. */
function detectedFormat(bytes: Uint8Array, kind: 'image' | 'raw'): { format: string; width?: number; height?: number } | null {
  if (kind === 'raw') return Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE) ? { format: 'pdf' } : null;
  try {
    const { type, width, height } = imageSize(bytes);
    return type ? { format: type === 'jpeg' ? 'jpg' : type, width, height } : null;
  } catch {
    return null;
  }
}

async function handleUpload(req: IncomingMessage, res: ServerResponse, folder: string, kind: 'image' | 'raw'): Promise<void> {
  const length = declaredLength(req);
  if (length !== null && length > MAX_BODY_BYTES) return refuseTooLarge(req, res, length);
  const body = await readBody(req);
  if (body === null) return refuseTooLarge(req, res, null);
  let form: FormData;
  try {
    form = await readForm(req, body);
  } catch {
    refuse(res, 'Upload must be multipart/form-data');
    return;
  }
  const file = form.get('file');
  const presetName = form.get('upload_preset');
  if (typeof presetName !== 'string' || presetName.trim() === '') return refuse(res, 'Upload preset must be specified when using unsigned upload');
  const preset = (await readPresets(folder))[presetName];
  if (!preset) return refuse(res, 'Upload preset not found');
  if (!preset.unsigned) return refuse(res, 'Upload preset must be whitelisted for unsigned uploads');
  if (form.has('public_id') && preset.settings.disallow_public_id === true) return refuse(res, 'public_id parameter is not allowed when using unsigned upload with this upload preset');
  if (!(file instanceof Blob) || file.size === 0) return refuse(res, 'Missing required parameter - file');
  if (file.size > MAX_BYTES) return refuse(res, `File size too large: the file is ${megabytes(file.size)}, and the largest file accepted is ${megabytes(MAX_BYTES)}`);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectedFormat(bytes, kind);
  const allowed = typeof preset.settings.allowed_formats === 'string' ? preset.settings.allowed_formats.split(',').map((item) => item.trim()) : null;
  if (detected && allowed && !allowed.includes(detected.format)) {
    return refuse(res, `${kind === 'raw' ? 'File' : 'Image file'} format ${detected.format} not allowed`);
  }
  if (detected === null || !(detected.format in CONTENT_TYPES)) {
    return refuse(res, kind === 'raw' ? 'Invalid PDF file' : 'Invalid image file');
  }
  const { format, width, height } = detected;

  // In the preset's folder (a fixed-folder account's `folder`, a dynamic one's `asset_folder`).
  const assetFolder = [preset.settings.asset_folder, preset.settings.folder].find((value): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value)) ?? '';
  const id = randomUUID();
  await mkdir(path.join(folder, assetFolder), { recursive: true });
  await writeFile(path.join(folder, assetFolder, `${id}.${format}`), bytes);
  const stored = assetFolder ? `${assetFolder}/${id}` : id;
  sendJson(res, 200, {
    public_id: kind === 'raw' ? `${stored}.pdf` : stored,
    // A path of the site that serves it, not http://host/...: the site stores only https:// addresses and its own
    // paths (src/lib/webAddress.ts), and a local server has no https.
    secure_url: `${FILES_PATH}${stored}.${format}`,
    ...(kind === 'image' ? { width, height } : {}),
    format,
    bytes: bytes.byteLength,
    resource_type: kind,
  });
}

/** Serves `<folder>/<uuid>.<format>` (or an older upload's `<uuid>.<format>`) with its own type, never sniffed. */
async function serveFile(name: string, res: ServerResponse, folder: string, next: Connect.NextFunction): Promise<void> {
  const match = /^(?:[A-Za-z0-9_-]+\/)?[0-9a-f-]{36}\.([a-z]+)$/.exec(name);
  const type = match?.[1] ? CONTENT_TYPES[match[1]] : undefined;
  if (!match || !type) return next();
  try {
    const data = await readFile(path.join(folder, name));
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(data);
  } catch {
    next();
  }
}

export function localUploadPlugin(folder: string): Plugin {
  return {
    name: 'local-image-upload',
    configureServer(server) {
      server.middlewares.use(handler(folder));
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler(folder));
    },
  };
}
