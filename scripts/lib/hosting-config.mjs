// A copy of firebase.json whose Hosting serves another build folder on its own port, for the Hosting emulator
// (the hosting tests of `npm test`, and `npm run bench`). firebase-tools takes the folder of the --config file as
// the project folder and refuses relative paths that leave it, so rules and indexes get absolute paths; Hosting's
// `public` must stay relative (the emulator appends it to the project folder as text).
// The builds it serves are emulator builds: they read and sign in at the local emulators and post uploads to the
// local stand-in (a same-site path), so its Content-Security-Policy also lets the page connect there. The deployed
// firebase.json names none of them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_HOST, FIRESTORE_HOST, ROOT } from './emulators.mjs';

/** What an emulator build connects to beyond the deployed policy: the emulators (the upload stand-in is on the same site: 'self'). */
export const EMULATOR_CONNECT_SOURCES = [`http://${FIRESTORE_HOST}`, `http://${AUTH_HOST}`];

/**
 * `policy` (a Content-Security-Policy value) with `sources` added to its `directive`, which must be there.
 * @param {string} policy
 * @param {string} directive
 * @param {string[]} sources
 */
export function withSources(policy, directive, sources) {
  const parts = policy.split(';').map((part) => part.trim());
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) throw new Error(`The Content-Security-Policy in firebase.json has no ${directive}.`);
  parts[index] = [parts[index], ...sources].join(' ');
  return parts.join('; ');
}

/**
 * Hosting's headers with every Content-Security-Policy letting an emulator build connect to the emulators.
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} headerRules
 */
export function emulatorHeaders(headerRules) {
  return headerRules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: withSources(header.value, 'connect-src', EMULATOR_CONNECT_SOURCES) } : header,
    ),
  }));
}

/**
 * @param {{ dist: string, configPath: string, port: number, hubPort?: number, loggingPort?: number }} options
 * @returns {string} the path of the written config
 */
export function writeHostingConfig({ dist, configPath, port, hubPort, loggingPort }) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const absolute = (/** @type {string} */ file) => path.resolve(ROOT, file);
  if (config.firestore?.rules) config.firestore.rules = absolute(config.firestore.rules);
  if (config.firestore?.indexes) config.firestore.indexes = absolute(config.firestore.indexes);
  config.hosting = {
    ...config.hosting,
    public: path.relative(path.dirname(configPath), dist),
    headers: emulatorHeaders(config.hosting.headers ?? []),
  };
  config.emulators = { ...config.emulators, hosting: { host: '127.0.0.1', port } };
  if (hubPort) config.emulators.hub = { host: '127.0.0.1', port: hubPort };
  if (loggingPort) config.emulators.logging = { host: '127.0.0.1', port: loggingPort };
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}
