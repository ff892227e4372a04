// What `npm run deploy` checks before it builds and after (scripts/deploy.mjs). Each check returns the problems it
// found, one sentence each, naming the setting or file and what to do; none throws. Pure over their inputs, so that
// tests/scripts/deploy.test.ts can try each refusal without a network.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLOUD_NAME } from './upload-cloud.mjs';

/** The settings a real deployment needs: the Firebase web app's, Cloudinary's, and the site's public address. */
export const REQUIRED_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_CLOUDINARY_CLOUD_NAME',
  'VITE_CLOUDINARY_UPLOAD_PRESET',
  'VITE_SITE_URL',
];

/** Settings whose value in .env.example is the product's own (the preset's name: docs/product-rules.md#constants), not a placeholder. */
const EXAMPLE_IS_REAL = new Set(['VITE_CLOUDINARY_UPLOAD_PRESET']);

/** A host that is the machine itself. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?$/;

/**
 * What the site's own configuration puts in a build that talks to the emulators or the dev server (src/lib/config.ts:
 * their host, a port on localhost, the demo project): none may be in a build meant for the public. A bare
 * `http://localhost` is not among them: the Firebase SDK's own code holds it, as a base for reading addresses.
 */
const LOCAL_ADDRESS = /\b(?:localhost|0\.0\.0\.0):\d+|\b127\.0\.0\.1\b|demo-school-site|demo-api-key/;

/**
 * A dotenv file's settings (KEY=value lines; `#` comments; optional quotes). Empty for a missing file's null.
 * @param {string | null} text
 * @returns {Record<string, string>}
 */
export function parseEnv(text) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const line of (text ?? '').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match?.[1]) continue;
    const raw = (match[2] ?? '').trim();
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    settings[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return settings;
}

/**
 * What is wrong with `.env` for a real deployment.
 * @param {string | null} envText the file's text, null when there is none
 * @param {string} exampleText .env.example's text
 * @returns {string[]}
 */
export function settingsProblems(envText, exampleText) {
  if (envText === null) return ['.env is missing: copy .env.example to .env and fill in the real project\'s settings (README, "Going live").'];
  const env = parseEnv(envText);
  const example = parseEnv(exampleText);
  const problems = [];
  for (const key of REQUIRED_SETTINGS) {
    const value = env[key] ?? '';
    if (value === '') problems.push(`${key} is empty in .env.`);
    else if (!EXAMPLE_IS_REAL.has(key) && value === example[key]) problems.push(`${key} is still the example's value ("${value}").`);
  }
  const cloud = env.VITE_CLOUDINARY_CLOUD_NAME ?? '';
  if (cloud !== '' && !CLOUD_NAME.test(cloud)) {
    problems.push(`VITE_CLOUDINARY_CLOUD_NAME ("${cloud}") is not a Cloudinary cloud name: copy it from the Cloudinary console (letters, digits, - and _).`);
  }
  if ((env.VITE_APPCHECK_DEBUG_TOKEN ?? '') !== '') {
    problems.push('VITE_APPCHECK_DEBUG_TOKEN is set: a debug token lets whoever holds it past App Check, and every VITE_ value ships to every visitor. Empty it in .env (it is for the emulators).');
  }
  if ((env.VITE_USE_EMULATORS ?? '').toLowerCase() === 'true') {
    problems.push('VITE_USE_EMULATORS is true: the built site would talk to emulators on the visitor\'s own machine. Empty it in .env.');
  }
  const siteUrl = env.VITE_SITE_URL ?? '';
  if (siteUrl !== '') {
    let url = null;
    try {
      url = new URL(siteUrl);
    } catch {
      problems.push(`VITE_SITE_URL ("${siteUrl}") is not a web address: write the site's public address, like https://www.school.example.`);
    }
    if (url && url.protocol !== 'https:') problems.push(`VITE_SITE_URL ("${siteUrl}") does not start with https://: every canonical and link preview would point there.`);
    if (url && LOCAL_HOST.test(url.host)) problems.push(`VITE_SITE_URL ("${siteUrl}") points at this machine: every canonical and link preview would point there.`);
  }
  return problems;
}

/**
 * The Firebase project the CLI would deploy to: `--project`, else .firebaserc's default.
 * @param {string | undefined} projectFlag
 * @param {string | null} firebasercText
 * @returns {string | null}
 */
export function deployTarget(projectFlag, firebasercText) {
  if (projectFlag) return projectFlag;
  try {
    const rc = JSON.parse(firebasercText ?? '');
    return typeof rc?.projects?.default === 'string' ? rc.projects.default : null;
  } catch {
    return null;
  }
}

/**
 * Whether the site's settings name the project the rules and files go to.
 * @param {string} envProjectId VITE_FIREBASE_PROJECT_ID
 * @param {string | null} target deployTarget's answer
 * @returns {string[]}
 */
export function projectProblems(envProjectId, target) {
  if (!envProjectId) return [];
  if (target === null) return [`No Firebase project to deploy to: pass --project ${envProjectId}, or run \`npx firebase use ${envProjectId}\`.`];
  if (target !== envProjectId) {
    return [`.env names the project "${envProjectId}" but the deploy would go to "${target}": pass --project ${envProjectId}, or run \`npx firebase use ${envProjectId}\`.`];
  }
  return [];
}

/**
 * Uncommitted changes (git status --porcelain): what is deployed should be what is in the repository.
 * @param {string} porcelain
 * @param {boolean} allowed --allow-dirty
 * @returns {string[]}
 */
export function treeProblems(porcelain, allowed) {
  const changed = porcelain.split('\n').filter((line) => line.trim() !== '');
  if (changed.length === 0 || allowed) return [];
  const listed = changed.slice(0, 5).map((line) => line.slice(3)).join(', ');
  return [`The working tree has ${changed.length} uncommitted change(s) (${listed}${changed.length > 5 ? ', …' : ''}): commit them, or pass --allow-dirty.`];
}

/** @param {string} dir @returns {string[]} every file under dir, relative to it */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile());
}

/**
 * What is wrong with a build meant for the public: a page whose canonical address is not on the site's address,
 * an emulator or local address anywhere in the text files, a source map.
 * @param {string} dist
 * @param {string} siteUrl VITE_SITE_URL
 * @returns {string[]}
 */
export function builtSiteProblems(dist, siteUrl) {
  const problems = [];
  const site = siteUrl.replace(/\/+$/, '');
  for (const file of filesUnder(dist)) {
    if (file.endsWith('.map')) {
      problems.push(`dist/${file} is a source map: the build must not publish its sources.`);
      continue;
    }
    if (!/\.(html|js|css|json|webmanifest|xml|txt)$/.test(file)) continue;
    const text = readFileSync(path.join(dist, file), 'utf8');
    const local = LOCAL_ADDRESS.exec(text);
    if (local) problems.push(`dist/${file} holds "${local[0]}", a local or emulator address.`);
    if (file.endsWith('.html')) {
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(text)?.[1];
      if (canonical !== undefined && !canonical.startsWith(`${site}/`) && canonical !== site) {
        problems.push(`dist/${file}'s canonical address is ${canonical}, not on ${site}.`);
      }
    }
  }
  return problems;
}
