// Shared set-up of the security-rules suites: one test environment against the Firestore emulator loading
// firestore.rules, the three kinds of caller, and seeding with the rules switched off.
import { readFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { assertFails, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection, doc, getDoc, serverTimestamp, setDoc as setDocument, setLogLevel, writeBatch, type CollectionReference,
  type DocumentData, type DocumentReference, type Firestore, type UpdateData,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type * as RulesMutations from '../../scripts/lib/rules-mutations.mjs';
import type { CoverageRecord, CoverageSummary } from '../../scripts/lib/rules-mutations.mjs';

// The SDK logs every refused write as a warning; refusals are what half of these tests expect.
setLogLevel('error');

/** The emulator's project; npm run test:rules-mutations gives each of its workers one of its own (RULES_PROJECT_ID). */
export const PROJECT_ID = process.env.RULES_PROJECT_ID ?? 'demo-school-site';

/**
 * The rules under test and the emulator that runs them: firestore.rules on 127.0.0.1:8080 unless RULES_FILE or
 * FIRESTORE_EMULATOR_HOST say otherwise (npm run test:rules-mutations runs these suites against loosened rules).
 * Each file loads the rules as it starts, unless RULES_PRELOADED says the caller has loaded them (the mutation run
 * loads each mutant once for all the files that try it: a load takes about half a second).
 */
const RULES_FILE = process.env.RULES_FILE ?? 'firestore.rules';
const [HOST = '127.0.0.1', PORT = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: Number(PORT), ...(!process.env.RULES_PRELOADED && { rules: readFileSync(RULES_FILE, 'utf8') }) },
  });
}

/** Starts the environment for the test file and empties the emulator before each test; call at top level. */
export function rulesEnvironmentForFile(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  if (process.env.RULES_COVERAGE_PER_TEST) keepCoveragePerTest();
  return () => {
    if (!env) throw new Error('The rules test environment has not started.');
    return env;
  };
}

declare module 'vitest' {
  interface TaskMeta {
    /** What the test (with its hooks) added to the emulator's rule coverage: see keepCoveragePerTest. */
    ruleCoverage?: CoverageRecord;
    /** How long reading it took, in seconds: part of the test's duration that grows with the report, not the test. */
    coverageSeconds?: number;
  }
}

/**
 * For npm run test:rules-mutations only (it sets RULES_COVERAGE_PER_TEST): after each test, what the test added to
 * the emulator's rule coverage (which counts since the file loaded the rules), kept in the test's meta. That tells
 * the script which tests can notice each loosened check, so it runs those tests rather than whole files.
 */
function keepCoveragePerTest() {
  let lib: typeof RulesMutations;
  let session: ClientHttp2Session;
  let before: CoverageSummary;
  let matchedEnds: Set<number>;
  beforeAll(async () => {
    lib = await import('../../scripts/lib/rules-mutations.mjs');
    matchedEnds = lib.matchedTextEnds(readFileSync(RULES_FILE, 'utf8'));
    session = connect(`http://${HOST}:${PORT}`);
    before = lib.coverageSummary([]);
  });
  afterAll(() => {
    session.close();
  });
  afterEach(async ({ task }) => {
    const started = performance.now();
    const message = await lib.ruleCoverageMessage(`${HOST}:${PORT}`, PROJECT_ID, session);
    const after = lib.coverageSummary(lib.coverageExpressionsOfMessage(message, matchedEnds), matchedEnds);
    task.meta.ruleCoverage = lib.coverageGained(before, after);
    before = after;
    // The report holds every distinct value each expression took since the rules were loaded, so it grows with each
    // test, and so does the time to read it: past a size, loading the same rules again empties it.
    if (message.length > RESET_SIZE) {
      const content = readFileSync(RULES_FILE, 'utf8');
      const reloaded = await fetch(`http://${HOST}:${PORT}/emulator/v1/projects/${PROJECT_ID}:securityRules`, { method: 'PUT', body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }) });
      if (!reloaded.ok) throw new Error(`Loading the rules again: ${reloaded.status}`);
      before = lib.coverageSummary([]);
    }
    task.meta.coverageSeconds = (performance.now() - started) / 1000;
  });
}
/** The size of the coverage report (bytes) past which keepCoveragePerTest empties it: measured, near the quickest. */
const RESET_SIZE = 2_000_000;

export type Role = 'anonymous' | 'staff' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'staff', 'admin'];

/**
 * The context's Firestore is the compat instance; the modular functions accept it (they unwrap it), only its
 * declared type differs.
 */
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** A visitor, a signed-in user without the claim (the demo staff account), or an administrator. */
export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  if (role === 'anonymous') return modular(env.unauthenticatedContext());
  if (role === 'staff') return modular(env.authenticatedContext('staff', { email: STAFF_EMAIL }));
  return modular(env.authenticatedContext('admin', { admin: true, email: ADMIN_EMAIL }));
}

export const ADMIN_EMAIL = 'admin@demo.school';
export const STAFF_EMAIL = 'staff@demo.school';

/** The content type an activity entry or a trashed item gives a document: its collection's id. */
export const typeOf = (reference: DocumentReference): string => reference.parent.id;

