// Runs inside `firebase emulators:exec` for `npm start`: seeds the emulators, then serves the site.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { setUpLocalPreset, waitForServer } from './lib/run.mjs';

const seed = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);

console.log('  Admin sign-in: http://localhost:5173/auth-x8a9b7c-login\n');

const vite = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), [], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));

// The upload stand-in's preset, set up by `npm run cloudinary-setup` as on Cloudinary: uploads are refused without it.
const origin = 'http://localhost:5173';
try {
  await waitForServer(origin, vite);
  if ((await setUpLocalPreset(origin)) !== 0) console.error('The upload preset could not be set up: uploads will be refused. Run npm run cloudinary-setup.');
} catch (error) {
  console.error(`The upload preset was not set up (${error.message}): run npm run cloudinary-setup once the site is served.`);
}
