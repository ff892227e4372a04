// Runs a command to completion with inherited output; resolves to its exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;

/** Resolves once `url` answers (a server `child` started), or rejects when `child` exits or `timeoutMs` passes. */
export async function waitForServer(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Sets up the upload preset on the upload stand-in of the dev or preview server at `origin`, through
 * `npm run cloudinary-setup` itself: development and tests run with production's settings. Resolves to its exit code.
 */
export function setUpLocalPreset(origin) {
  const CLOUDINARY_URL = `cloudinary://local:local@local?upload_prefix=${origin}/__cloudinary`;
  return run(process.execPath, [path.join(ROOT, 'scripts', 'cloudinary-setup.mjs')], { env: { ...process.env, CLOUDINARY_URL } });
}
