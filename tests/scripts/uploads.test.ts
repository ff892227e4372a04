// `npm run cloudinary-setup` and `npm run sweep-uploads` as an operator runs them, against the upload stand-in of a
// running Vite server (the plugin `npm start` serves, with its Admin API) and the Firestore emulator; and the
// stand-in enforcing the preset as Cloudinary does.
import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_RAW_UPLOAD_PATH, LOCAL_UPLOAD_PATH } from '../../scripts/lib/local-upload-path.mjs';
import { CHROMIUM_WEBP } from '../support/imageBytes';
import { startUploadStandIn } from '../support/uploadStandIn';
import { clearFirestore, runScript, writeRaw } from './support';

const PRESET = 'school_announcement_upload';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

let folder: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'school-uploads-'));
  ({ server, origin } = await startUploadStandIn(folder, path.join(folder, 'uploads')));
});

afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs a script against the stand-in (any key, secret and cloud name), with the default preset, in the test's folder. */
const run = (script: string, args: readonly string[] = []) =>
  runScript(script, args, { env: { CLOUDINARY_URL: `cloudinary://any:any@anycloud?upload_prefix=${origin}/__cloudinary`, VITE_CLOUDINARY_UPLOAD_PRESET: PRESET }, cwd: folder });

/** A call of the stand-in's Admin API, as the SDK makes it (HTTP Basic auth, form-encoded settings). */
const adminApi = (method: string, what: string, form?: Record<string, string>) =>
  fetch(`${origin}/__cloudinary/v1_1/anycloud/${what}`, {
    method,
    headers: { Authorization: `Basic ${Buffer.from('any:any').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form ? new URLSearchParams(form) : undefined,
  });

interface Uploaded {
  public_id: string;
  secure_url: string;
}

/** Posts a file as the site's upload form does; resolves to the status and the answer. */
async function upload(bytes: Buffer, type: string, fields: Record<string, string> = {}, endpoint = LOCAL_UPLOAD_PATH): Promise<{ status: number; body: Uploaded & { error?: { message: string } } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'picked');
  form.append('upload_preset', PRESET);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${origin}${endpoint}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Uploaded & { error?: { message: string } } };
}

describe('npm run cloudinary-setup', () => {
  it('--dry-run prints the protective settings as JSON, and sends nothing', async () => {
    const result = await run('cloudinary-setup', ['--dry-run']);
    expect(result.code).toBe(0);
    const settings = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(settings).toMatchObject({ name: PRESET, unsigned: true, disallow_public_id: true, folder: 'school-site', overwrite: false, unique_filename: true });
    expect(String(settings.allowed_formats).split(',').sort()).toEqual(['gif', 'jpg', 'pdf', 'png', 'webp']);
    // Nothing was sent: the preset does not exist, and --check says so.
    const check = await run('cloudinary-setup', ['--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`The upload preset "${PRESET}" does not exist`);
  });

  it('creates the preset; --check passes; loosened through the Admin API, --check fails naming each setting', async () => {
    const created = await run('cloudinary-setup');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created the unsigned upload preset "${PRESET}"`);
    expect((await run('cloudinary-setup', ['--check'])).code).toBe(0);

    expect((await adminApi('PUT', `upload_presets/${PRESET}`, { allowed_formats: 'jpg,png,svg', disallow_public_id: 'false' })).ok).toBe(true);
    const check = await run('cloudinary-setup', ['--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('allowed_formats: is "jpg,png,svg"');
    expect(check.stderr).toContain('disallow_public_id: is false, should be true');
    expect(check.stderr).not.toContain('overwrite');

    const updated = await run('cloudinary-setup');
    expect(updated.stdout).toContain(`Updated the unsigned upload preset "${PRESET}"`);
    expect((await run('cloudinary-setup', ['--check'])).code).toBe(0);
  });
});

describe('the stand-in enforces the preset, with Cloudinary’s messages', () => {
  beforeAll(async () => {
    expect((await run('cloudinary-setup')).code).toBe(0);
  });

  it.each([
    ['a public_id of the caller’s choosing', CHROMIUM_WEBP, 'image/webp', { public_id: 'school-site/logo' }, 'public_id parameter is not allowed when using unsigned upload with this upload preset'],
    ['an unknown preset', CHROMIUM_WEBP, 'image/webp', { upload_preset: 'someone_elses' }, 'Upload preset not found'],
    ['a format the preset does not allow (SVG, which would run as a page)', SVG, 'image/svg+xml', {}, 'Image file format svg not allowed'],
  ])('refuses %s, and stores nothing', async (_what, bytes, type, fields, message) => {
    const before = await readdir(path.join(folder, 'uploads', 'school-site')).catch(() => []);
    const { status, body } = await upload(bytes, type, fields);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
    expect(await readdir(path.join(folder, 'uploads', 'school-site')).catch(() => [])).toEqual(before);
  });

  it('stores an allowed file in the preset’s folder and serves it with its own type, never sniffed', async () => {
    const { status, body } = await upload(CHROMIUM_WEBP, 'image/webp');
    expect(status).toBe(200);
    expect(body.public_id).toMatch(/^school-site\/[0-9a-f-]{36}$/);
    const served = await fetch(new URL(body.secure_url, origin));
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(CHROMIUM_WEBP)).toBe(true);
  });
});

