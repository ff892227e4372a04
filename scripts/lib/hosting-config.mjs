// A copy of firebase.json whose Hosting serves another build folder on its own port, for the Hosting emulator
// (the hosting tests of `npm test`, and `npm run bench`). firebase-tools takes the folder of the --config file as
// the project folder and refuses relative paths that leave it, so rules and indexes get absolute paths; Hosting's
// `public` must stay relative (the emulator appends it to the project folder as text).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

/**
 * @param {{ dist: string, configPath: string, port: number, hubPort?: number, loggingPort?: number }} options
 * @returns {string} the path of the written config
 */
export function writeHostingConfig({ dist, configPath, port, hubPort, loggingPort }) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const absolute = (/** @type {string} */ file) => path.resolve(ROOT, file);
  if (config.firestore?.rules) config.firestore.rules = absolute(config.firestore.rules);
  if (config.firestore?.indexes) config.firestore.indexes = absolute(config.firestore.indexes);
  config.hosting = { ...config.hosting, public: path.relative(path.dirname(configPath), dist) };
  config.emulators = { ...config.emulators, hosting: { host: '127.0.0.1', port } };
  if (hubPort) config.emulators.hub = { host: '127.0.0.1', port: hubPort };
  if (loggingPort) config.emulators.logging = { host: '127.0.0.1', port: loggingPort };
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}
