// Runs inside `firebase emulators:exec` for `npm test`: the rules, service and script suites against the empty
// emulators, then the seed and a production build made with it, then the browser suites against that build: `csp` with the build served by
// the Hosting emulator (firebase.json's headers), `e2e` with it served by `vite preview` (and its upload stand-in).
// `node scripts/emulated-suites.mjs emulated | csp | e2e` runs only those.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildSite, emulatorBuildEnv } from './lib/build-site.mjs';
import { E2E_DIST, E2E_PORT, HOSTING_TEST_URL, hostingExecArgs, vitestArgs } from './lib/test-settings.mjs';
import { FIREBASE_BIN, ROOT } from './lib/emulators.mjs';
import { bin, run, setUpLocalPreset, waitForServer } from './lib/run.mjs';

/** The pages in Chromium under firebase.json's headers: the build served by the Hosting emulator. */
function hostedSuite() {
  const suite = `${bin('vitest')} ${vitestArgs('csp').join(' ')}`;
  return run(FIREBASE_BIN, hostingExecArgs(suite), { env: { ...process.env, E2E_BASE_URL: HOSTING_TEST_URL } });
}

async function previewSuite() {
  const baseUrl = `http://localhost:${E2E_PORT}`;
  const preview = spawn(bin('vite'), ['preview', '--outDir', E2E_DIST, '--port', String(E2E_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(baseUrl, preview);
    const preset = await setUpLocalPreset(baseUrl);
    if (preset !== 0) return preset;
    return await run(bin('vitest'), vitestArgs('e2e'), { env: { ...process.env, E2E_BASE_URL: baseUrl } });
  } finally {
    preview.kill();
  }
}

const only = process.argv[2];
let code = 0;
// One suite at a time: each clears the same emulator project.
if (only === undefined || only === 'emulated') {
  code = await run(bin('vitest'), vitestArgs('rules'));
  code = (await run(bin('vitest'), vitestArgs('services'))) || code;
  code = (await run(bin('vitest'), vitestArgs('scripts'))) || code;
}
if (only !== 'emulated') {
  const seeded = await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')]);
  if (seeded !== 0) process.exit(seeded);
  // Built again now that the database holds the seed, as a deploy builds against the school's database: the fee page
  // is prerendered with what the build reads (src/entry-server.tsx, buildReads).
  const built = await buildSite(E2E_DIST, emulatorBuildEnv());
  if (built !== 0) process.exit(built);
  // The CSP suite first, on the seed alone: the e2e suite's uploads are served by `vite preview` only.
  if (only !== 'e2e') code = (await hostedSuite()) || code;
  if (only !== 'csp') code = (await previewSuite()) || code;
}
process.exit(code);
