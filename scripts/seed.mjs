// `npm run seed`: writes the demo content and the two demo accounts into the running emulators.
// Idempotent: seeded documents are overwritten by id, documents an administrator added are left alone.
// Documents go through the Firestore emulator's REST API with its `owner` token, which passes the security rules
// (the seed stores a few shapes the rules refuse on purpose): `firebase-admin/firestore` needs the optional
// `@google-cloud/firestore`, which npm skips on Node 20 because it requires Node 22.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { fail } from './lib/admin-target.mjs';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID, emulatorAnswers } from './lib/emulators.mjs';
import { DEMO_ACCOUNTS, seedDocuments } from './seed/data.mjs';

const BATCH_LIMIT = 500;


/** The project to seed: only a `demo-` project, which can never be a real one. */
function demoProjectId() {
  const projectId = process.env.GCLOUD_PROJECT || process.env.FIREBASE_PROJECT_ID || PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    fail(`Refusing to seed "${projectId}": the seed only writes into a demo- project on the emulators (default ${PROJECT_ID}).`);
  }
  return projectId;
}

async function requireEmulators() {
  const hosts = [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST];
  const results = await Promise.all(hosts.map(emulatorAnswers));
  if (results.includes(false)) fail(`The emulators are not running at ${hosts.join(' and ')}. Start the emulators first: npm start`);
}

/** A JavaScript value as a Firestore REST value; a Date is a timestamp. */
function encode(value) {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  switch (typeof value) {
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    default:
      return { mapValue: { fields: encodeFields(value) } };
  }
}

function encodeFields(data) {
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, encode(value)]));
}

/** Replaces each document whole (an update without a field mask), in atomic batches. */
async function writeDocuments(projectId, documents) {
  const database = `projects/${projectId}/databases/(default)`;
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${database}/documents:commit`;
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const writes = documents
      .slice(start, start + BATCH_LIMIT)
      .map(({ path, data }) => ({ update: { name: `${database}/documents/${path}`, fields: encodeFields(data) } }));
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Firestore emulator answered ${response.status}: ${await response.text()}`);
  }
}

/** Creates the account or resets it to the demo password, then sets exactly the demo claims. */
async function upsertAccount(auth, { email, password, displayName, admin }) {
  const profile = { email, password, displayName, emailVerified: true, disabled: false };
  let uid;
  try {
    ({ uid } = await auth.getUserByEmail(email));
    await auth.updateUser(uid, profile);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    ({ uid } = await auth.createUser(profile));
  }
  await auth.setCustomUserClaims(uid, admin ? { admin: true } : null);
}

function countByCollection(documents) {
  const counts = new Map();
  for (const { path } of documents) {
    const collection = path.split('/').slice(0, -1).join('/');
    counts.set(collection, (counts.get(collection) ?? 0) + 1);
  }
  return [...counts].map(([collection, count]) => `${collection} ${count}`).join(', ');
}

async function main() {
  process.env.FIRESTORE_EMULATOR_HOST ||= FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= AUTH_HOST;
  const projectId = demoProjectId();
  await requireEmulators();

  const documents = seedDocuments();
  await writeDocuments(projectId, documents);
  const auth = getAuth(initializeApp({ projectId }));
  for (const account of DEMO_ACCOUNTS) await upsertAccount(auth, account);

  console.log(`Seeded ${documents.length} documents into ${projectId}: ${countByCollection(documents)}.`);
  for (const { email, password, admin } of DEMO_ACCOUNTS) {
    console.log(`  ${email} / ${password}${admin ? ' (administrator)' : ' (signed in, not an administrator)'}`);
  }
}

try {
  await main();
} catch (error) {
  fail(`Seeding failed: ${error.message}`);
}
