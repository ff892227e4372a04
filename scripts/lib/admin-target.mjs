// Where the administration scripts (grant-admin, revoke-admin, backup, restore) work: the emulators by default, a
// real project when GOOGLE_APPLICATION_CREDENTIALS points at a service-account key and FIREBASE_PROJECT_ID (or
// VITE_FIREBASE_PROJECT_ID in .env) names the project. One place, so that every script targets the same way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { applicationDefault } from 'firebase-admin/app';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID, ROOT, emulatorAnswers } from './emulators.mjs';

const REAL_FIRESTORE = 'https://firestore.googleapis.com';

/** Prints one message and ends the script (2: it was called wrongly, 1: it could not do its work). */
export function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

const EMULATOR_VARIABLES = { auth: 'FIREBASE_AUTH_EMULATOR_HOST', firestore: 'FIRESTORE_EMULATOR_HOST' };
const EMULATOR_NAMES = { auth: 'Auth', firestore: 'Firestore' };

function realProjectTarget(services) {
  const projectId = process.env.FIREBASE_PROJECT_ID || process.env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    fail('GOOGLE_APPLICATION_CREDENTIALS is set, but no project: set FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID in .env).');
  }
  for (const service of services) {
    const variable = EMULATOR_VARIABLES[service];
    if (process.env[variable]) {
      fail(`${variable} is set, so this would go to the ${EMULATOR_NAMES[service]} emulator: unset it to change the real project.`);
    }
  }
  const credential = applicationDefault();
  return {
    projectId,
    where: `project ${projectId}`,
    emulator: false,
    appOptions: { credential, projectId },
    firestoreOrigin: REAL_FIRESTORE,
    /** An OAuth access token of the service account: it passes the security rules, as the Admin SDK does. */
    firestoreToken: async () => (await credential.getAccessToken()).access_token,
  };
}

async function emulatorTarget(services) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= AUTH_HOST;
  process.env.FIRESTORE_EMULATOR_HOST ||= FIRESTORE_HOST;
  for (const service of services) {
    const host = process.env[EMULATOR_VARIABLES[service]];
    if (!(await emulatorAnswers(host))) fail(`The ${EMULATOR_NAMES[service]} emulator is not running at ${host}. Start the emulators first: npm start`);
  }
  const projectId = process.env.GCLOUD_PROJECT || PROJECT_ID;
  const names = services.map((service) => EMULATOR_NAMES[service]).join(' and ');
  return {
    projectId,
    where: `the ${names} emulator${services.length > 1 ? 's' : ''} (${projectId})`,
    emulator: true,
    appOptions: { projectId },
    firestoreOrigin: `http://${process.env.FIRESTORE_EMULATOR_HOST}`,
    /** The emulator's `owner` token passes the security rules. */
    firestoreToken: async () => 'owner',
  };
}

/**
 * The project a script works on, for the services it uses ('auth', 'firestore'). Ends the script with a clear
 * message when the emulators it needs are not running or the real project is half configured.
 * @param {readonly ('auth' | 'firestore')[]} services
 */
export async function adminTarget(services) {
  loadDotEnv();
  return process.env.GOOGLE_APPLICATION_CREDENTIALS ? realProjectTarget(services) : emulatorTarget(services);
}
