// Looking up a user for the grant-admin and revoke-admin scripts.

/**
 * The user with this email, or null when there is none.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 */
export async function userByEmail(auth, email) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  }
}
