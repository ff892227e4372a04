// Where `npm run bench` builds, serves and writes, and which pages it measures.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './emulators.mjs';
import { writeHostingConfig } from './hosting-config.mjs';

export const BENCH_DIST = path.join(ROOT, '.cache', 'bench-dist');
export const BENCH_DIR = path.join(ROOT, '.cache', 'bench');
export const BENCH_SUMMARY = path.join(BENCH_DIR, 'latest.json');
export const BENCH_CONFIG = path.join(ROOT, '.cache', 'bench-firebase.json');
export const HOSTING_HOST = '127.0.0.1';
export const HOSTING_PORT = 5050;

/**
 * The pages to measure: the home page, then every public page's own address, its id in `PUBLIC_PAGE_IDS` of
 * src/app/pageIds.ts (its aliases only redirect or render the same page). Read from the source text, because Node
 * cannot import the .ts module; fails loudly if the list's shape changes so that it is not understood.
 * @returns {string[]}
 */
export function publicRoutes() {
  const source = readFileSync(path.join(ROOT, 'src', 'app', 'pageIds.ts'), 'utf8');
  const list = /\bPUBLIC_PAGE_IDS = \[([^\]]*)\] as const(?: satisfies [^;]*)?;/.exec(source)?.[1] ?? '';
  const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
  const ids = entries.map((entry) => /^(['"`])(\/[^'"`]*)\1$/.exec(entry)?.[2]).filter((id) => id !== undefined);
  if (entries.length === 0 || ids.length !== entries.length) {
    throw new Error(`Could not read PUBLIC_PAGE_IDS in src/app/pageIds.ts (${ids.length} of ${entries.length} understood).`);
  }
  return ['/', ...ids];
}

/**
 * Writes firebase.json, as it is now, with Hosting serving the bench build on its own port.
 * @returns {string} the path of the written config
 */
export function writeBenchFirebaseConfig() {
  return writeHostingConfig({ dist: BENCH_DIST, configPath: BENCH_CONFIG, port: HOSTING_PORT });
}

/**
 * The ports the emulators of this config listen on (and the default hub's, which any other emulator run uses).
 * @returns {number[]}
 */
export function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(BENCH_CONFIG, 'utf8'));
  const ports = Object.values(emulators).flatMap((entry) => (typeof entry?.port === 'number' ? [entry.port] : []));
  return [...new Set([...ports, 4400])];
}

/**
 * @param {number} port
 * @returns {Promise<boolean>} whether a listener could bind it on 127.0.0.1 (also false when 0.0.0.0 holds it)
 */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Waits until every port is free: another engineer's test run may be using the emulators on this machine.
 * @param {number[]} ports
 * @param {{ intervalMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<boolean>} false if they were still busy at the timeout
 */
export async function waitForFreePorts(ports, { intervalMs = 30_000, timeoutMs = 15 * 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
    if (busy.length === 0) return true;
    if (Date.now() + intervalMs > deadline) return false;
    console.log(`bench: port(s) ${busy.join(', ')} in use (another emulator run?); checking again in ${intervalMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
