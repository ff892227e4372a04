// Where `npm test` puts its browser-test build and its per-suite results.
import path from 'node:path';
import { PROJECT_ID, ROOT } from './emulators.mjs';
import { writeHostingConfig } from './hosting-config.mjs';

export const RESULTS_DIR = path.join(ROOT, '.cache', 'test-results');
export const E2E_DIST = path.join(ROOT, '.cache', 'e2e-dist');
export const E2E_PORT = 4173;
/** The Hosting emulator of the hosting tests, serving the browser-test build with firebase.json's rules. */
export const HOSTING_TEST_PORT = 5080;
export const HOSTING_TEST_CONFIG = path.join(ROOT, '.cache', 'hosting-test-firebase.json');
export const HOSTING_TEST_URL = `http://127.0.0.1:${HOSTING_TEST_PORT}`;

/**
 * `firebase emulators:exec` arguments that run `command` while the Hosting emulator serves the browser-test build
 * with firebase.json's rewrites and headers (its own hub and logging ports: it may run beside Auth and Firestore).
 */
export function hostingExecArgs(command) {
  const config = writeHostingConfig({ dist: E2E_DIST, configPath: HOSTING_TEST_CONFIG, port: HOSTING_TEST_PORT, hubPort: 4410, loggingPort: 4510 });
  return ['emulators:exec', '--project', PROJECT_ID, '--config', config, '--only', 'hosting', command];
}

/** `vitest run` for one project, printing as usual and also writing JSON results to count at the end. */
export function vitestArgs(project) {
  return ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS_DIR, `${project}.json`)}`];
}
