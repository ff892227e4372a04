/**
 * Firestore for the admin area's writes, through the small `firestore/lite` SDK. Visitors never load it: what they
 * read comes over REST (`firestoreRest.ts`). Live subscriptions use `liveDb.ts`.
 */
import { collection, connectFirestoreEmulator, doc, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOST, FIRESTORE_EMULATOR_PORT, siteConfig } from './config';
import { firebaseApp } from './firebaseApp';

let instance: Firestore | undefined;

export function liteDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (siteConfig().useEmulators) connectFirestoreEmulator(instance, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  }
  return instance;
}

/** A collection, for writing to it. */
export const liteCollection = (collectionId: string) => collection(liteDb(), collectionId);

/** A document, for writing to it: `liteDocument('council_info', 'main')`. */
export const liteDocument = (...path: [string, ...string[]]) => doc(liteDb(), ...path);
