import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { configResult, type SiteConfig } from './config';

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

/** The one Firebase app of the site, created on first use. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(siteConfig().firebase);
}
