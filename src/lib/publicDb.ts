/**
 * Firestore for one-shot reads and writes, through the small `firestore/lite` SDK so that a visitor's
 * browser downloads as little as possible. Live subscriptions use `liveDb.ts` instead.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOST, FIRESTORE_EMULATOR_PORT } from './config';
import { firebaseApp, siteConfig } from './firebaseApp';

let instance: Firestore | undefined;

export function publicDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (siteConfig().useEmulators) connectFirestoreEmulator(instance, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  }
  return instance;
}