/** An activity entry as the admin area writes it beside a change (its time the server's, its author the caller). */
export function activityEntry(reference: DocumentReference, action: string, by: string = ADMIN_EMAIL): DocumentData {
  return { at: serverTimestamp(), by, type: typeOf(reference), itemId: reference.id, title: 'A change', action };
}

const newEntry = (db: Firestore) => doc(collection(db, 'activity'));

/*
 * The writes of the admin area: every create and update carries its activity entry in the same batch, every delete
 * puts the item in the trash with the entry of the deletion. The suites write through these, so that a write they
 * expect refused is refused for what it holds, not for a missing entry (the entries name the administrator, so a
 * caller without the claim is refused at the entry too); tests/rules/changeHistory.test.ts writes without them.
 */
export async function setDoc(reference: DocumentReference, data: DocumentData, action = 'edit'): Promise<void> {
  const batch = writeBatch(reference.firestore);
  const entry = newEntry(reference.firestore);
  batch.set(entry, activityEntry(reference, action));
  batch.set(reference, { ...data, lastActivity: entry.id });
  await batch.commit();
}

export async function updateDoc(reference: DocumentReference, data: UpdateData<DocumentData>, action = 'edit'): Promise<void> {
  const batch = writeBatch(reference.firestore);
  const entry = newEntry(reference.firestore);
  batch.set(entry, activityEntry(reference, action));
  batch.update(reference, { ...data, lastActivity: entry.id });
  await batch.commit();
}

export async function addDoc(parent: CollectionReference, data: DocumentData): Promise<DocumentReference> {
  const reference = doc(parent);
  await setDoc(reference, data, 'add');
  return reference;
}

/** The trashed copy of `item`, stored at `reference`, as the admin area writes it beside its deletion (logged as `entryId`). */
export function trashedCopy(reference: DocumentReference, item: DocumentData, entryId: string): DocumentData {
  return { type: typeOf(reference), itemId: reference.id, path: reference.path, title: 'A deleted item', item, deletedAt: serverTimestamp(), deletedBy: ADMIN_EMAIL, activity: entryId };
}

/** Deletes the document, keeping it whole in the trash (trash/<type>~<id>) as the admin area does. */
export async function deleteDoc(reference: DocumentReference): Promise<void> {
  const stored = await getDoc(reference);
  const batch = writeBatch(reference.firestore);
  const entry = newEntry(reference.firestore);
  batch.set(entry, activityEntry(reference, 'delete'));
  batch.set(doc(reference.firestore, 'trash', `${typeOf(reference)}~${reference.id}`), trashedCopy(reference, stored.data() ?? {}, entry.id));
  batch.delete(reference);
  await batch.commit();
}

/** Writes documents as they are, bypassing the rules (fixtures and legacy data). */
export async function seed(env: RulesTestEnvironment, documents: readonly { path: string; data: DocumentData }[]) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    for (const { path, data } of documents) await setDocument(doc(db, path), data);
  });
}

/** Creating the document as `db` is refused, and so is replacing an existing valid one with it (an update). */
export async function expectRefused(env: RulesTestEnvironment, db: Firestore, path: string, data: DocumentData, existing: DocumentData) {
  await assertFails(setDoc(doc(db, path), data));
  await seed(env, [{ path, data: existing }]);
  await assertFails(setDoc(doc(db, path), data));
}

/**
 * Runs `structuredQuery` (https://firebase.google.com/docs/firestore/reference/rest/v1/StructuredQuery) over the REST
 * API as the public pages do (src/lib/firestoreRest.ts): without credentials, as a visitor. The answer's HTTP status,
 * and the ids of the documents it returned in their order.
 */
export async function visitorRestQuery(structuredQuery: object): Promise<{ status: number; ids: string[] }> {
  const response = await fetch(`http://${HOST}:${PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) return { status: response.status, ids: [] };
  const results = (await response.json()) as { document?: { name: string } }[];
  return { status: response.status, ids: results.flatMap(({ document }) => (document ? [document.name.slice(document.name.lastIndexOf('/') + 1)] : [])) };
}

/**
 * A visitor's REST read of the document at `path` (as src/lib/firestoreRest.ts asks), now or as it was at `readTime`
 * (the REST API keeps earlier versions for an hour): the HTTP status, the error's status, and the title read.
 */
export async function visitorRestGet(path: string, readTime?: string): Promise<{ status: number; answer: string; title?: string }> {
  const response = await fetch(`http://${HOST}:${PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: [`projects/${PROJECT_ID}/databases/(default)/documents/${path}`], ...(readTime && { readTime }) }),
  });
  const body = (await response.json()) as { error?: { status?: string } } | { found?: { fields?: { title?: { stringValue?: string } } } }[];
  if (!Array.isArray(body)) return { status: response.status, answer: body.error?.status ?? 'UNKNOWN' };
  const title = body[0]?.found?.fields?.title?.stringValue;
  return { status: response.status, answer: 'OK', ...(title !== undefined && { title }) };
}

/** Writes `fields` (REST values) at `path` as the emulator's owner, past the rules; resolves to the version's time. */
export async function writeAsOwner(path: string, fields: object): Promise<string> {
  const response = await fetch(`http://${HOST}:${PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields }),
  });
  const body = (await response.json()) as { updateTime?: string };
  if (!response.ok || !body.updateTime) throw new Error(`Could not write ${path}: ${response.status}`);
  return body.updateTime;
}
