// `npm run deploy` itself, run as the operator runs it, in a throwaway project folder: each wrong setting stops it
// before anything is built or uploaded, named in its output (the checks one by one: deployChecks.test.ts). No
// network: it stops before any step that would need one. The passing dry run, which builds, is run by hand (README).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REAL_PROJECT_ENV } from '../support/realProjectEnv';

const SCRIPT = path.resolve('scripts/deploy.mjs');

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A project folder with this .env (none for null), the real .env.example, a .firebaserc, committed; then the deploy. */
function deployIn(env: string[] | null, { firebaserc = 'our-school', args = ['--dry-run'], dirty = false } = {}) {
  folder = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const git = (...gitArgs: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...gitArgs], { cwd: folder });
  writeFileSync(path.join(folder, '.gitignore'), '.env\n');
  writeFileSync(path.join(folder, '.env.example'), readFileSync('.env.example', 'utf8'));
  writeFileSync(path.join(folder, '.firebaserc'), JSON.stringify({ projects: { default: firebaserc } }));
  if (env) writeFileSync(path.join(folder, '.env'), `${env.join('\n')}\n`);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'site');
  if (dirty) writeFileSync(path.join(folder, 'notes.txt'), 'not committed');
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: folder, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: run.status, output: `${run.stdout}${run.stderr}`, built: existsSync(path.join(folder, 'dist')) };
}

describe('npm run deploy stops before building', () => {
  it('without a .env, saying what to do', () => {
    const { code, output, built } = deployIn(null);
    expect(code).toBe(1);
    expect(output).toContain('.env is missing: copy .env.example to .env');
    expect(output).toContain('Nothing was deployed.');
    expect(built).toBe(false);
  });

  it('naming every wrong setting at once: emulators on, a local site address, another project', () => {
    const env = [...REAL_PROJECT_ENV.filter((line) => !line.startsWith('VITE_SITE_URL')), 'VITE_SITE_URL=http://localhost:5173', 'VITE_USE_EMULATORS=true'];
    const { code, output, built } = deployIn(env, { firebaserc: 'another-school' });
    expect(code).toBe(1);
    expect(output).toContain('VITE_USE_EMULATORS is true');
    expect(output).toContain('VITE_SITE_URL ("http://localhost:5173") does not start with https://');
    expect(output).toContain('VITE_SITE_URL ("http://localhost:5173") points at this machine');
    expect(output).toContain('.env names the project "our-school" but the deploy would go to "another-school"');
    expect(built).toBe(false);
  });

  it('with uncommitted changes, naming them (--allow-dirty goes ahead)', () => {
    const { code, output } = deployIn(REAL_PROJECT_ENV, { dirty: true });
    expect(code).toBe(1);
    expect(output).toContain('The working tree has 1 uncommitted change(s) (notes.txt)');
    expect(output).not.toContain('VITE_');
  });
});
