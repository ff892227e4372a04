// Runs inside `firebase emulators:exec` for `npm start`: seeds the emulators, then serves the site.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { FIRESTORE_HOST, PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { setUpLocalPreset, waitForServer } from './lib/run.mjs';
import { rulesWithUploadCloud } from './lib/upload-cloud.mjs';

// With a Cloudinary cloud in .env, uploads go there: the emulator's rules accept that cloud's, as a deploy's do.
const { VITE_CLOUDINARY_CLOUD_NAME: cloud } = loadEnv('development', ROOT, 'VITE_');
if (cloud) {
  const rules = rulesWithUploadCloud(readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'), cloud);
  const loaded = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!loaded.ok) throw new Error(`The emulator did not take the rules for the Cloudinary cloud "${cloud}": ${await loaded.text()}`);
  console.log(`  Uploads: the rules accept pictures and PDFs of the Cloudinary cloud "${cloud}" (.env), as a deploy's do.`);
}

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
