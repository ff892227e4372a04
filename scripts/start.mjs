// `npm start`: the Auth and Firestore emulators (loading firestore.rules), the demo seed, and the Vite dev
// server with the local image-upload stand-in. One Ctrl-C stops all of it.
import { spawn } from 'node:child_process';
import { loadEnv } from 'vite';
import { LOCAL_UPLOAD_PATH } from './lib/local-upload-path.mjs';
import { FIREBASE_BIN, ROOT, emulatorEnv, emulatorsExecArgs, requireJava } from './lib/emulators.mjs';

requireJava();

const fileEnv = loadEnv('development', ROOT, 'VITE_');
const env = emulatorEnv();
if (!env.VITE_CLOUDINARY_UPLOAD_URL && !fileEnv.VITE_CLOUDINARY_UPLOAD_URL && !fileEnv.VITE_CLOUDINARY_CLOUD_NAME) {
  env.VITE_CLOUDINARY_UPLOAD_URL = LOCAL_UPLOAD_PATH;
}
if (fileEnv.VITE_FIREBASE_PROJECT_ID && fileEnv.VITE_USE_EMULATORS !== 'true') {
  console.warn(`Note: .env names the Firebase project "${fileEnv.VITE_FIREBASE_PROJECT_ID}", so the site will use it, not the emulators.`);
}

const child = spawn(FIREBASE_BIN, emulatorsExecArgs('node scripts/dev-session.mjs'), { cwd: ROOT, env, stdio: 'inherit' });

// The terminal's Ctrl-C reaches every process of the group; firebase-tools then stops the emulators (Java
// included) and exits. Wait for that rather than exiting first and leaving them behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
