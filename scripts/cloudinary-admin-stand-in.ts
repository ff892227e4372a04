/**
 * The part of Cloudinary's Admin API that `npm run cloudinary-setup` and `npm run sweep-uploads` use, answered by the
 * local upload stand-in under `/__cloudinary/v1_1/<cloud>/` (any cloud name, key and secret; HTTP Basic auth as the
 * SDK sends it), so that the scripts run against `npm start` as they run against Cloudinary:
 * - `GET|PUT upload_presets/<name>`, `POST upload_presets`: the upload presets, kept in `presets.json` of the
 *   stand-in's folder; the upload endpoint enforces them (local-upload-plugin.ts);
 * - `GET resources/<image|raw>/upload?prefix=`: the stored files, read from the folder itself;
 * - `DELETE resources/<image|raw>/upload` with `public_ids[]`: removes them.
 * Answers and errors have Cloudinary's shapes: `{ error: { message } }` with its status codes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export const ADMIN_API_PATH = '/__cloudinary/v1_1/';
/** Where the stand-in serves stored files: `<FILES_PATH><public id>.<format>`. */
export const FILES_PATH = '/__local-upload/files/';

export interface UploadPreset {
  name: string;
  unsigned: boolean;
  settings: Record<string, string | boolean>;
}

const BOOLEAN_SETTINGS = new Set(['disallow_public_id', 'use_filename', 'unique_filename', 'overwrite', 'use_asset_folder_as_public_id_prefix']);
const STRING_SETTINGS = new Set(['allowed_formats', 'folder', 'asset_folder', 'public_id_prefix']);
const truthy = (value: string | null): boolean => value === 'true' || value === '1';

/** A stored file: `<uuid>.<format>` in its folder. Its public id is `<folder>/<uuid>`, with `.pdf` for a raw file (as Cloudinary names raw files). */
const FILE_NAME = /^([0-9a-f-]{36})\.([a-z]+)$/;
/** A folder name as the preset gives it: letters, digits, `_` and `-`. */
const FOLDER_NAME = /^[A-Za-z0-9_-]+$/;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

