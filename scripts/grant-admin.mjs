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
  // The admin area refreshes the sign-in's token each time it is opened (src/features/auth/authService.ts), so a
  // signed-in user has the claim at once; a sign-in ended by revoke-admin cannot refresh, and is refused by the rules.
  console.log('If they are signed in, they have it the next time they open or reload an admin page.');
  console.log('If their sign-ins were ended with revoke-admin, they must sign in again first.');
}

try {
  await main();
} catch (error) {
  fail(`Could not grant the admin claim: ${error.message}`);
}
