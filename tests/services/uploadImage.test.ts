/**
 * uploadImage against the local stand-in for Cloudinary (scripts/local-upload-plugin.ts), served by a real Vite
 * server started here. The upload address is read from the environment when src/lib/config.ts loads, so each
 * case loads the module afresh with the address it needs.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localUploadPlugin } from '../../scripts/local-upload-plugin';
import { setUpPreset } from '../support/uploadStandIn';
import { LOCAL_UPLOAD_PATH } from '../../scripts/lib/local-upload-path.mjs';

// A 2 x 1 PNG, whole (a file cut short is not sent as it is: src/lib/prepareImage.ts).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGMQNowRNowBAAPVAUFGDBUFAAAAAElFTkSuQmCC', 'base64');

let tmpDir: string;
let uploadDir: string;
let server: ViteDevServer;
let origin: string;
/** Every request the server received, in order. */
const requests: string[] = [];

/** Records requests, and answers test endpoints the way a failing or odd image host would. */
const testEndpoints: Plugin = {
  name: 'test-endpoints',
  configureServer(dev) {
    dev.middlewares.use((req, res, next) => {
      requests.push(`${req.method} ${req.url}`);
      if (req.url === '/failing-host') {
        req.resume();
        req.on('end', () => {
          res.statusCode = 500;
          res.end('Internal Server Error');
        });
        return;
      }
      if (req.url?.startsWith('/host-answering?')) {
        const address = new URL(req.url, 'http://test.host').searchParams.get('secure_url');
        req.resume();
        req.on('end', () => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ public_id: 'x', secure_url: address }));
        });
        return;
      }
      if (req.url === '/host-refusing-size') {
        req.resume();
        req.on('end', () => {
          res.statusCode = 413;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ error: { message: 'File size too large: the upload is 11 MB, and the largest file accepted is 10 MB' } }));
        });
        return;
      }
      if (req.url === '/host-without-address') {
        req.resume();
        req.on('end', () => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ public_id: 'x' }));
        });
        return;
      }
      next();
    });
  },
};

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** src/lib/uploadImage.ts, loaded with VITE_CLOUDINARY_UPLOAD_URL set to `uploadUrl`. */
async function uploaderFor(uploadUrl: string) {
  vi.resetModules();
  vi.stubEnv('VITE_CLOUDINARY_UPLOAD_URL', uploadUrl);
  vi.stubEnv('VITE_CLOUDINARY_UPLOAD_PRESET', '');
  return import('@/lib/uploadImage');
}

const png = (name = 'lab.png') => new File([PNG], name, { type: 'image/png' });

