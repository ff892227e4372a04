/**
 * The full Firestore SDK, needed only for live subscriptions (`onSnapshot`). Import it from lazy-loaded code
 * only: it is about twice the size of the lite SDK that public pages use.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulators, siteConfig } from './config';
import { firebaseApp } from './firebaseApp';

const connected = new WeakSet<Firestore>();

/** The app's Firestore instance (a new one after `terminate`), connected to the emulator when configured. */
export function liveDb(): Firestore {
  const db = getFirestore(firebaseApp());
  if (emulators && siteConfig().useEmulators && !connected.has(db)) {
    connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);
    connected.add(db);
  }
  return db;
}
