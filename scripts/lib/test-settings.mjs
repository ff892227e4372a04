// Where `npm test` puts its browser-test build and its per-suite results.
import path from 'node:path';
import { ROOT } from './emulators.mjs';

export const RESULTS_DIR = path.join(ROOT, '.cache', 'test-results');
export const E2E_DIST = path.join(ROOT, '.cache', 'e2e-dist');
export const E2E_PORT = 4173;
/** The Hosting emulator of the hosting tests, serving the browser-test build with firebase.json's rules. */
export const HOSTING_TEST_PORT = 5080;
export const HOSTING_TEST_CONFIG = path.join(ROOT, '.cache', 'hosting-test-firebase.json');

/** `vitest run` for one project, printing as usual and also writing JSON results to count at the end. */
export function vitestArgs(project) {
  return ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS_DIR, `${project}.json`)}`];
}
