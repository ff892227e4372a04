// `npm run deploy -- --dry-run` with a real project's settings, all the way: in a clone of this repository with a
// .env, it runs the type check, lint, unit and component tests, the build with those settings, the bundle budget
// and the check of the built files, then says what it would deploy and uploads nothing (no network, no firebase
// login). In the scripts suite, not the unit suite: the deploy runs the unit tests itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { uploadCloudOf } from '../../scripts/lib/upload-cloud.mjs';
import { REAL_PROJECT_ENV } from '../support/realProjectEnv';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const clone = mkdtempSync(path.join(tmpdir(), 'deploy-dry-run-'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

it('a real configuration passes every check and names what it would deploy', { timeout: 600_000 }, () => {
  // The committed tree (what a deploy ships), with this checkout's installed packages.
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, clone]);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  writeFileSync(path.join(clone, '.git', 'info', 'exclude'), 'node_modules\n');
  writeFileSync(path.join(clone, '.env'), `${REAL_PROJECT_ENV.join('\n')}\n`);

  const run = spawnSync('npm', ['run', 'deploy', '--', '--dry-run', '--project', 'our-school'], {
    cwd: clone,
    encoding: 'utf8',
    // As an operator's shell runs it: only .env's settings (none that the browser tests' build sets), and not the
    // test runner's NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITE_|VITEST|NODE_ENV$|CLOUDINARY_URL$)/.test(key))), FORCE_COLOR: '0' },
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output.slice(-3000)).toBe(0);
  expect(output).toContain('✔ Ready. Would run: firebase deploy --only firestore:rules,firestore:indexes,hosting --project our-school');
  expect(output).toContain('firestore.rules (uploads from the Cloudinary cloud "ourschool")');
  expect(output).toContain('to https://www.our-school.example, as staged in .cache/deploy. Nothing was uploaded (--dry-run).');
  // What it stages to put live: the rules accept uploads from .env's cloud only, and the built site beside them.
  const staged = readFileSync(path.join(clone, '.cache', 'deploy', 'firestore.rules'), 'utf8');
  expect(uploadCloudOf(staged)).toBe('ourschool');
  expect(staged.replace("return 'ourschool';", "return 'demo';")).toBe(readFileSync(path.join(clone, 'firestore.rules'), 'utf8'));
  expect(existsSync(path.join(clone, '.cache', 'deploy', 'dist', 'about.html'))).toBe(true);
  // Without the Cloudinary key in the shell, the upload preset is not checked, and it says so.
  expect(output).toContain('Skipped: the upload preset check (CLOUDINARY_URL is not set in this shell)');
  // The build it checked: the site's own address in every canonical, and no emulator in it.
  const about = readFileSync(path.join(clone, 'dist', 'about.html'), 'utf8');
  expect(about).toContain('<link rel="canonical" href="https://www.our-school.example/about" />');
  expect(existsSync(path.join(clone, 'dist', 'auth-x8a9b7c-login.html'))).toBe(true);
});
