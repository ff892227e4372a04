import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { siteConfig } from './config';

/** The one Firebase app of the site, created on first use. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(siteConfig().firebase);
}
