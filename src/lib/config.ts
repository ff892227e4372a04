/**
 * Site configuration read from Vite's environment (`.env`). Everything here ships to every visitor, so
 * nothing secret belongs in a `VITE_` variable.
 */

/**
 * Whether this build may talk to the local emulators: not one for a real project (its Firebase settings given and
 * VITE_USE_EMULATORS not `true`). Vite writes `import.meta.env.VITE_…` into the build as text, so in a build for a
 * real project this is `false` there, and `emulators` with it: the code that reaches the emulators, and their
 * addresses, are left out of what visitors download (`npm run deploy` checks that none is in the built files).
 */
const EMULATORS_POSSIBLE: boolean = import.meta.env.VITE_USE_EMULATORS === 'true' || !import.meta.env.VITE_FIREBASE_API_KEY;

/** The local emulators (firebase.json), in a build that may use them; null in a build for a real project. */
export const emulators = EMULATORS_POSSIBLE ? { projectId: 'demo-school-site', host: '127.0.0.1', firestorePort: 8080, authPort: 9099 } : null;

export const DEFAULT_UPLOAD_PRESET = 'school_announcement_upload';

/** The cloud the committed rules and a build without a Cloudinary cloud name accept uploads from: Cloudinary's demo (uploadHost.ts). */
export const UPLOADS_CLOUD_FOR_EMULATORS = 'demo';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId: string;
}

export interface SiteConfig {
  firebase: FirebaseSettings;
  /** True when the app talks to the local Auth and Firestore emulators instead of a real project. */
  useEmulators: boolean;
  /** Where `uploadImage` posts files, or null when uploads are not configured. */
  uploadUrl: string | null;
  uploadPreset: string;
  /** The Cloudinary cloud uploads go to, the only one whose pictures and PDFs the site stores (uploadHost.ts). */
  uploadCloud: string;
  /** Firebase App Check (appCheck.ts), or null when it is off: every request then goes without its token. */
  appCheck: AppCheckSettings | null;
}

/**
 * How requests prove they come from the site: a reCAPTCHA Enterprise site key (a real project's), or on the emulators
 * a debug token (App Check's debug provider: the token is exchanged without reCAPTCHA). A debug token lets whoever
 * holds it pass, and everything `VITE_` ships to every visitor: it is never taken for a real project's build.
 */
export type AppCheckSettings = { siteKey: string; debugToken?: undefined } | { debugToken: string; siteKey?: undefined };

export type ConfigResult =
  | { ok: true; config: SiteConfig }
  | { ok: false; missing: string[] };

type Env = Record<string, string | boolean | undefined>;

const REQUIRED_FIREBASE_KEYS = [
  ['VITE_FIREBASE_API_KEY', 'apiKey'],
  ['VITE_FIREBASE_AUTH_DOMAIN', 'authDomain'],
  ['VITE_FIREBASE_PROJECT_ID', 'projectId'],
  ['VITE_FIREBASE_APP_ID', 'appId'],
] as const;

const OPTIONAL_FIREBASE_KEYS = [
  ['VITE_FIREBASE_STORAGE_BUCKET', 'storageBucket'],
  ['VITE_FIREBASE_MESSAGING_SENDER_ID', 'messagingSenderId'],
] as const;

function text(env: Env, key: string): string {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : '';
}

function cloudinaryUploadUrl(env: Env): string | null {
  const explicit = text(env, 'VITE_CLOUDINARY_UPLOAD_URL');
  if (explicit) return explicit;
  const cloudName = text(env, 'VITE_CLOUDINARY_CLOUD_NAME');
  return cloudName ? `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/image/upload` : null;
}

/**
 * Reads the configuration. With no Firebase setting at all the site runs against the emulators; with some but
 * not all of the required ones it reports which are missing, so the page can say so instead of going blank.
 */
export function readConfig(env: Env): ConfigResult {
  const allKeys = [...REQUIRED_FIREBASE_KEYS, ...OPTIONAL_FIREBASE_KEYS].map(([key]) => key);
  const anyFirebaseSetting = allKeys.some((key) => text(env, key) !== '');
  const emulatorFlag = text(env, 'VITE_USE_EMULATORS').toLowerCase();
  const upload = {
    uploadUrl: cloudinaryUploadUrl(env),
    uploadPreset: text(env, 'VITE_CLOUDINARY_UPLOAD_PRESET') || DEFAULT_UPLOAD_PRESET,
    uploadCloud: text(env, 'VITE_CLOUDINARY_CLOUD_NAME') || UPLOADS_CLOUD_FOR_EMULATORS,
  };
  const siteKey = text(env, 'VITE_APPCHECK_SITE_KEY');
  const debugToken = emulators ? text(env, 'VITE_APPCHECK_DEBUG_TOKEN') : '';
  const appCheck: AppCheckSettings | null = siteKey ? { siteKey } : debugToken ? { debugToken } : null;

  if (!anyFirebaseSetting && emulators) {
    return {
      ok: true,
      config: {
        firebase: { apiKey: 'demo-api-key', authDomain: `${emulators.projectId}.firebaseapp.com`, projectId: emulators.projectId, appId: 'demo-app' },
        useEmulators: true,
        ...upload,
        appCheck,
      },
    };
  }

  const missing = REQUIRED_FIREBASE_KEYS.filter(([key]) => text(env, key) === '').map(([key]) => key);
  if (missing.length > 0) return { ok: false, missing };

  const firebase = Object.fromEntries(
    [...REQUIRED_FIREBASE_KEYS, ...OPTIONAL_FIREBASE_KEYS]
      .filter(([key]) => text(env, key) !== '')
      .map(([key, field]) => [field, text(env, key)]),
  ) as unknown as FirebaseSettings;

  return { ok: true, config: { firebase, useEmulators: emulators !== null && emulatorFlag === 'true', ...upload, appCheck } };
}

export const configResult: ConfigResult = readConfig(import.meta.env);

/**
 * The address the site is published at (`VITE_SITE_URL`, no trailing slash), for canonical and shared addresses;
 * `fallback` when it is not set (the browser's own origin, say).
 */
export function publicSiteUrl(fallback: string, env: Env = import.meta.env): string {
  return (text(env, 'VITE_SITE_URL') || fallback).replace(/\/+$/, '');
}

export class ConfigurationError extends Error {
  constructor(readonly missing: string[]) {
    super(`The Firebase configuration is incomplete: ${missing.join(', ')} missing.`);
    this.name = 'ConfigurationError';
  }
}

export function siteConfig(): SiteConfig {
  if (!configResult.ok) throw new ConfigurationError(configResult.missing);
  return configResult.config;
}
