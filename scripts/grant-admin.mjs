// `npm run grant-admin -- <email>`: gives an existing user the `admin` custom claim, the only thing that makes
// someone an administrator of the site.
// Against the Auth emulator by default. Against a real project when GOOGLE_APPLICATION_CREDENTIALS points at a
// service-account key and FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID in .env) names the project.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminTarget, fail } from './lib/admin-target.mjs';
import { userByEmail } from './lib/admin-users.mjs';

async function main() {
  const email = process.argv[2]?.trim();
  if (!email) fail('Usage: npm run grant-admin -- <email>', 2);
  const target = await adminTarget(['auth']);
  const auth = getAuth(initializeApp(target.appOptions));

  const user = await userByEmail(auth, email);
  if (!user) fail(`No user with email ${email} in ${target.where}. Ask them to sign in once / create the user first.`);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(`${email} is now an administrator in ${target.where}.`);
  console.log('They must sign out and sign in again to use it (or wait up to an hour for their sign-in to refresh).');
}

try {
  await main();
} catch (error) {
  fail(`Could not grant the admin claim: ${error.message}`);
}
