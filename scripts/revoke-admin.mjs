// `npm run revoke-admin -- <email>`: takes the `admin` custom claim away from a user and ends every session they
// have, at once:
// 1. the claim is removed (their other claims are kept), so no new sign-in makes them an administrator;
// 2. their refresh tokens are revoked (Admin SDK revokeRefreshTokens), so no signed-in browser gets a new ID token;
// 3. the moment of revocation is written to `session_revocations/{uid}`, which firestore.rules checks against the
//    token's `auth_time`: an ID token from a sign-in before it is refused at once, instead of writing for the up to
//    one hour it stays valid.
// Against the emulators by default; against a real project with the same credentials as grant-admin
// (GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_PROJECT_ID).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminTarget, fail } from './lib/admin-target.mjs';
import { userByEmail } from './lib/admin-users.mjs';
import { firestoreAdmin } from './lib/firestore-admin-rest.mjs';

/** The claims without `admin`, or null (no claims at all) when nothing else is left. */
function withoutAdmin(claims = {}) {
  const rest = { ...claims };
  delete rest.admin;
  return Object.keys(rest).length ? rest : null;
}

const chennaiTime = (date) =>
  `${date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'long' })} (${date.toISOString()})`;

async function main() {
  const email = process.argv[2]?.trim();
  if (!email) fail('Usage: npm run revoke-admin -- <email>', 2);
  const target = await adminTarget(['auth', 'firestore']);
  const auth = getAuth(initializeApp(target.appOptions));

  const user = await userByEmail(auth, email);
  if (!user) fail(`No user with email ${email} in ${target.where}. Nothing was changed: check the spelling.`);
  const wasAdmin = user.customClaims?.admin === true;

  if (wasAdmin) await auth.setCustomUserClaims(user.uid, withoutAdmin(user.customClaims));
  await auth.revokeRefreshTokens(user.uid);
  const validSince = new Date((await auth.getUser(user.uid)).tokensValidAfterTime);

  const firestore = firestoreAdmin(target);
  try {
    await firestore.commitAll([
      firestore.replaceWrite({
        path: `session_revocations/${user.uid}`,
        fields: { validSince: { timestampValue: validSince.toISOString() }, email: { stringValue: email } },
      }),
    ]);
  } catch (error) {
    fail(
      `${wasAdmin ? `The admin claim was removed from ${email} and their` : 'Their'} sign-ins were revoked, but the security ` +
        `rules could not be told (${error.message}): an ID token they already hold can still write for up to an hour. ` +
        'Run the same command again.',
    );
  }

  console.log(
    wasAdmin
      ? `${email} is no longer an administrator in ${target.where}.`
      : `${email} had no admin claim in ${target.where}; their sign-ins were revoked anyway.`,
  );
  console.log(`Every sign-in made at or before ${chennaiTime(validSince)} is ended: it cannot refresh, and`);
  console.log('the security rules refuse its writes now, not when its ID token expires. They must sign in again.');
}

try {
  await main();
} catch (error) {
  fail(`Could not revoke ${process.argv[2]?.trim() ?? 'the user'}'s admin rights: ${error.message}`);
}
