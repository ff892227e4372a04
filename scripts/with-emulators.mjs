// Runs one command while the Auth and Firestore emulators are up (loading firestore.rules), then stops them.
// Usage: node scripts/with-emulators.mjs "<command>"
import { spawn } from 'node:child_process';
import { FIREBASE_BIN, ROOT, emulatorEnv, emulatorsExecArgs, requireJava } from './lib/emulators.mjs';

const command = process.argv[2];
if (!command) {
  console.error('Usage: node scripts/with-emulators.mjs "<command>"');
  process.exit(2);
}
requireJava();
const child = spawn(FIREBASE_BIN, emulatorsExecArgs(command), { cwd: ROOT, env: emulatorEnv(), stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
