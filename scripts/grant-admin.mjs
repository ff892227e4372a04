// `npm run grant-admin -- <email>`: gives an existing user the `admin` custom claim, the only thing that makes
// someone an administrator of the site.
// Against the Auth emulator by default. Against a real project when GOOGLE_APPLICATION_CREDENTIALS points at a
// service-account key and FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID in .env) names the project.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AUTH_HOST, PROJECT_ID, ROOT } from './lib/emulators.mjs';

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

function realProjectTarget() {
  const projectId = process.env.FIREBASE_PROJECT_ID || process.env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    fail('GOOGLE_APPLICATION_CREDENTIALS is set, but no project: set FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID in .env).');
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    fail('FIREBASE_AUTH_EMULATOR_HOST is set, so the claim would go to the emulator: unset it to change the real project.');
  }
  return { options: { credential: applicationDefault(), projectId }, where: `project ${projectId}` };
}

async function emulatorTarget() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= AUTH_HOST;
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    fail(`The Auth emulator is not running at ${host}. Start the emulators first: npm start`);
  }
  const projectId = process.env.GCLOUD_PROJECT || PROJECT_ID;
  return { options: { projectId }, where: `the Auth emulator (${projectId})` };
}

async function main() {
  const email = process.argv[2]?.trim();
  if (!email) fail('Usage: npm run grant-admin -- <email>', 2);
  loadDotEnv();
  const target = process.env.GOOGLE_APPLICATION_CREDENTIALS ? realProjectTarget() : await emulatorTarget();
  const auth = getAuth(initializeApp(target.options));

  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (error.code === 'auth/user-not-found') fail(`No user with email ${email}. Ask them to sign in once / create the user first.`);
    throw error;
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(`${email} is now an administrator in ${target.where}.`);
  console.log('They must sign out and sign in again to use it (or wait up to an hour for their sign-in to refresh).');
}

try {
  await main();
} catch (error) {
  fail(`Could not grant the admin claim: ${error.message}`);
}
