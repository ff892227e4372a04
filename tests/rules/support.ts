// Shared set-up of the security-rules suites: one test environment against the Firestore emulator loading
// firestore.rules, the three kinds of caller, and seeding with the rules switched off.
import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// The SDK logs every refused write as a warning; refusals are what half of these tests expect.
setLogLevel('error');

export const PROJECT_ID = 'demo-school-site';

/**
 * The rules under test and the emulator that runs them: firestore.rules on 127.0.0.1:8080 unless RULES_FILE or
 * FIRESTORE_EMULATOR_HOST say otherwise (npm run test:rules-mutations runs these suites against loosened rules).
 */
const RULES_FILE = process.env.RULES_FILE ?? 'firestore.rules';
const [HOST = '127.0.0.1', PORT = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: Number(PORT), rules: readFileSync(RULES_FILE, 'utf8') },
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
  return () => {
    if (!env) throw new Error('The rules test environment has not started.');
    return env;
  };
}

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
  if (role === 'staff') return modular(env.authenticatedContext('staff', {}));
  return modular(env.authenticatedContext('admin', { admin: true }));
}

/** Writes documents as they are, bypassing the rules (fixtures and legacy data). */
export async function seed(env: RulesTestEnvironment, documents: readonly { path: string; data: DocumentData }[]) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    for (const { path, data } of documents) await setDoc(doc(db, path), data);
  });
}

/** Creating the document as `db` is refused, and so is replacing an existing valid one with it (an update). */
export async function expectRefused(env: RulesTestEnvironment, db: Firestore, path: string, data: DocumentData, existing: DocumentData) {
  await assertFails(setDoc(doc(db, path), data));
  await seed(env, [{ path, data: existing }]);
  await assertFails(setDoc(doc(db, path), data));
}
