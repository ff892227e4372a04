import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_PRESET, publicSiteUrl, readConfig, type SiteConfig } from '@/lib/config';

const PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'school.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'school-site',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

function configOf(env: Record<string, string | boolean | undefined>): SiteConfig {
  const result = readConfig(env);
  if (!result.ok) throw new Error(`Expected a usable configuration, got missing ${result.missing.join(', ')}`);
  return result.config;
}

describe('readConfig: Firebase', () => {
  it('uses the emulators and the demo project when no Firebase setting is given', () => {
    expect(configOf({})).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-school-site.firebaseapp.com', projectId: 'demo-school-site', appId: 'demo-app' },
      useEmulators: true,
      uploadUrl: null,
      uploadPreset: 'school_announcement_upload',
      uploadCloud: 'demo',
      appCheck: null,
    });
  });

  it('treats settings that are blank as not given', () => {
    expect(configOf({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_PROJECT_ID: '' }).useEmulators).toBe(true);
  });

  it('names the missing required settings when only some are given', () => {
    expect(readConfig({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'school-site' })).toEqual({
      ok: false, missing: ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('counts an optional setting alone as a half-filled configuration', () => {
    expect(readConfig({ VITE_FIREBASE_STORAGE_BUCKET: 'school.appspot.com' })).toEqual({
      ok: false, missing: ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('uses the real project, trimmed, when every required setting is given', () => {
    const config = configOf({ ...PROJECT, VITE_FIREBASE_PROJECT_ID: ' school-site ' });

    expect(config.firebase).toEqual({
      apiKey: 'AIza-test-key', authDomain: 'school.firebaseapp.com', projectId: 'school-site', appId: '1:123:web:abc',
    });
    expect(config.useEmulators).toBe(false);
  });

  it('includes the optional settings when given', () => {
    const config = configOf({ ...PROJECT, VITE_FIREBASE_STORAGE_BUCKET: 'school.appspot.com', VITE_FIREBASE_MESSAGING_SENDER_ID: '123' });

    expect(config.firebase).toMatchObject({ storageBucket: 'school.appspot.com', messagingSenderId: '123' });
  });

  it('uses the emulators with a named project only when VITE_USE_EMULATORS is true', () => {
    expect(configOf({ ...PROJECT, VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(true);
    expect(configOf({ ...PROJECT, VITE_USE_EMULATORS: ' TRUE ' }).useEmulators).toBe(true);
    expect(configOf({ ...PROJECT, VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(false);
    expect(configOf({ ...PROJECT, VITE_USE_EMULATORS: 'yes' }).useEmulators).toBe(false);
    expect(configOf({ ...PROJECT, VITE_USE_EMULATORS: '' }).useEmulators).toBe(false);
  });
});

describe('readConfig: image uploads', () => {
  it('has no upload address without a cloud name or an explicit address', () => {
    expect(configOf({}).uploadUrl).toBeNull();
    expect(configOf({ ...PROJECT }).uploadUrl).toBeNull();
  });

  it("builds Cloudinary's unsigned upload endpoint from the cloud name", () => {
    expect(configOf({ VITE_CLOUDINARY_CLOUD_NAME: ' school-cloud ' }).uploadUrl).toBe('https://api.cloudinary.com/v1_1/school-cloud/image/upload');
    expect(configOf({ VITE_CLOUDINARY_CLOUD_NAME: 'a/b c' }).uploadUrl).toBe('https://api.cloudinary.com/v1_1/a%2Fb%20c/image/upload');
  });

  it('keeps uploads of the cloud it posts to, trimmed; of the emulators’ cloud when none is given', () => {
    expect(configOf({ VITE_CLOUDINARY_CLOUD_NAME: ' school-cloud ' }).uploadCloud).toBe('school-cloud');
    expect(configOf({ VITE_CLOUDINARY_CLOUD_NAME: '  ' }).uploadCloud).toBe('demo');
  });

  it('turns App Check on with a site key, or on the emulators with a debug token; off without either', () => {
    expect(configOf({ ...PROJECT, VITE_APPCHECK_SITE_KEY: ' 6Lc-site-key ' }).appCheck).toEqual({ siteKey: '6Lc-site-key' });
    expect(configOf({ VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' }).appCheck).toEqual({ debugToken: 'debug-token' });
    expect(configOf({ ...PROJECT }).appCheck).toBeNull();
    expect(configOf({ VITE_APPCHECK_SITE_KEY: '  ' }).appCheck).toBeNull();
  });

  it('prefers an explicit upload address over the cloud name', () => {
    const config = configOf({ ...PROJECT, VITE_CLOUDINARY_CLOUD_NAME: 'school-cloud', VITE_CLOUDINARY_UPLOAD_URL: '/__local-upload/image/upload' });

    expect(config.uploadUrl).toBe('/__local-upload/image/upload');
  });

  it("defaults the preset to 'school_announcement_upload' and takes a given one", () => {
    expect(DEFAULT_UPLOAD_PRESET).toBe('school_announcement_upload');
    expect(configOf({ VITE_CLOUDINARY_UPLOAD_PRESET: '   ' }).uploadPreset).toBe('school_announcement_upload');
    expect(configOf({ VITE_CLOUDINARY_UPLOAD_PRESET: ' unsigned_school ' }).uploadPreset).toBe('unsigned_school');
  });
});

describe('publicSiteUrl', () => {
  it('is VITE_SITE_URL without a trailing slash, or the fallback (the browser gives its own origin)', () => {
    expect(publicSiteUrl('http://localhost:4173', { VITE_SITE_URL: 'https://www.school.example/' })).toBe('https://www.school.example');
    expect(publicSiteUrl('http://localhost:4173', { VITE_SITE_URL: '  ' })).toBe('http://localhost:4173');
    expect(publicSiteUrl('http://localhost:4173', {})).toBe('http://localhost:4173');
  });
});
