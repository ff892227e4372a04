// Shared by the start, test and seed scripts: the emulator project, ports and the environment that lets
// firebase-tools start the Firestore emulator offline.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

export const PROJECT_ID = 'demo-school-site';
export const FIRESTORE_HOST = '127.0.0.1:8080';
export const AUTH_HOST = '127.0.0.1:9099';
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

const CLOUD_SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Exits with one clear line when Java, which the Firestore emulator needs, is missing. */
export function requireJava() {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    console.error(
      'Java 17 or newer is needed to run the Firestore emulator: install it (for example `sudo apt-get install openjdk-17-jre-headless`, or https://adoptium.net) and try again.',
    );
    process.exit(1);
  }
}

/** A zip archive of stored (uncompressed) entries: all a manifest-only jar needs. */
function zipStored(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * firebase-tools downloads its Firestore emulator on first use, which cannot happen offline. Where the Google
 * Cloud CLI's emulator is installed, point firebase-tools at a manifest-only jar that starts it instead.
 * Elsewhere (a laptop with internet) nothing is overridden.
 */
export function emulatorEnv(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(CLOUD_SDK_JAR)) return { ...env };
  const dir = path.join(ROOT, '.cache');
  const wrapper = path.join(dir, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(dir, { recursive: true });
    const manifest = `Manifest-Version: 1.0\r\nMain-Class: ${MAIN_CLASS}\r\nClass-Path: file://${CLOUD_SDK_JAR}\r\n\r\n`;
    writeFileSync(wrapper, zipStored([['META-INF/MANIFEST.MF', manifest]]));
  }
  return { ...env, FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}

/** The environment under which the Admin SDK and the web SDK in Node talk to the emulators. */
export function emulatorClientEnv(env = process.env) {
  return {
    ...env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST ?? FIRESTORE_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_HOST,
  };
}

/**
 * Whether an emulator answers at `host` (`127.0.0.1:8080`), within 3 s.
 * @param {string | undefined} host
 */
export async function emulatorAnswers(host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** Arguments for `firebase emulators:exec` running one shell command while Auth and Firestore are up. */
export function emulatorsExecArgs(command) {
  return ['emulators:exec', '--project', PROJECT_ID, '--only', 'auth,firestore', command];
}