const sendError = (res: ServerResponse, status: number, message: string) => {
  res.setHeader('X-Cld-Error', message);
  sendJson(res, status, { error: { message } });
};

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new Error('The request is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in's presets, by name: none before the first is set up. (A folder it cannot read is an error.) */
export async function readPresets(folder: string): Promise<Record<string, UploadPreset>> {
  try {
    return JSON.parse(await readFile(path.join(folder, 'presets.json'), 'utf8')) as Record<string, UploadPreset>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function writePresets(folder: string, presets: Record<string, UploadPreset>): Promise<void> {
  await mkdir(folder, { recursive: true });
  // Written whole to a new file and renamed: a reader never sees half of it.
  const file = path.join(folder, 'presets.json');
  const next = `${file}.${randomUUID()}`;
  await writeFile(next, JSON.stringify(presets, null, 2));
  await rename(next, file);
}

/** A preset's settings as sent (form-encoded by the SDK), over `before`'s. */
function presetFrom(name: string, form: URLSearchParams, before?: UploadPreset): UploadPreset {
  const settings: Record<string, string | boolean> = { ...before?.settings };
  for (const [key, value] of form) {
    if (BOOLEAN_SETTINGS.has(key)) settings[key] = truthy(value);
    else if (STRING_SETTINGS.has(key)) settings[key] = value;
  }
  return { name, unsigned: form.has('unsigned') ? truthy(form.get('unsigned')) : (before?.unsigned ?? false), settings };
}

export interface StoredResource {
  public_id: string;
  format: string;
  resource_type: 'image' | 'raw';
  type: 'upload';
  bytes: number;
  created_at: string;
  secure_url: string;
  asset_folder: string;
}

/** Every file the stand-in stores in its folders (not the older uploads at its top, which have no folder). */
async function storedResources(folder: string): Promise<StoredResource[]> {
  const resources: StoredResource[] = [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !FOLDER_NAME.test(entry.name)) continue;
    for (const file of await readdir(path.join(folder, entry.name))) {
      const match = FILE_NAME.exec(file);
      if (!match) continue;
      const [, id, format] = match as unknown as [string, string, string];
      const info = await stat(path.join(folder, entry.name, file));
      const raw = format === 'pdf';
      resources.push({
        public_id: `${entry.name}/${id}${raw ? '.pdf' : ''}`,
        format,
        resource_type: raw ? 'raw' : 'image',
        type: 'upload',
        bytes: info.size,
        created_at: info.mtime.toISOString(),
        secure_url: `${FILES_PATH}${entry.name}/${file}`,
        asset_folder: entry.name,
      });
    }
  }
  return resources.sort((a, b) => a.public_id.localeCompare(b.public_id));
}

/** The file of a stored resource's public id, or null when the id names none the stand-in could hold. */
function fileOf(folder: string, publicId: string, resourceType: string): string | null {
  const [assetFolder, name, ...rest] = publicId.split('/');
  if (rest.length > 0 || !assetFolder || !name || !FOLDER_NAME.test(assetFolder)) return null;
  const id = resourceType === 'raw' ? name.replace(/\.pdf$/, '') : name;
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return path.join(folder, assetFolder, id);
}

const PAGE_SIZE_MAX = 500;

async function listResources(res: ServerResponse, folder: string, resourceType: string, query: URLSearchParams): Promise<void> {
  const prefix = query.get('prefix') ?? '';
  const max = Math.min(Number(query.get('max_results') ?? 10) || 10, PAGE_SIZE_MAX);
  const start = Number(query.get('next_cursor') ?? 0) || 0;
  const all = (await storedResources(folder)).filter((resource) => resource.resource_type === resourceType && resource.public_id.startsWith(prefix));
  const page = all.slice(start, start + max);
  sendJson(res, 200, { resources: page, ...(start + max < all.length && { next_cursor: String(start + max) }) });
}

async function deleteResources(res: ServerResponse, folder: string, resourceType: string, form: URLSearchParams): Promise<void> {
  const ids = form.getAll('public_ids[]');
  if (ids.length === 0) return sendError(res, 400, 'Must specify public_ids, prefix or all');
  if (ids.length > 100) return sendError(res, 400, 'Too many public_ids: at most 100 per request');
  const stored = new Set((await storedResources(folder)).filter((resource) => resource.resource_type === resourceType).map((resource) => resource.public_id));
  const deleted: Record<string, string> = {};
  for (const id of ids) {
    const file = fileOf(folder, id, resourceType);
    if (!file || !stored.has(id)) {
      deleted[id] = 'not_found';
      continue;
    }
    const format = (await readdir(path.dirname(file))).find((name) => name.startsWith(`${path.basename(file)}.`));
    if (format) await rm(path.join(path.dirname(file), format));
    deleted[id] = 'deleted';
  }
  sendJson(res, 200, { deleted, partial: false });
}

/** Answers a request to `/__cloudinary/...`; false when the address is not the Admin API's. */
export async function answerAdminApi(req: IncomingMessage, res: ServerResponse, folder: string): Promise<boolean> {
  const url = new URL(req.url ?? '', 'http://stand-in');
  if (!url.pathname.startsWith(ADMIN_API_PATH)) return false;
  if (!req.headers.authorization?.startsWith('Basic ')) {
    sendError(res, 401, 'Must supply api_key');
    return true;
  }
  // <cloud>/<what...>
  const [, ...what] = url.pathname.slice(ADMIN_API_PATH.length).split('/').map(decodeURIComponent);
  const method = req.method ?? 'GET';
  const form = method === 'GET' ? url.searchParams : new URLSearchParams(await readText(req));
  const presets = await readPresets(folder);

  if (what[0] === 'upload_presets') {
    const name = what[1];
    if (name === undefined && method === 'POST') {
      const created = form.get('name') || randomUUID().slice(0, 8);
      presets[created] = presetFrom(created, form);
      await writePresets(folder, presets);
      sendJson(res, 200, { message: 'created', name: created });
      return true;
    }
    const preset = name === undefined ? undefined : presets[name];
    if (!preset || name === undefined) {
      sendError(res, 404, `Upload preset ${name ?? ''} not found`);
      return true;
    }
    if (method === 'GET') sendJson(res, 200, preset);
    else if (method === 'PUT') {
      presets[name] = presetFrom(name, form, preset);
      await writePresets(folder, presets);
      sendJson(res, 200, { message: 'updated' });
    } else sendError(res, 404, 'Not found');
    return true;
  }
  const [kind, resourceType, type] = what;
  if (kind === 'resources' && (resourceType === 'image' || resourceType === 'raw') && type === 'upload') {
    if (method === 'GET') await listResources(res, folder, resourceType, form);
    else if (method === 'DELETE') await deleteResources(res, folder, resourceType, form);
    else sendError(res, 404, 'Not found');
    return true;
  }
  sendError(res, 404, 'Not found');
  return true;
}
