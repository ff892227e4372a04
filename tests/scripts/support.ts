/**
 * Shared setup of the script tests: the administration scripts run as the operator runs them (`node
 * scripts/<name>.mjs`), against the emulators that `firebase emulators:exec` started. The hosts come from the
 * variables it sets (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), so the suite also runs on other ports.
 * What the tests check is read straight from the emulators' REST APIs, not through the scripts' own code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-school-site';

// Never let these tests clear or write a real project.
if (!PROJECT_ID.startsWith('demo-')) throw new Error(`The script tests run only against a demo- project on the emulators, not "${PROJECT_ID}".`);

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DOCUMENTS_ROOT = `projects/${PROJECT_ID}/databases/(default)/documents`;
const DOCUMENTS = `http://${FIRESTORE_HOST}/v1/${DOCUMENTS_ROOT}`;

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node scripts/<script>.mjs <args>` against the emulators, whatever the developer's shell or .env says; with
 * `env`'s variables added, in `cwd` (the repository unless given).
 */
export function runScript(script: string, args: readonly string[], options: { env?: Record<string, string>; cwd?: string } = {}): Promise<ScriptResult> {
  const env = {
    ...process.env,
    GOOGLE_APPLICATION_CREDENTIALS: '',
    FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
    GCLOUD_PROJECT: PROJECT_ID,
    ...options.env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], { cwd: options.cwd ?? ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Deletes every document of the emulator's database. */
export async function clearFirestore(): Promise<void> {
  await ok(await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' }), 'Clearing Firestore');
}

/** Deletes every account of the Auth emulator. */
export async function clearAuth(): Promise<void> {
  await ok(await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }), 'Clearing Auth');
}

/** A Firestore REST value, exactly as the API sends it: the key names the type. */
export type WireFields = Record<string, unknown>;

/** Writes documents whole, past the security rules (the emulator's owner token). */
export async function writeRaw(documents: readonly { path: string; fields: WireFields }[]): Promise<void> {
  const writes = documents.map(({ path: documentPath, fields }) => ({ update: { name: `${DOCUMENTS_ROOT}/${documentPath}`, fields } }));
  await ok(
    await fetch(`${DOCUMENTS}:commit`, { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ writes }) }),
    'Writing documents',
  );
}

export async function deleteRaw(documentPath: string): Promise<void> {
  await ok(await fetch(`${DOCUMENTS}/${documentPath}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } }), `Deleting ${documentPath}`);
}

/**
 * Every document of the database, at any depth, as path -> fields in the API's typed JSON. Read with one query over
 * all collections (a kindless query), independently of how the backup script walks them.
 */
export async function dumpDatabase(): Promise<Map<string, WireFields>> {
  const response = await ok(
    await fetch(`${DOCUMENTS}:runQuery`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    }),
    'Reading every document',
  );
  const results = (await response.json()) as { document?: { name: string; fields?: WireFields } }[];
  const dump = new Map<string, WireFields>();
  for (const { document } of results) {
    if (document) dump.set(document.name.slice(DOCUMENTS_ROOT.length + 1), document.fields ?? {});
  }
  return dump;
}

/**
 * The HTTP status of reading the activity log (what only an administrator whose sign-in is not revoked may read) with
 * `idToken`: 200 for an administrator, 403 for anyone else.
 */
export async function readActivityAs(idToken: string): Promise<number> {
  const response = await fetch(`${DOCUMENTS}/activity`, { headers: { Authorization: `Bearer ${idToken}` } });
  return response.status;
}