describe('npm run sweep-uploads', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** Dates a stored file as uploaded `days` ago. */
  const age = async (uploaded: Uploaded, days: number) => {
    const file = path.join(folder, 'uploads', ...new URL(uploaded.secure_url, origin).pathname.split('/').slice(-2));
    const then = new Date(Date.now() - days * DAY_MS);
    await utimes(file, then, then);
  };
  const listed = async () =>
    ((await (await adminApi('GET', 'resources/image/upload?prefix=school-site/&max_results=500')).json()) as { resources: Uploaded[] }).resources.map((resource) => resource.public_id);

  it('lists only the old files that no document references, removes only those, and keeps what a backup names', async () => {
    await clearFirestore();
    expect((await run('cloudinary-setup')).code).toBe(0);
    for (const file of await readdir(path.join(folder, 'uploads', 'school-site')).catch(() => [])) await rm(path.join(folder, 'uploads', 'school-site', file));

    const orphan = (await upload(CHROMIUM_WEBP, 'image/webp')).body;
    const used = (await upload(CHROMIUM_WEBP, 'image/webp')).body;
    const inProgress = (await upload(CHROMIUM_WEBP, 'image/webp')).body;
    const circular = (await upload(PDF, 'application/pdf', {}, LOCAL_RAW_UPLOAD_PATH)).body;
    const backedUp = (await upload(CHROMIUM_WEBP, 'image/webp')).body;
    for (const uploaded of [orphan, used, circular, backedUp]) await age(uploaded, 30);
    // A notice uses one picture and the PDF; another picture only a backup still names.
    await writeRaw([
      {
        path: 'announcements/uses-them',
        fields: {
          title: { stringValue: 'Sports Day' },
          imageUrls: { arrayValue: { values: [{ stringValue: used.secure_url }] } },
          attachments: { arrayValue: { values: [{ mapValue: { fields: { name: { stringValue: 'Circular' }, url: { stringValue: circular.secure_url } } } }] } },
        },
      },
      { path: 'trash/announcements~gone', fields: { item: { mapValue: { fields: { imageUrls: { arrayValue: { values: [{ stringValue: backedUp.secure_url }] } } } } } } },
    ]);
    const backup = path.join(folder, 'kept.json');
    expect((await runScript('backup', [backup])).code).toBe(0);
    await writeRaw([{ path: 'trash/announcements~gone', fields: { item: { mapValue: { fields: {} } } } }]);

    const listing = await run('sweep-uploads', ['--keep', backup]);
    expect(listing.code, listing.stderr).toBe(0);
    expect(listing.stdout).toContain(orphan.public_id);
    for (const kept of [used, inProgress, circular, backedUp]) expect(listing.stdout).not.toContain(kept.public_id);
    expect(listing.stdout).toContain('1 no document references');
    expect(listing.stdout).toContain('Nothing was removed');
    expect(await listed()).toContain(orphan.public_id);

    // Without the backup, the picture only it names is swept too; with every age, the upload in progress.
    const everything = await run('sweep-uploads', ['--older-than', '0']);
    for (const swept of [orphan, backedUp, inProgress]) expect(everything.stdout).toContain(swept.public_id);
    for (const kept of [used, circular]) expect(everything.stdout).not.toContain(kept.public_id);

    const removal = await run('sweep-uploads', ['--keep', backup, '--delete']);
    expect(removal.code, removal.stderr).toBe(0);
    expect(removal.stdout).toContain('Removed 1 of 1 uploads');
    const remaining = await listed();
    expect(remaining).not.toContain(orphan.public_id);
    for (const kept of [used, inProgress, backedUp]) expect(remaining).toContain(kept.public_id);
    expect((await fetch(new URL(orphan.secure_url, origin))).headers.get('content-type')).not.toBe('image/webp');
    // The list of what was removed was written first.
    const record = (await readdir(folder)).find((name) => name.startsWith('uploads-swept-'));
    expect(record).toBeDefined();
    expect(JSON.parse(await readFile(path.join(folder, record ?? ''), 'utf8'))).toEqual([expect.objectContaining({ public_id: orphan.public_id, resource_type: 'image' })]);
  });

  it('refuses a --keep file that is not a backup, and removes nothing', async () => {
    const result = await run('sweep-uploads', ['--keep', path.join(folder, 'missing.json'), '--delete']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was listed or removed');
  });
});
