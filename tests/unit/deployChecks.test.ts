/**
 * What `npm run deploy` refuses before it builds and after (scripts/lib/deploy-checks.mjs): each mistake that would
 * otherwise ship silently, named.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSiteProblems, deployTarget, parseEnv, projectProblems, settingsProblems, treeProblems } from '../../scripts/lib/deploy-checks.mjs';
import { rulesWithUploadCloud, uploadCloudOf } from '../../scripts/lib/upload-cloud.mjs';
import { withAppCheckPolicy } from '../../scripts/lib/app-check-policy.mjs';

const example = readFileSync('.env.example', 'utf8');
const good = [
  'VITE_FIREBASE_API_KEY=AIzaSyExample-real-key',
  'VITE_FIREBASE_AUTH_DOMAIN=school-site.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=school-site',
  'VITE_FIREBASE_APP_ID=1:123:web:abc',
  'VITE_USE_EMULATORS=',
  'VITE_CLOUDINARY_CLOUD_NAME=school-cloud',
  'VITE_CLOUDINARY_UPLOAD_PRESET=school_announcement_upload',
  'VITE_SITE_URL=https://www.school.example',
].join('\n');
const withSetting = (key: string, value: string) => good.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`);

describe('the settings in .env', () => {
  it('a complete real configuration passes (the preset may keep its default name)', () => {
    expect(settingsProblems(good, example)).toEqual([]);
  });

  it.each(['school cloud', "x'); allow", 'cloud/other', '.cloud'])('a Cloudinary cloud name the rules cannot hold (%j) is refused', (cloud) => {
    expect(settingsProblems(withSetting('VITE_CLOUDINARY_CLOUD_NAME', cloud), example)).toEqual([expect.stringContaining('is not a Cloudinary cloud name')]);
  });

  it('an App Check debug token is refused: it would ship to every visitor; a site key is not', () => {
    expect(settingsProblems(`${good}\nVITE_APPCHECK_DEBUG_TOKEN=abc-123`, example)).toEqual([expect.stringContaining('VITE_APPCHECK_DEBUG_TOKEN is set')]);
    expect(settingsProblems(`${good}\nVITE_APPCHECK_SITE_KEY=6Lc-site-key`, example)).toEqual([]);
  });

  it('no .env at all is refused, saying what to do', () => {
    expect(settingsProblems(null, example)).toEqual([expect.stringContaining('.env is missing')]);
  });

  it.each(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_CLOUDINARY_CLOUD_NAME', 'VITE_SITE_URL'])('an empty %s is named', (key) => {
    expect(settingsProblems(withSetting(key, ''), example)).toEqual([`${key} is empty in .env.`]);
  });

  it("a value still the example's is named", () => {
    const exampleWithPlaceholder = `${example}\nVITE_FIREBASE_APP_ID=your-app-id`;
    expect(settingsProblems(withSetting('VITE_FIREBASE_APP_ID', 'your-app-id'), exampleWithPlaceholder)).toEqual([
      'VITE_FIREBASE_APP_ID is still the example\'s value ("your-app-id").',
    ]);
  });

  it('VITE_USE_EMULATORS=true is refused', () => {
    expect(settingsProblems(withSetting('VITE_USE_EMULATORS', 'TRUE'), example)).toEqual([expect.stringContaining('VITE_USE_EMULATORS is true')]);
  });

  it.each([
    ['http://www.school.example', 'does not start with https://'],
    ['https://localhost:5173', 'points at this machine'],
    ['https://127.0.0.1', 'points at this machine'],
    ['www.school.example', 'is not a web address'],
  ])('VITE_SITE_URL=%s is refused: %s', (url, reason) => {
    expect(settingsProblems(withSetting('VITE_SITE_URL', url), example).join(' ')).toContain(reason);
  });

  it('reads dotenv lines as Vite does: comments, quotes, spaces', () => {
    expect(parseEnv('# a comment\nA = "x y"\nB=\'z\'\nC=plain # note\nexport D=1\n=bad')).toEqual({ A: 'x y', B: 'z', C: 'plain', D: '1' });
  });
});

describe('the project the deploy goes to', () => {
  const rc = JSON.stringify({ projects: { default: 'school-site' } });

  it('is --project, else .firebaserc’s default', () => {
    expect(deployTarget('other', rc)).toBe('other');
    expect(deployTarget(undefined, rc)).toBe('school-site');
    expect(deployTarget(undefined, null)).toBeNull();
    expect(deployTarget(undefined, '{not json')).toBeNull();
  });

  it('must be the one .env names: the site would read one database and the rules go to another', () => {
    expect(projectProblems('school-site', 'school-site')).toEqual([]);
    expect(projectProblems('school-site', 'demo-school-site')).toEqual([
      '.env names the project "school-site" but the deploy would go to "demo-school-site": pass --project school-site, or run `npx firebase use school-site`.',
    ]);
    expect(projectProblems('school-site', null)).toEqual([expect.stringContaining('No Firebase project to deploy to')]);
  });
});

describe('the working tree', () => {
  it('with uncommitted changes is refused unless --allow-dirty', () => {
    expect(treeProblems('', false)).toEqual([]);
    expect(treeProblems(' M src/main.ts\n?? notes.txt\n', false)).toEqual([
      'The working tree has 2 uncommitted change(s) (src/main.ts, notes.txt): commit them, or pass --allow-dirty.',
    ]);
    expect(treeProblems(' M src/main.ts\n', true)).toEqual([]);
  });
});

describe('the built files', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'deploy-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };

  it('pass with every canonical on the site and nothing local', () => {
    write('index.html', '<link rel="canonical" href="https://www.school.example/" />');
    write('about.html', '<link rel="canonical" href="https://www.school.example/about" />');
    write('assets/index-abc.js', 'fetch("https://firestore.googleapis.com/v1/")');
    // The Firebase SDK's own base for reading addresses: no address of the site's configuration.
    write('assets/auth-abc.js', 'var base = new URL(`http://localhost`);');
    expect(builtSiteProblems(dist, 'https://www.school.example')).toEqual([]);
  });

  it('name a canonical elsewhere, an emulator address and a source map', () => {
    write('OurEvents.html', '<link rel="canonical" href="http://localhost:5173/OurEvents" />');
    write('assets/boot-abc.js', 'connect("127.0.0.1:8080")');
    write('assets/boot-abc.js.map', '{}');
    expect(builtSiteProblems(dist, 'https://www.school.example').sort()).toEqual(
      [
        'dist/OurEvents.html holds "localhost:5173", a local or emulator address.',
        "dist/OurEvents.html's canonical address is http://localhost:5173/OurEvents, not on https://www.school.example.",
        'dist/assets/boot-abc.js holds "127.0.0.1", a local or emulator address.',
        'dist/assets/boot-abc.js.map is a source map: the build must not publish its sources.',
      ].sort(),
    );
  });
});

describe('the rules a deploy puts live', () => {
  const committed = readFileSync('firestore.rules', 'utf8');

  it('accept uploads from the cloud of .env, and differ from the committed ones in that alone', () => {
    const deployed = rulesWithUploadCloud(committed, 'school-cloud');
    expect(uploadCloudOf(committed)).toBe('demo');
    expect(uploadCloudOf(deployed)).toBe('school-cloud');
    expect(deployed.replace("return 'school-cloud';", "return 'demo';")).toBe(committed);
  });

  it('refuse a name that is not a cloud name, and rules without their one uploadCloud()', () => {
    expect(() => rulesWithUploadCloud(committed, "demo' || true || '")).toThrow('is not a Cloudinary cloud name');
    expect(() => rulesWithUploadCloud(committed.replace('function uploadCloud()', 'function cloud()'), 'school-cloud')).toThrow('must hold one uploadCloud()');
  });
});

describe('the Content-Security-Policy a deploy with App Check stages', () => {
  const committed = JSON.parse(readFileSync('firebase.json', 'utf8')) as Parameters<typeof withAppCheckPolicy>[0];
  const policies = (config: typeof committed) =>
    config.hosting.headers.flatMap((rule) => rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value));

  it('lets pages load reCAPTCHA and ask App Check for tokens, where the committed one names neither', () => {
    const staged = policies(withAppCheckPolicy(committed));
    expect(staged.length).toBeGreaterThan(0);
    for (const policy of staged) {
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
    }
    for (const policy of policies(committed)) expect(policy).not.toContain('recaptcha');
  });
});