/** The UploadError a rejected upload carries (checked by shape: each fresh module has its own class). */
async function failure(promise: Promise<string>): Promise<{ name: string; reason: string; message: string }> {
  const error: unknown = await promise.then(
    (url) => {
      throw new Error(`Expected the upload to fail, but it resolved to ${url}`);
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error) || !('reason' in error) || typeof error.reason !== 'string') throw error;
  return { name: error.name, reason: error.reason, message: error.message };
}

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(tmpdir(), 'upload-test-'));
  uploadDir = path.join(tmpDir, 'uploads');
  server = await createServer({
    configFile: false,
    root: tmpDir,
    logLevel: 'silent',
    plugins: [testEndpoints, localUploadPlugin(uploadDir)],
    server: { host: '127.0.0.1', port: await freePort(), strictPort: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const { port } = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  await setUpPreset(origin);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await server?.close();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

describe('uploadImage with the local stand-in', () => {
  it('uploads a PNG and resolves to an address that serves the same image', async () => {
    const { uploadImage } = await uploaderFor(`${origin}${LOCAL_UPLOAD_PATH}`);

    const url = await uploadImage(png());

    expect(url).toMatch(/^\/__local-upload\/files\/school-site\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await readdir(path.join(uploadDir, 'school-site'))).toContain(path.basename(url));
  });

  it('reports progress up to 1', async () => {
    const { uploadImage } = await uploaderFor(`${origin}${LOCAL_UPLOAD_PATH}`);
    const progress: number[] = [];

    await uploadImage(png(), { onProgress: (fraction) => progress.push(fraction) });

    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('rejects as cancelled when the form aborts the upload', async () => {
    const { uploadImage } = await uploaderFor(`${origin}${LOCAL_UPLOAD_PATH}`);
    const controller = new AbortController();

    const upload = uploadImage(png(), { signal: controller.signal });
    controller.abort();

    expect(await failure(upload)).toMatchObject({ name: 'UploadError', reason: 'cancelled', message: 'Upload of “lab.png” was cancelled.' });
  });

  it('refuses a file that only claims to be an image without sending anything', async () => {
    const { uploadImage } = await uploaderFor(`${origin}${LOCAL_UPLOAD_PATH}`);
    const fake = new File(['just some notes, not pixels'], 'notes.png', { type: 'image/png' });
    const sentBefore = requests.length;

    expect(await failure(uploadImage(fake))).toEqual({
      name: 'UploadError', reason: 'unreadable', message: '“notes.png” could not be read as a picture. Choose a JPEG, PNG, WebP or HEIC photo.',
    });
    expect(requests.length).toBe(sentBefore);
  });

  it('refuses a file that is not an image without sending anything', async () => {
    const { uploadImage } = await uploaderFor(`${origin}${LOCAL_UPLOAD_PATH}`);
    const sentBefore = requests.length;

    const result = await failure(uploadImage(new File(['hello'], 'notes.txt', { type: 'text/plain' })));

    expect(result).toMatchObject({ name: 'UploadError', reason: 'not-image' });
    expect(result.message).toContain('“notes.txt” is not an image');
    expect(requests.length).toBe(sentBefore);
  });

  it('reports a host that answers 500 as a refusal with its status', async () => {
    const { uploadImage } = await uploaderFor(`${origin}/failing-host`);

    expect(await failure(uploadImage(png()))).toEqual({
      name: 'UploadError', reason: 'rejected', message: 'The upload host refused “lab.png”: status 500.',
    });
  });

  it('reports a host that returns no address', async () => {
    const { uploadImage } = await uploaderFor(`${origin}/host-without-address`);

    expect(await failure(uploadImage(png()))).toMatchObject({ name: 'UploadError', reason: 'bad-response' });
  });

  it.each([
    ['an http address', 'http://img.example/a.png'],
    ['a path a browser reads as another host', '/\\evil.example/p.png'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('reports %s from the host as a failed upload naming it, since the site cannot save it', async (_kind, address) => {
    const { uploadImage } = await uploaderFor(`${origin}/host-answering?secure_url=${encodeURIComponent(address)}`);

    const result = await failure(uploadImage(png()));

    expect(result).toMatchObject({ name: 'UploadError', reason: 'rejected' });
    expect(result.message).toBe(
      `The upload host returned an address for “lab.png” that the site cannot save (“${address}”): it keeps only an address starting with https://, or a page of this site starting with a single /.`,
    );
  });

  it.each([
    ['a picture on another site', 'https://example.com/a.png'],
    ['another Cloudinary cloud', 'https://res.cloudinary.com/evil/image/upload/a.png'],
  ])('reports %s from the host as a failed upload: the site keeps uploads on its own cloud only', async (_kind, address) => {
    const { uploadImage } = await uploaderFor(`${origin}/host-answering?secure_url=${encodeURIComponent(address)}`);

    const result = await failure(uploadImage(png()));

    expect(result).toMatchObject({ name: 'UploadError', reason: 'rejected' });
    expect(result.message).toBe(
      `The upload host returned an address for “lab.png” outside the site’s own image host (“${address}”): the site keeps pictures and PDFs only on its Cloudinary cloud “demo”.`,
    );
  });

  it('resolves to the address with its https scheme in lower case', async () => {
    const { uploadImage } = await uploaderFor(`${origin}/host-answering?secure_url=${encodeURIComponent('HTTPS://res.cloudinary.com/demo/a.png')}`);

    expect(await uploadImage(png())).toBe('https://res.cloudinary.com/demo/a.png');
  });

  it('reports an unreachable host as a network failure', async () => {
    const { uploadImage } = await uploaderFor(`http://127.0.0.1:${await freePort()}${LOCAL_UPLOAD_PATH}`);

    const result = await failure(uploadImage(png()));

    expect(result).toMatchObject({ name: 'UploadError', reason: 'network' });
    expect(result.message).toContain('Could not reach the upload host');
  });

  it("passes on the host's refusal of a file larger than it accepts, in words the form can show", async () => {
    const { uploadImage } = await uploaderFor(`${origin}/host-refusing-size`);

    expect(await failure(uploadImage(png('big.png')))).toEqual({
      name: 'UploadError',
      reason: 'rejected',
      message: 'The upload host refused “big.png”: File size too large: the upload is 11 MB, and the largest file accepted is 10 MB.',
    });
  });

  it('says uploads are not configured when there is no upload address', async () => {
    vi.stubEnv('VITE_CLOUDINARY_CLOUD_NAME', '');
    const { uploadImage } = await uploaderFor('');
    const sentBefore = requests.length;

    expect(await failure(uploadImage(png()))).toMatchObject({ name: 'UploadError', reason: 'not-configured' });
    // Said before the picture is prepared: neither the work of preparing it nor a message about the picture itself.
    const unreadable = new File([Buffer.from('not a picture')], 'notes.png', { type: 'image/png' });
    expect(await failure(uploadImage(unreadable))).toMatchObject({ name: 'UploadError', reason: 'not-configured' });
    expect(requests.length).toBe(sentBefore);
  });
});

describe('the stand-in endpoint', () => {
  function form(fields: Record<string, string | Blob>): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  }

  async function post(body: BodyInit, headers?: Record<string, string>) {
    const response = await fetch(`${origin}${LOCAL_UPLOAD_PATH}`, { method: 'POST', body, headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers like Cloudinary: address, id, size and format', async () => {
    const { status, body } = await post(form({ file: new Blob([PNG], { type: 'image/png' }), upload_preset: 'school_announcement_upload' }));

    expect(status).toBe(200);
    expect(body).toMatchObject({ width: 2, height: 1, format: 'png', bytes: PNG.byteLength, resource_type: 'image' });
    expect(body.secure_url).toBe(`/__local-upload/files/${String(body.public_id)}.png`);
  });

  /**
   * A POST whose body the test sends piece by piece; `answer` is the stand-in's first answer. The stand-in closes
   * the connection when it refuses a body, so what the test still sends after that fails, as it should.
   */
  function upload(headers: Record<string, string>) {
    const request = httpRequest(`${origin}${LOCAL_UPLOAD_PATH}`, { method: 'POST', headers });
    request.on('error', () => undefined).on('socket', (socket) => socket.on('error', () => undefined));
    const answer = new Promise<IncomingMessage>((resolve) => request.on('response', resolve)).then(async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk);
      return { status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
    });
    return { request, answer };
  }

  const MB = 1024 * 1024;
  const MULTIPART = 'multipart/form-data; boundary=----upload';

  it('refuses an upload declaring 400 MB at once, after a few bytes of it, with 413 and a message the form shows', async () => {
    const { request, answer } = upload({ 'Content-Type': MULTIPART, 'Content-Length': String(400 * MB) });
    request.write('------upload\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n\r\n');

    expect(await answer).toEqual({
      status: 413,
      body: { error: { message: 'File size too large: the upload is 400 MB, and the largest file accepted is 10 MB' } },
    });
  });

  it('stops reading a body sent without a length as soon as it passes the limit', async () => {
    const { request, answer } = upload({ 'Content-Type': MULTIPART, 'Transfer-Encoding': 'chunked' });
    let answered = false;
    void answer.then(() => (answered = true));
    const chunk = Buffer.alloc(MB);
    const closed = new Promise((resolve) => request.once('close', resolve));
    let sent = 0;
    // Up to 100 MB, as fast as the stand-in reads: an answer before that means it stopped reading.
    while (!answered && !request.destroyed && sent < 100 * MB) {
      sent += chunk.length;
      if (!request.write(chunk)) await Promise.race([new Promise((resolve) => request.once('drain', resolve)), closed, answer]);
    }
    request.end();

    expect(await answer).toEqual({ status: 413, body: { error: { message: 'File size too large: the largest file accepted is 10 MB' } } });
    // The limit is 10 MB; what the sockets between the two hold accounts for the rest.
    expect(sent).toBeLessThan(40 * MB);
  });

  it('refuses a request without an upload preset', async () => {
    expect(await post(form({ file: new Blob([PNG], { type: 'image/png' }) }))).toEqual({
      status: 400, body: { error: { message: 'Upload preset must be specified when using unsigned upload' } },
    });
  });

  it('refuses a request without a file, or with an empty one', async () => {
    const missing = { status: 400, body: { error: { message: 'Missing required parameter - file' } } };
    expect(await post(form({ upload_preset: 'school_announcement_upload' }))).toEqual(missing);
    expect(await post(form({ upload_preset: 'school_announcement_upload', file: new Blob([], { type: 'image/png' }) }))).toEqual(missing);
  });

  it('refuses a body that is not multipart', async () => {
    expect(await post(JSON.stringify({ file: 'x' }), { 'Content-Type': 'application/json' })).toEqual({
      status: 400, body: { error: { message: 'Upload must be multipart/form-data' } },
    });
  });

  it('serves nothing for a file name it did not store', async () => {
    const response = await fetch(`${origin}/__local-upload/files/00000000-0000-0000-0000-000000000000.png`);

    expect(response.headers.get('content-type')).not.toBe('image/png');
  });

  it('answers with an error, not silence, when it cannot store the file', async () => {
    const blocked = path.join(tmpDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the upload folder should be');
    const broken = await createServer({
      configFile: false,
      root: tmpDir,
      logLevel: 'silent',
      plugins: [localUploadPlugin(path.join(blocked, 'uploads'))],
      server: { host: '127.0.0.1', port: await freePort(), strictPort: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await broken.listen();
    try {
      const { port } = broken.httpServer?.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${LOCAL_UPLOAD_PATH}`, {
        method: 'POST',
        body: form({ file: new Blob([PNG], { type: 'image/png' }), upload_preset: 'school_announcement_upload' }),
        signal: AbortSignal.timeout(5_000),
      });

      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await broken.close();
    }
  });
});
