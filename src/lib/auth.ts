/**
 * Firebase Auth, for the administrator area only (a visitor's browser never loads it).
 * Email and password only: no pop-up or redirect sign-in, so no resolver for them. `getAuth` would add one, and on
 * phones and in Safari it loads a script from apis.google.com and a frame of the auth domain at start-up, which the
 * site's Content-Security-Policy (firebase.json) refuses.
 */
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import { emulators, siteConfig } from './config';
import { firebaseApp } from './firebaseApp';

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    instance = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence });
    if (emulators && siteConfig().useEmulators) {
      connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, { disableWarnings: true });
    }
  }
  return instance;
}
