/**
 * Shared setup of the service tests: clearing the emulators' data, raw fixtures written past the security rules
 * (legacy and malformed shapes included), test accounts through the Admin SDK, and sign-in through the app's own
 * `auth()` so that the services' writes carry a real ID token through `firestore.rules`.
 *
 * Raw documents go through the Firestore emulator's REST API with the `owner` token, which bypasses the rules:
 * `firebase-admin/firestore` needs the optional `@google-cloud/firestore`, which npm skips on Node 20 (it
 * requires Node 22), while `firebase-admin/auth` works.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { vi } from 'vitest';
import { auth } from '@/lib/auth';
import { configResult } from '@/lib/config';

export const PROJECT_ID = 'demo-school-site';
const FIRESTORE_HOST = '127.0.0.1:8080';
const AUTH_HOST = '127.0.0.1:9099';

process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;

// Never let these tests clear or write a real project: they need the app itself pointed at the emulators.
if (!configResult.ok || !configResult.config.useEmulators || configResult.config.firebase.projectId !== PROJECT_ID) {
  throw new Error(`The service tests need the app configured for the emulators (project ${PROJECT_ID}); unset the VITE_FIREBASE_* variables.`);
}

export const ADMIN = { email: 'services-admin@test.school', password: 'services-admin-pass' };
export const STAFF = { email: 'services-staff@test.school', password: 'services-staff-pass' };

let app: App | undefined;

function adminApp(): App {
  app ??= initializeApp({ projectId: PROJECT_ID }, `service-tests-${process.pid}`);
  return app;
}

const DOCUMENTS = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Deletes every document of the emulator's default database. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status} ${await response.text()}`);
}

/** A stored field value: Date stands for a Firestore timestamp. */
export type RawValue = string | number | boolean | null | Date | RawValue[] | { [field: string]: RawValue };
export type RawDocument = Record<string, RawValue>;

type WireValue =
  | { stringValue: string } | { integerValue: string } | { doubleValue: number } | { booleanValue: boolean }
  | { nullValue: null } | { timestampValue: string } | { arrayValue: { values?: WireValue[] } }
  | { mapValue: { fields?: Record<string, WireValue> } };

function encode(value: RawValue): WireValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  switch (typeof value) {
    case 'string': return { stringValue: value };
    case 'boolean': return { booleanValue: value };
    case 'number': return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    default: return { mapValue: { fields: encodeFields(value) } };
  }
}

function encodeFields(data: Record<string, RawValue>): Record<string, WireValue> {
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, encode(value)]));
}

function decode(value: WireValue): RawValue {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  throw new Error(`Unexpected stored value ${JSON.stringify(value)}`);
}

function decodeFields(fields: Record<string, WireValue>): RawDocument {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, decode(value)]));
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Stores a document as is, bypassing the rules (legacy and malformed shapes included). */
export async function putRaw(path: string, data: RawDocument): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: encodeFields(data) }) });
  if (!response.ok) throw new Error(`Storing ${path} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document of a collection (their sub-collections stay), bypassing the rules. */
export async function deleteRawCollection(path: string): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/${path}?pageSize=1000`, { headers: OWNER });
  if (!response.ok) throw new Error(`Listing ${path} failed: ${response.status} ${await response.text()}`);
  const { documents = [] } = (await response.json()) as { documents?: { name: string }[] };
  for (const { name } of documents) {
    const deleted = await fetch(`http://${FIRESTORE_HOST}/v1/${name}`, { method: 'DELETE', headers: OWNER });
    if (!deleted.ok) throw new Error(`Deleting ${name} failed: ${deleted.status} ${await deleted.text()}`);
  }
}

/** The stored fields of a document (timestamps as Date), or undefined when it does not exist. */
export async function getRaw(path: string): Promise<RawDocument | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Reading ${path} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, WireValue> };
  return decodeFields(body.fields ?? {});
}

/**
 * A stored document without its `lastActivity`, once that is shown to name an activity entry about this document by
 * the test administrator, with the action `action`: every change of content is logged (src/lib/activityLog.ts).
 */
export async function getLogged(path: string, action: string): Promise<RawDocument | undefined> {
  const stored = await getRaw(path);
  if (!stored) return undefined;
  const { lastActivity, ...content } = stored;
  if (typeof lastActivity !== 'string') throw new Error(`${path} names no activity entry (lastActivity: ${String(lastActivity)}).`);
  const entry = await getRaw(`activity/${lastActivity}`);
  const segments = path.split('/');
  const expected = { by: ADMIN.email, type: segments.at(-2), itemId: segments.at(-1), action };
  const found = { by: entry?.by, type: entry?.type, itemId: entry?.itemId, action: entry?.action };
  if (JSON.stringify(found) !== JSON.stringify(expected)) throw new Error(`The activity entry of ${path} is ${JSON.stringify(found)}, not ${JSON.stringify(expected)}.`);
  return content;
}

async function ensureUser(account: { email: string; password: string }, claims: Record<string, unknown> | null): Promise<void> {
  const users = adminAuth(adminApp());
  const existing = await users.getUserByEmail(account.email).catch((error: unknown) => {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const uid = existing
    ? (await users.updateUser(existing.uid, { password: account.password })).uid
    : (await users.createUser({ email: account.email, password: account.password })).uid;
  await users.setCustomUserClaims(uid, claims);
}

/** Signs the app in as an administrator (custom claim `admin: true`), with a fresh ID token. */
export async function signInAsAdmin(): Promise<void> {
  await ensureUser(ADMIN, { admin: true });
  const credential = await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
  const token = await credential.user.getIdTokenResult(true);
  if (token.claims.admin !== true) throw new Error('The test administrator has no admin claim in its ID token.');
}

/** Signs the app in as a user without the admin claim. */
export async function signInAsStaff(): Promise<void> {
  await ensureUser(STAFF, null);
  await signInWithEmailAndPassword(auth(), STAFF.email, STAFF.password);
}

export async function signOutUser(): Promise<void> {
  await signOut(auth());
}

/** Closes the Admin SDK app so that the test worker can exit. */
export async function closeEmulatorClients(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** The Firestore error code of a rejected promise (`permission-denied`, ...). */
export async function rejectionCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded.');
}

/** Silences and records console output of one kind for the duration of a test. */
export function spyOnConsole(method: 'error' | 'warn') {
  return vi.spyOn(console, method).mockImplementation(() => {});
}

/** What an admin's editor opens: the item as `list` read it, and its last change (see `updateChangedFields`). */
export async function openedIn<T extends { id: string; updatedAt: Date | null }>(list: Promise<T[]>, id: string): Promise<{ item: T; updatedAt: Date | null }> {
  const item = (await list).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item ${id} in the list.`);
  return { item, updatedAt: item.updatedAt };
}
