import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { servedFiles, sourceAlias } from './vite.config';

// Eight suites: `unit` (pure logic, in node) and `components` (React components in jsdom) need no server;
// `hosting` asks the Hosting emulator (firebase.json) for the build's files; `rules`, `services` and `scripts`
// (the administration scripts) need the Firebase emulators; `e2e` drives Chromium against a production build, the
// emulators and the seed; `csp` does too, with the build served by the Hosting emulator under firebase.json's
// headers. `npm test` runs them all (scripts/test.mjs), starting what each needs.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAlias },
  server: servedFiles,
  // The tests run against the emulators whatever a developer's .env says (a real project's settings there would
  // take the emulators out of the code under test: src/lib/config.ts); the builds they test get their settings
  // explicitly (scripts/lib/build-site.mjs).
  envDir: false,
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['tests/components/**/*.test.tsx'], setupFiles: ['tests/components/setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'], fileParallelism: false, testTimeout: 20_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'services',
          environment: 'node',
          // The Firestore emulator sometimes breaks a live listen stream (firebase-tools issue 8654); a test that
          // fails for that reason passes on a second run, while a real failure fails every time.
          retry: 1,
          include: ['tests/services/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        // The administration scripts (backup, restore, revoke-admin, the upload scripts) run as child processes against
        // the emulators.
        test: { name: 'scripts', environment: 'node', include: ['tests/scripts/**/*.test.ts'], fileParallelism: false, testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'hosting', environment: 'node', include: ['tests/hosting/**/*.test.ts'] },
      },
      {
        extends: true,
        // expect.poll waits up to 10 s: a page opened again shows the data its last visit saved at once, then what
        // the database says now, in place (src/lib/savedQueries.ts), so a test reads what a visitor sees by polling.
        test: { name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], fileParallelism: false, testTimeout: 30_000, hookTimeout: 60_000, expect: { poll: { timeout: 10_000, interval: 100 } } },
      },
      {
        extends: true,
        test: { name: 'csp', environment: 'node', include: ['tests/csp/**/*.test.ts'], fileParallelism: false, testTimeout: 60_000, hookTimeout: 60_000 },
      },
    ],
  },
});
