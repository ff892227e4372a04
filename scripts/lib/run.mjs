// Runs a command to completion with inherited output; resolves to its exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './emulators.mjs';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
