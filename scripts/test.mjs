// `npm test`: type check, lint, unit tests, a production build and its bundle budget, then the rules, service and
// browser suites against the Firebase emulators and that build (made again once the seed is in: emulated-suites.mjs). Every step runs even when an earlier one fails;
// the exit code is non-zero if any failed, and the last line counts the tests.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, emulatorBuildEnv } from './lib/build-site.mjs';
import { FIREBASE_BIN, emulatorsExecArgs, requireJava } from './lib/emulators.mjs';
import { bin, run } from './lib/run.mjs';
import { E2E_DIST, HOSTING_TEST_URL, RESULTS_DIR, hostingExecArgs, vitestArgs } from './lib/test-settings.mjs';

requireJava();
rmSync(RESULTS_DIR, { recursive: true, force: true });

// The suites always run against the emulators, whatever a developer's .env says about a real project.
const env = emulatorBuildEnv();

const steps = [
  ['type check', () => run(bin('tsc'), ['-b'], { env })],
  ['lint (ESLint and Stylelint)', () => run('npm', ['run', 'lint'], { env })],
  ['unit tests', () => run(bin('vitest'), vitestArgs('unit'), { env })],
  ['component tests', () => run(bin('vitest'), vitestArgs('components'), { env })],
  ['browser-test build', () => buildSite(E2E_DIST, env)],
  ['bundle budget', () => run(process.execPath, ['scripts/check-bundle.mjs', E2E_DIST], { env })],
  [
    'hosting (firebase.json on the Hosting emulator)',
    () => run(FIREBASE_BIN, hostingExecArgs(`${bin('vitest')} ${vitestArgs('hosting').join(' ')}`), { env: { ...env, HOSTING_URL: HOSTING_TEST_URL } }),
  ],
  ['emulator suites (rules, services, browser)', () => run(FIREBASE_BIN, emulatorsExecArgs('node scripts/emulated-suites.mjs'), { env })],
];

const failed = [];
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await step();
  console.log(`◀ ${name}: ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) failed.push(name);
  if (code !== 0 && name === 'browser-test build') {
    failed.push('bundle budget and emulator suites (skipped: no build)');
    break;
  }
}

let passed = 0;
let failedTests = 0;
if (existsSync(RESULTS_DIR)) {
  for (const file of readdirSync(RESULTS_DIR)) {
    const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
    passed += result.numPassedTests;
    failedTests += result.numFailedTests;
  }
}

console.log(failed.length ? `\n✖ Failed: ${failed.join('; ')}` : '\n✔ Every step passed.');
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed.length ? 1 : 0);
