// `npm run revoke-admin` against the Auth and Firestore emulators: the claim goes, the old sign-in stops working
// (its ID token is refused by the security rules at once, and reported revoked), and a wrong email changes nothing.
// And `npm run grant-admin`: what it tells the person who runs it holds, before and after a revocation.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_HOST, PROJECT_ID, clearAuth, clearFirestore, readActivityAs, runScript } from './support';

const ADMIN = { email: 'leaving-admin@test.school', password: 'leaving-admin-pass' };

let app: App;
let auth: Auth;

interface Session {
  idToken: string;
  refreshToken: string;
}

/** Signs in as the browser does (Identity Toolkit REST API), returning the session's tokens. */
async function signIn(email: string, password: string): Promise<Session> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${await response.text()}`);
  return (await response.json()) as Session;
}

/** The session's ID token refreshed, as the admin area does each time it is opened (getIdTokenResult(true)). */
async function refreshed(session: Session): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/securetoken.googleapis.com/v1/token?key=emulator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
  });
  if (!response.ok) throw new Error(`Refresh failed: ${await response.text()}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

/**
 * Firebase keeps sign-in and revocation times in whole seconds, and Auth does not count a sign-in made in the same
 * second as the revocation as revoked. A real revocation comes long after the sign-in; here the test waits for the
 * clock's next second (at most one) between the two.
 */
async function nextSecond(): Promise<void> {
  const start = Math.floor(Date.now() / 1000);
  await new Promise((resolve) => setTimeout(resolve, (start + 1) * 1000 - Date.now() + 5));
}

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  app = initializeApp({ projectId: PROJECT_ID }, `revoke-admin-tests-${process.pid}`);
  auth = getAuth(app);
});

afterAll(async () => {
  await clearAuth();
  await clearFirestore();
  await deleteApp(app);
});

beforeEach(async () => {
  await clearAuth();
  await clearFirestore();
});

describe('npm run revoke-admin', () => {
  it('removes the admin claim, keeps the other claims, and ends the sign-in the user already has', async () => {
    const { uid } = await auth.createUser({ email: ADMIN.email, password: ADMIN.password });
    await auth.setCustomUserClaims(uid, { admin: true, house: 'Bharathi' });
    const session = await signIn(ADMIN.email, ADMIN.password);
    expect(claimsOf(session.idToken).admin).toBe(true);
    expect(await readActivityAs(session.idToken)).toBe(200);

    await nextSecond();
    const result = await runScript('revoke-admin', [ADMIN.email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${ADMIN.email} is no longer an administrator`);
    expect(result.stdout).toMatch(/at or before .*\(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\)/);

    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ house: 'Bharathi' });

    // The ID token still carries admin: true and has not expired, yet the rules refuse it now.
    expect(await readActivityAs(session.idToken)).toBe(403);
    // Firebase reports it revoked (what the Admin SDK and Identity Toolkit check)...
    await expect(auth.verifyIdToken(session.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    // ...and the client SDK's reload() of that session is refused, which signs the browser out.
    const lookup = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: session.idToken }),
    });
    expect(lookup.status).toBe(400);
    expect(await lookup.text()).toContain('TOKEN_EXPIRED');

    // Production refuses the refresh token itself (TOKEN_EXPIRED). The Auth emulator does not check revocation on a
    // refresh (firebase-tools' grantToken checks only a disabled user), so here the refreshed token is checked
    // instead: it has no admin claim, and the rules refuse it too (same sign-in, same auth_time).
    const refresh = await fetch(`http://${AUTH_HOST}/securetoken.googleapis.com/v1/token?key=emulator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
    });
    if (refresh.ok) {
      const { id_token: refreshedToken } = (await refresh.json()) as { id_token: string };
      expect(claimsOf(refreshedToken).admin).toBeUndefined();
      expect(await readActivityAs(refreshedToken)).toBe(403);
    } else {
      expect(await refresh.text()).toContain('TOKEN_EXPIRED');
    }
  });

  it('says so when the user had no admin claim, and revokes their sign-ins anyway', async () => {
    const { uid } = await auth.createUser({ email: 'staff@test.school', password: 'staff-pass-123' });
    const before = await signIn('staff@test.school', 'staff-pass-123');

    await nextSecond();
    const result = await runScript('revoke-admin', ['staff@test.school']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('staff@test.school had no admin claim');
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
    await expect(auth.verifyIdToken(before.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
  });

  it('exits with an error naming the email when there is no such user, and changes nobody', async () => {
    const { uid } = await auth.createUser({ email: ADMIN.email, password: ADMIN.password });
    await auth.setCustomUserClaims(uid, { admin: true });

    const result = await runScript('revoke-admin', ['leaving-admn@test.school']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No user with email leaving-admn@test.school');
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });

    const usage = await runScript('revoke-admin', []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run revoke-admin -- <email>');
  });
});

describe('npm run grant-admin', () => {
  it('a user already signed in has the claim on their next token, as it says: no new sign-in needed', async () => {
    await auth.createUser({ email: ADMIN.email, password: ADMIN.password });
    const session = await signIn(ADMIN.email, ADMIN.password);
    expect(await readActivityAs(session.idToken)).toBe(403);

    const result = await runScript('grant-admin', [ADMIN.email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('If they are signed in, they have it the next time they open or reload an admin page.');
    const next = await refreshed(session);
    expect(claimsOf(next).admin).toBe(true);
    expect(await readActivityAs(next)).toBe(200);
  });

  it('after a revocation, only a new sign-in carries it, as it says', async () => {
    const { uid } = await auth.createUser({ email: ADMIN.email, password: ADMIN.password });
    await auth.setCustomUserClaims(uid, { admin: true });
    const before = await signIn(ADMIN.email, ADMIN.password);
    await nextSecond();
    expect((await runScript('revoke-admin', [ADMIN.email])).code).toBe(0);

    const result = await runScript('grant-admin', [ADMIN.email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('If their sign-ins were ended with revoke-admin, they must sign in again first.');
    // The old sign-in stays refused, whatever its token says (the emulator still refreshes it; production does not).
    expect(await readActivityAs(await refreshed(before).catch(() => before.idToken))).toBe(403);
    await nextSecond();
    const again = await signIn(ADMIN.email, ADMIN.password);
    expect(claimsOf(again.idToken).admin).toBe(true);
    expect(await readActivityAs(again.idToken)).toBe(200);
  });
});
