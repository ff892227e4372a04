// `npm run deploy`: puts the site, its Firestore rules and its indexes live together, in one `firebase deploy`, once
// nothing stands in the way: first the settings, the project and the working tree (scripts/lib/deploy-checks.mjs),
// then the fast steps of `npm test` (types, lint, unit and component tests), the build with .env's settings, its
// bundle budget, a check of the built files, and, when CLOUDINARY_URL is set, of the upload preset (npm run
// cloudinary-setup -- --check). Any problem stops it, named.
//   --dry-run      everything but the upload; says what it would deploy
//   --allow-dirty  deploy with uncommitted changes
//   --project <id> the Firebase project to deploy to (else .firebaserc's default)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtSiteProblems, deployTarget, parseEnv, projectProblems, settingsProblems, treeProblems } from './lib/deploy-checks.mjs';
import { FIREBASE_BIN } from './lib/emulators.mjs';
import { bin, run } from './lib/run.mjs';
import { rulesWithUploadCloud } from './lib/upload-cloud.mjs';
import { withAppCheckPolicy } from './lib/app-check-policy.mjs';

const { values: options } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, 'allow-dirty': { type: 'boolean', default: false }, project: { type: 'string' } },
});
// The project being deployed: the folder npm runs the script in (its .env, .firebaserc, git state and dist/).
const PROJECT_DIR = process.cwd();
const DIST = path.join(PROJECT_DIR, 'dist');
const readIfThere = (/** @type {string} */ file) => (existsSync(path.join(PROJECT_DIR, file)) ? readFileSync(path.join(PROJECT_DIR, file), 'utf8') : null);

/** @param {string} heading @param {string[]} problems */
function stopOn(heading, problems) {
  if (problems.length === 0) return;
  console.error(`\n✖ ${heading}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('\nNothing was deployed.');
  process.exit(1);
}

const envText = readIfThere('.env');
const env = parseEnv(envText);
const gitStatus = (() => {
  try {
    return execFileSync('git', ['status', '--porcelain'], { cwd: PROJECT_DIR, encoding: 'utf8' });
  } catch {
    return '';
  }
})();
const target = deployTarget(options.project, readIfThere('.firebaserc'));
stopOn('Not ready to deploy', [
  ...settingsProblems(envText, readIfThere('.env.example') ?? ''),
  ...projectProblems(env.VITE_FIREBASE_PROJECT_ID ?? '', target),
  ...treeProblems(gitStatus, options['allow-dirty'] ?? false),
]);

/** @type {[string, () => Promise<number>][]} */
const steps = [
  ['type check', () => run(bin('tsc'), ['-b'])],
  ['lint (ESLint and Stylelint)', () => run('npm', ['run', 'lint'])],
  ['unit and component tests', () => run(bin('vitest'), ['run', '--project', 'unit', '--project', 'components'])],
  ['build', () => run('npm', ['run', 'build'])],
  ['bundle budget', () => run(process.execPath, ['scripts/check-bundle.mjs', DIST])],
];
// The upload preset's protective settings, on Cloudinary itself, when the shell holds the account's key.
if (process.env.CLOUDINARY_URL) steps.push(['upload preset check', () => run(process.execPath, [path.join(import.meta.dirname, 'cloudinary-setup.mjs'), '--check'])]);
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  stopOn(`The ${name} failed`, (await step()) === 0 ? [] : [`see its output above`]);
}
stopOn('The build is not fit to publish', builtSiteProblems(DIST, env.VITE_SITE_URL ?? ''));
if (!process.env.CLOUDINARY_URL) {
  console.log('\n⚠ Skipped: the upload preset check (CLOUDINARY_URL is not set in this shell). Run npm run cloudinary-setup -- --check with it.');
}

// What goes live, staged as one folder laid out as the project is: the rules accept uploads only from .env's Cloudinary
// cloud (uploadCloud(), scripts/lib/upload-cloud.mjs), where the committed ones name the emulators'; with App Check on,
// the pages' Content-Security-Policy lets reCAPTCHA and App Check in (scripts/lib/app-check-policy.mjs).
const STAGE = path.join(PROJECT_DIR, '.cache', 'deploy');
const cloud = env.VITE_CLOUDINARY_CLOUD_NAME ?? '';
rmSync(STAGE, { recursive: true, force: true });
mkdirSync(STAGE, { recursive: true });
cpSync(path.join(PROJECT_DIR, 'firestore.indexes.json'), path.join(STAGE, 'firestore.indexes.json'));
const hosting = JSON.parse(readFileSync(path.join(PROJECT_DIR, 'firebase.json'), 'utf8'));
writeFileSync(path.join(STAGE, 'firebase.json'), `${JSON.stringify(env.VITE_APPCHECK_SITE_KEY ? withAppCheckPolicy(hosting) : hosting, null, 2)}\n`);
writeFileSync(path.join(STAGE, 'firestore.rules'), rulesWithUploadCloud(readFileSync(path.join(PROJECT_DIR, 'firestore.rules'), 'utf8'), cloud));
cpSync(DIST, path.join(STAGE, 'dist'), { recursive: true });

const only = 'firestore:rules,firestore:indexes,hosting';
const fileCount = readdirSync(DIST, { recursive: true }).length;
if (options['dry-run']) {
  console.log(`\n✔ Ready. Would run: firebase deploy --only ${only} --project ${target}`);
  console.log(`  firestore.rules (uploads from the Cloudinary cloud "${cloud}") and firestore.indexes.json, and dist/ (${fileCount} files) to ${env.VITE_SITE_URL}, as staged in .cache/deploy. Nothing was uploaded (--dry-run).`);
  process.exit(0);
}
console.log(`\n▶ firebase deploy --only ${only} --project ${target} (from .cache/deploy)`);
process.exit(await run(FIREBASE_BIN, ['deploy', '--only', only, '--project', String(target), '--non-interactive'], { cwd: STAGE }));
