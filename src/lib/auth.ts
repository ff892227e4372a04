/**
 * Firebase Auth, for the administrator area only (a visitor's browser never loads it).
 */
import { browserLocalPersistence, connectAuthEmulator, getAuth, setPersistence, type Auth } from 'firebase/auth';
import { AUTH_EMULATOR_PORT, EMULATOR_HOST, siteConfig } from './config';
import { firebaseApp } from './firebaseApp';

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    instance = getAuth(firebaseApp());
    if (siteConfig().useEmulators) {
      connectAuthEmulator(instance, `http://${EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`, { disableWarnings: true });
    }
    setPersistence(instance, browserLocalPersistence).catch((error: unknown) => {
      console.error('Could not set up sign-in persistence; the session will not survive a reload.', error);
    });
  }
  return instance;
}
