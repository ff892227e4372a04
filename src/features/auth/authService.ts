/**
 * Sign-in for administrators. Imports firebase/auth, so only the lazy-loaded admin area may import it.
 */
import { FirebaseError } from 'firebase/app';
import { onAuthStateChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth } from '@/lib/auth';

export type AdminStatus = 'admin' | 'not-admin' | 'signed-out';

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth(), email.trim(), password);
}

/** Whether a sign-in failed because the sign-in service could not be reached (no connection), not on the account. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof FirebaseError && error.code === 'auth/network-request-failed';
}

/** What Auth answers to a wrong email or password, or too many tries: the person's to put right. */
const REFUSED_SIGN_INS = new Set(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email', 'auth/user-disabled', 'auth/too-many-requests']);

/**
 * Whether a sign-in failed for a reason the page tells the person (the account's details, the connection), not for
 * one that only whoever maintains the site can put right (a wrong API key, say), which is worth logging.
 */
export function isRefusedSignIn(error: unknown): boolean {
  return isConnectionFailure(error) || (error instanceof FirebaseError && REFUSED_SIGN_INS.has(error.code));
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth());
}

/** The signed-in user once Auth has restored any saved session, or null. */
function currentUser(): Promise<User | null> {
  return new Promise((resolve, reject) => {
    const unsubscribe = onAuthStateChanged(
      auth(),
      (user) => {
        unsubscribe();
        resolve(user);
      },
      reject,
    );
  });
}

/**
 * Whether the signed-in user is an administrator: refreshes the ID token and reads its `admin` claim. Any
 * failure to read the claims counts as not an administrator.
 */
export async function checkAdminStatus(): Promise<AdminStatus> {
  try {
    const user = await currentUser();
    if (!user) return 'signed-out';
    const token = await user.getIdTokenResult(true);
    return token.claims.admin === true ? 'admin' : 'not-admin';
  } catch (error) {
    console.error('Could not read the sign-in claims; treating the user as not an administrator.', error);
    return 'not-admin';
  }
}
