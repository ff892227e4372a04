/**
 * The full Firestore SDK, needed only for live subscriptions (`onSnapshot`). Import it from lazy-loaded code
 * only: it is about twice the size of the lite SDK that public pages use.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { EMULATOR_HOST, FIRESTORE_EMULATOR_PORT } from './config';
import { firebaseApp, siteConfig } from './firebaseApp';

let instance: Firestore | undefined;

export function liveDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (siteConfig().useEmulators) connectFirestoreEmulator(instance, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  }
  return instance;
}
