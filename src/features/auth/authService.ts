/**
 * Sign-in for administrators. Imports firebase/auth, so only the lazy-loaded admin area may import it.
 */
import { FirebaseError } from 'firebase/app';
import { onAuthStateChanged, sendPasswordResetEmail, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
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

/** Why a password-reset email was not sent, in the terms the page explains it. */
export type ResetFailure = 'invalid-email' | 'no-connection' | 'too-many-requests' | 'other';

/**
 * Asks Firebase Auth to email `email` a link to choose a new password. An address with no account is not a failure:
 * the page says the same for every address, so that it never tells a stranger which addresses have an account (a
 * project with email enumeration protection answers so itself; the emulator and older projects say 'not found').
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth(), email.trim());
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'auth/user-not-found') return;
    throw error;
  }
}

const RESET_FAILURES: Record<string, ResetFailure> = {
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/network-request-failed': 'no-connection',
  'auth/too-many-requests': 'too-many-requests',
};

/** What went wrong with a password-reset request: `other` is not the person's to put right, and worth logging. */
export function resetFailure(error: unknown): ResetFailure {
  return (error instanceof FirebaseError && RESET_FAILURES[error.code]) || 'other';
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
