// `npm run bench`: a benchmark, not a test. Serves the site with the Firebase Hosting emulator and the project's own
// firebase.json rewrites and headers, seeds the demo content, builds the site as production does (against the
// emulators, with the seed in: the fee page is prerendered with what the build reads), runs Lighthouse (mobile, simulated Slow 4G) five times on every public page (BENCH_RUNS=n to change),
// one run after another, and prints a Markdown table: one row per page, each figure the median of its runs, with the
// worst run's performance, LCP, CLS and TBT beside it. Full
// reports and the summary go to .cache/bench/. Exits 0 whatever the scores; non-zero only when something failed to
// run.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorBuildEnv } from './lib/build-site.mjs';
import { FIREBASE_BIN, PROJECT_ID, ROOT, requireJava } from './lib/emulators.mjs';
import { run } from './lib/run.mjs';
import {
  BENCH_DIR,
  BENCH_DIST,
  BENCH_SUMMARY,
  HOSTING_HOST,
  HOSTING_PORT,
  emulatorPorts,
  waitForFreePorts,
  writeBenchFirebaseConfig,
} from './lib/bench-settings.mjs';

const started = Date.now();
requireJava();
rmSync(BENCH_DIR, { recursive: true, force: true });
mkdirSync(BENCH_DIR, { recursive: true });

/** @param {string} message */
function fail(message) {
  console.error(`\n✖ bench: ${message}`);
  process.exit(1);
}

const env = emulatorBuildEnv();
// The Hosting emulator serves this folder; bench-run.mjs builds into it once the seed is in.
mkdirSync(BENCH_DIST, { recursive: true });

const config = writeBenchFirebaseConfig();
if (!(await waitForFreePorts(emulatorPorts()))) fail('the emulator ports stayed busy for 15 minutes; try again later');

console.log(`\n▶ emulators (Auth, Firestore, Hosting at http://${HOSTING_HOST}:${HOSTING_PORT}) and Lighthouse`);
const origin = `http://${HOSTING_HOST}:${HOSTING_PORT}`;
// QUIET keeps warnings and errors but drops the Hosting emulator's line per request (hundreds per run).
const execArgs = ['emulators:exec', '--project', PROJECT_ID, '--config', config, '--only', 'auth,firestore,hosting', '--log-verbosity', 'QUIET'];
const code = await run(FIREBASE_BIN, [...execArgs, `node scripts/lib/bench-run.mjs ${origin}`], { env });

if (!existsSync(BENCH_SUMMARY)) fail(`the emulators or the Lighthouse runs failed (exit code ${code}); no results`);
const summary = JSON.parse(readFileSync(BENCH_SUMMARY, 'utf8'));
summary.totalSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(BENCH_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);

console.log(`\nLighthouse ${summary.lighthouseVersion}, mobile, simulated Slow 4G; ${summary.userAgent}\n`);
console.log(summary.table);
console.log('\nReturn visits (service worker and saved data in place; Slow 4G and 4x CPU applied, not simulated):\n');
console.log(summary.returnVisits.table);
for (const row of [...summary.rows, ...summary.returnVisits.rows]) {
  if (row.error) console.log(`\n✖ ${row.route}: ${row.error}`);
  for (const warning of row.warnings) console.log(`! ${row.route}: ${warning}`);
}
console.log(`\nFull reports (JSON and HTML) and latest.json in ${path.relative(ROOT, BENCH_DIR)}/; ${summary.totalSeconds} s in all.`);
if (code !== 0) fail(`exit code ${code}: see above`);
