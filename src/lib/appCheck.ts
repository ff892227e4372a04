/**
 * Firebase App Check: each request to Firestore carries a token that proves it comes from the site in a real browser
 * (reCAPTCHA Enterprise's judgement of the visit), so that once enforcement is turned on (Firebase console > App
 * Check > Cloud Firestore > Enforce) a script elsewhere cannot read or write the database, nor run up its bill. Off
 * unless `.env` gives a site key (config.ts): then the entry (main.ts) fetches this module and starts it, the admin
 * area's SDKs (Firestore lite, Auth) take the token themselves once it has started, and the REST reads carry it as a
 * header (`readsCarry`, firestoreRest.ts). On the emulators, App Check's debug provider exchanges a debug token
 * instead (no reCAPTCHA); the emulators check no token.
 */
import type { AppCheck } from 'firebase/app-check';
import { siteConfig } from './config';
import { firebaseApp } from './firebaseApp';

/** The one App Check of the site: started once, null while App Check is off. */
let started: Promise<AppCheck | null> | undefined;

/** Starts App Check, if the settings turn it on; resolves to it (null when off). */
export function startAppCheck(): Promise<AppCheck | null> {
  started ??= (async () => {
    const settings = siteConfig().appCheck;
    if (!settings) return null;
    const { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    if (settings.debugToken) Object.assign(globalThis, { FIREBASE_APPCHECK_DEBUG_TOKEN: settings.debugToken });
    // In debug mode the provider is never asked for a token: a custom one that loads nothing (reCAPTCHA's would load its script).
    const provider = settings.siteKey ? new ReCaptchaEnterpriseProvider(settings.siteKey) : new CustomProvider({ getToken: () => Promise.reject(new Error('Debug mode')) });
    return initializeAppCheck(firebaseApp(), { provider, isTokenAutoRefreshEnabled: true });
  })();
  return started;
}

/**
 * The header that carries the site's App Check token: none while App Check is off, or when no token could be had (the
 * request then goes without it, and only a database that enforces App Check refuses it: the page says so, with Retry).
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  try {
    const appCheck = await startAppCheck();
    if (!appCheck) return {};
    const { getToken } = await import('firebase/app-check');
    return { 'X-Firebase-AppCheck': (await getToken(appCheck)).token };
  } catch (error) {
    console.warn('No App Check token: the request goes without it.', error);
    return {};
  }
}
