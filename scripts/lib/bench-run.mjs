// The part of `npm run bench` that runs while the emulators are up (inside `firebase emulators:exec`):
// seeds the demo content, builds the site with it into .cache/bench-dist (which the Hosting emulator serves), runs Lighthouse on each public page in turn (five times each), and writes the results to
// .cache/bench/.
// Usage: node scripts/lib/bench-run.mjs <origin of the Hosting emulator>
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRESTORE_HOST, ROOT } from './emulators.mjs';
import { blankRow, markdownTable, medianRow, rowFromLhr, summarize } from './bench-report.mjs';
import { buildSite, emulatorBuildEnv } from './build-site.mjs';
import { BENCH_DIR, BENCH_DIST, BENCH_SUMMARY, publicRoutes } from './bench-settings.mjs';
import { returnVisitRuns } from './bench-return-visits.mjs';
import { bin, run } from './run.mjs';

const origin = process.argv[2];
if (!origin) {
  console.error('Usage: node scripts/lib/bench-run.mjs <origin>');
  process.exit(2);
}

// Lighthouse's defaults are what we want and are spelled out for the reader: a mid-range phone on a simulated
// Slow 4G connection (the network and CPU slowdowns are computed from an unthrottled load, not applied).
const LIGHTHOUSE_FLAGS = [
  '--form-factor=mobile',
  '--throttling-method=simulate',
  '--only-categories=performance,accessibility,seo',
  '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  '--output=json',
  '--output=html',
  '--quiet',
];
const env = { ...process.env };
if (!env.CHROME_PATH && existsSync('/usr/bin/chromium')) env.CHROME_PATH = '/usr/bin/chromium';

console.log('\n▶ seed the emulators');
if ((await run(process.execPath, ['scripts/seed.mjs'])) !== 0) {
  console.error('bench: the seed failed');
  process.exit(1);
}

// Built now, as a deploy builds against the school's database: the fee page is prerendered with what it reads.
console.log('\n▶ production build (emulator settings) into .cache/bench-dist');
if ((await buildSite(BENCH_DIST, emulatorBuildEnv())) !== 0) {
  console.error('bench: the build failed');
  process.exit(1);
}

// BENCH_ROUTES=/archive,/Announcements measures only those pages (while working on them); the default is every one.
const only = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim()).filter(Boolean);
const routes = only?.length ? publicRoutes().filter((route) => only.includes(route)) : publicRoutes();
if (routes.length === 0) {
  console.error(`bench: BENCH_ROUTES names no public page (${process.env.BENCH_ROUTES}); they are ${publicRoutes().join(', ')}`);
  process.exit(1);
}
// Lighthouse's figures vary from one load to the next, most of all on a shared machine (the home page's TBT has read
// 28 and 158 ms for the same build): each route is loaded RUNS times, and each figure of its row is the median of its
// runs (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md), with the worst run's beside it: a budget
// must hold in every run, not only in the median.
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '5', 10) || 5);
const startedAt = new Date();
/** @type {import('./bench-report.mjs').Row[]} */
const rows = [];
let lighthouseVersion = '';
let userAgent = '';

/**
 * One Lighthouse run of `route`, in a fresh Lighthouse process and browser; its reports go to `<prefix>.report.*`.
 * @param {string} route
 * @param {string} prefix
 * @returns {Promise<import('./bench-report.mjs').Row>}
 */
async function lighthouseRun(route, prefix) {
  const file = `${prefix}.report.json`;
  const code = await run(bin('lighthouse'), [new URL(route, origin).href, ...LIGHTHOUSE_FLAGS, `--output-path=${prefix}`], { env });
  // Lighthouse also exits non-zero when the page failed to load; its report then says why.
  if (!existsSync(file)) return blankRow(route, [], `lighthouse exited with ${code} and wrote no report`);
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  lighthouseVersion = lhr.lighthouseVersion;
  userAgent = lhr.environment?.hostUserAgent ?? '';
  return rowFromLhr(route, path.relative(ROOT, file), lhr);
}

// One route after another, one run after another: the machine is shared, and parallel runs would slow each other.
for (const [index, route] of routes.entries()) {
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
  const runs = [];
  for (let attempt = 1; attempt <= RUNS; attempt += 1) {
    console.log(`\n▶ Lighthouse ${index + 1}/${routes.length}: ${route} (run ${attempt} of ${RUNS})`);
    // No dot before the run's number: Lighthouse would take it for an extension to replace.
    runs.push(await lighthouseRun(route, path.join(BENCH_DIR, `${name}-run${attempt}`)));
  }
  const figures = (/** @type {(run: import('./bench-report.mjs').Row) => string} */ figure) => runs.map(figure).join(' / ');
  console.log(`  LCP ${figures((r) => ((r.lcpMs ?? NaN) / 1000).toFixed(1))} s, TBT ${figures((r) => String(Math.round(r.tbtMs ?? NaN)))} ms`);
  rows.push(medianRow(route, runs));
}

console.log('\n▶ return visits: each page again, with its service worker and saved data in place');
const returnRows = (
  await returnVisitRuns({ origin, dataOrigin: `http://${FIRESTORE_HOST}`, routes, runs: RUNS, dir: BENCH_DIR, executablePath: env.CHROME_PATH ?? 'chromium' })
).map((runs) => medianRow(runs[0]?.route ?? '', runs));

const summary = {
  startedAt: startedAt.toISOString(),
  lighthouseSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
  origin,
  lighthouseVersion,
  userAgent,
  settings: { formFactor: 'mobile', throttling: 'simulated Slow 4G (Lighthouse default)', categories: ['performance', 'accessibility', 'seo'], runsPerRoute: RUNS },
  rows,
  ...summarize(rows),
  table: markdownTable(rows),
  returnVisits: {
    settings: { formFactor: 'mobile', throttling: 'applied (DevTools) Slow 4G and 4x CPU, the service worker throttled too', storage: 'kept from a first visit' },
    rows: returnRows,
    table: markdownTable(returnRows),
  },
};
writeFileSync(BENCH_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
process.exit([...rows, ...returnRows].some((row) => row.error) ? 1 : 0);
