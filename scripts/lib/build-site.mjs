// Builds the site the way production does, into any folder: `vite build`, then the post-build steps of
// `npm run build`. Used by `npm test` and the benchmark; keep the steps here in step with package.json's "build".

import path from 'node:path';
import { ROOT, emulatorEnv } from './emulators.mjs';
import { LOCAL_UPLOAD_PATH } from './local-upload-path.mjs';
import { bin, run } from './run.mjs';

const PRERENDER_SCRIPT = path.join(ROOT, 'scripts', 'prerender.mjs');
const SERVICE_WORKER_SCRIPT = path.join(ROOT, 'scripts', 'build-service-worker.mjs');

/**
 * The environment of a build that talks to the local emulators, whatever a developer's .env says about a real
 * project: every Firebase setting empty, the emulator flag on, uploads to the local stand-in, App Check off (as `npm
 * test` does).
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorBuildEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = emulatorEnv();
  for (const key of ['API_KEY', 'AUTH_DOMAIN', 'PROJECT_ID', 'STORAGE_BUCKET', 'MESSAGING_SENDER_ID', 'APP_ID']) {
    env[`VITE_FIREBASE_${key}`] = '';
  }
  env.VITE_USE_EMULATORS = 'true';
  env.VITE_CLOUDINARY_CLOUD_NAME = '';
  env.VITE_CLOUDINARY_UPLOAD_URL = LOCAL_UPLOAD_PATH;
  env.VITE_APPCHECK_SITE_KEY = '';
  env.VITE_APPCHECK_DEBUG_TOKEN = '';
  return env;
}

/**
 * `vite build` into outDir, then the prerender step and the service worker. No `tsc -b`: it emits nothing.
 * @param {string} outDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} the exit code of the first step that failed, or 0
 */
export async function buildSite(outDir, env) {
  const built = await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { env });
  if (built !== 0) return built;
  const prerendered = await run(process.execPath, [PRERENDER_SCRIPT, outDir], { env });
  if (prerendered !== 0) return prerendered;
  return run(process.execPath, [SERVICE_WORKER_SCRIPT, outDir], { env });
}
