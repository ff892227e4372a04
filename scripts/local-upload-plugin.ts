/**
 * A local stand-in for Cloudinary's unsigned upload endpoint, served by the Vite dev and preview servers so
 * that uploads work offline and in tests. It answers the same request shape (multipart `file` and
 * `upload_preset`) with the same response fields (but a site path as `secure_url`), keeps the files in a
 * git-ignored folder and serves them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import type { Connect, Plugin } from 'vite';
import { LOCAL_UPLOAD_PATH } from './lib/local-upload-path.mjs';

const FILES_PATH = '/__local-upload/files/';
const MAX_BYTES = 10 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, message: string): void {
  sendJson(res, 400, { error: { message } });
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const request = new Request('http://local.upload/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
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
    if (req.method === 'POST' && url.split('?')[0] === LOCAL_UPLOAD_PATH) {
      handleUpload(req, res, folder).catch((error: unknown) => fail(res, error));
      return;
    }
    if (req.method === 'GET' && url.startsWith(FILES_PATH)) {
      serveFile(url.slice(FILES_PATH.length), res, folder, next).catch((error: unknown) => fail(res, error));
      return;
    }
    next();
  };
}

async function handleUpload(req: IncomingMessage, res: ServerResponse, folder: string): Promise<void> {
  let form: FormData;
  try {
    form = await readForm(req);
  } catch {
    refuse(res, 'Upload must be multipart/form-data');
    return;
  }
  const file = form.get('file');
  const preset = form.get('upload_preset');
  if (typeof preset !== 'string' || preset.trim() === '') return refuse(res, 'Upload preset must be specified when using unsigned upload');
  if (!(file instanceof Blob) || file.size === 0) return refuse(res, 'Missing required parameter - file');
  if (file.size > MAX_BYTES) return refuse(res, `File size too large. Got ${file.size}. Maximum is ${MAX_BYTES}.`);

  const bytes = new Uint8Array(await file.arrayBuffer());
  let dimensions: ReturnType<typeof imageSize>;
  try {
    dimensions = imageSize(bytes);
  } catch {
    return refuse(res, 'Invalid image file');
  }
  const format = dimensions.type === 'jpeg' ? 'jpg' : (dimensions.type ?? '');
  if (!(format in CONTENT_TYPES)) return refuse(res, 'Invalid image file');

  const publicId = randomUUID();
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${publicId}.${format}`), bytes);
  sendJson(res, 200, {
    public_id: publicId,
    // A path of the site that serves it, not http://host/...: the site stores only https:// addresses and its own
    // paths (src/lib/webAddress.ts), and a local server has no https.
    secure_url: `${FILES_PATH}${publicId}.${format}`,
    width: dimensions.width,
    height: dimensions.height,
    format,
    bytes: bytes.byteLength,
    resource_type: 'image',
  });
}

async function serveFile(name: string, res: ServerResponse, folder: string, next: Connect.NextFunction): Promise<void> {
  const match = /^([0-9a-f-]{36})\.([a-z]+)$/.exec(name);
  const type = match?.[2] ? CONTENT_TYPES[match[2]] : undefined;
  if (!match || !type) return next();
  try {
    const data = await readFile(path.join(folder, name));
    res.setHeader('Content-Type', type);
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
