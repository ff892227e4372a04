/**
 * The import rules of docs/architecture.md ("The layers") are enforced by eslint.config.js. These tests lint small
 * snippets placed virtually at a path inside src/ (the path need not exist; what the snippet imports must, or
 * the import rules cannot see where it leads) and check that the intended rule fires, or that nothing does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// no-unresolved on top of the real config: every snippet below must resolve its imports, so "no finding"
// can never mean "the import went nowhere, so no rule could look at it".
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

/** The snippet's only finding(s) come from `ruleId`. */
async function expectOnly(ruleId: string, filePath: string, code: string, count = 1) {
  const messages = await lint(filePath, code);
  expect(messages.map((message) => message.ruleId)).toEqual(Array(count).fill(ruleId));
  return messages;
}

async function expectClean(filePath: string, code: string) {
  expect(await lint(filePath, code)).toEqual([]);
}

/** A snippet that imports `specifier` and uses it, and has nothing else a rule could object to. */
const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;

// Real modules the snippets import (checked here, so that a rename shows up as a clear failure).
const featureModule = '@/features/events/eventsService';
const otherFeatureModule = '@/features/links/linksService';
const appModule = '@/app/App';
const libModule = '@/lib/documentFields';
const contentModule = '@/content/school';
const componentModule = '@/components/LoadError';

describe('architecture lint (eslint.config.js)', { timeout: 120_000 }, () => {
  test('the modules the snippets import exist', () => {
    for (const specifier of [featureModule, otherFeatureModule, appModule, libModule, contentModule, componentModule]) {
      const file = path.join(root, specifier.replace('@/', 'src/'));
      expect(existsSync(`${file}.ts`) || existsSync(`${file}.tsx`), specifier).toBe(true);
    }
  });

  describe('imports flow one way: app -> features -> components, lib, content', () => {
    test('a component may not import a feature', async () => {
      const [message] = await expectOnly('import-x/no-restricted-paths', 'src/components/Probe.tsx', importing(featureModule));
      expect(message?.message).toMatch(/src\/components, src\/lib or src\/content/);
    });

    test('lib may not import app', async () => {
      await expectOnly('import-x/no-restricted-paths', 'src/lib/probe.ts', importing(appModule));
    });

    test('content may not import a feature', async () => {
      await expectOnly('import-x/no-restricted-paths', 'src/content/probe.ts', importing(featureModule));
    });

    test('a feature may not import another feature, by alias or by relative path', async () => {
      const [message] = await expectOnly('import-x/no-restricted-paths', 'src/features/links/Probe.tsx', importing(featureModule));
      expect(message?.message).toMatch(/Compose the two in src\/app/);
      await expectOnly('import-x/no-restricted-paths', 'src/features/links/admin/Probe.tsx', importing('../../events/eventsService'));
    });

    test('a feature may not import app', async () => {
      await expectOnly('import-x/no-restricted-paths', 'src/features/events/Probe.tsx', importing(appModule));
    });

    test('app composes features', async () => {
      await expectClean('src/app/Probe.tsx', importing(featureModule, otherFeatureModule, componentModule, libModule));
      await expectClean('src/boot.tsx', importing(appModule));
      await expectClean('src/main.ts', importing(appModule));
    });

    test('a feature may import its own modules, components, lib and content', async () => {
      await expectClean(
        'src/features/events/admin/Probe.tsx',
        importing('../eventsDisplay', featureModule, componentModule, libModule, contentModule),
      );
    });

    test('no barrel files', async () => {
      await expectOnly('import-x/avoid-barrel-files', 'src/lib/index.ts', `export { readText } from '${libModule}';\n`);
      const messages = await lint('src/components/index.ts', `export * from '${componentModule}';\n`);
      expect(messages.map((message) => message.ruleId)).toContain('import-x/avoid-re-export-all');
    });
  });

  describe('no dependency cycles', () => {
    // A cycle needs files on disk that import the linted file back. Rather than keeping .ts fixtures (which
    // `eslint .` and tsc would pick up), take a real pair from src/lib: module A imports B; lint text at B's path
    // that imports A, and A's import leads back to B.
    function realImportPair(): { importer: string; imported: string } {
      const dir = path.join(root, 'src/lib');
      for (const name of readdirSync(dir).filter((file) => /\.tsx?$/.test(file))) {
        const source = readFileSync(path.join(dir, name), 'utf8');
        for (const match of source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'(\.\/[^']+)';/gm)) {
          const [, clause = '', specifier = ''] = match;
          if (/^\{[^}]*\}$/.test(clause) && clause.slice(1, -1).split(',').every((part) => /^\s*type\s/.test(part))) continue;
          const target = ['.ts', '.tsx'].map((ext) => path.join(dir, specifier + ext)).find((file) => existsSync(file));
          if (target) return { importer: path.join(dir, name), imported: target };
        }
      }
      throw new Error('no module in src/lib imports another one by value: pick another pair for this test');
    }

    test('a module that imports a module importing it back', async () => {
      const { importer, imported } = realImportPair();
      const importerSpecifier = `@/${path.relative(path.join(root, 'src'), importer).replace(/\.tsx?$/, '')}`;
      await expectOnly('import-x/no-cycle', path.relative(root, imported), importing(importerSpecifier));
    });
  });

  describe('which Firebase SDK entry point goes where', () => {
    test("firestore/lite is for the admin area's writes: not in a public service, a hook or a component", async () => {
      const [message] = await expectOnly('no-restricted-imports', 'src/features/events/eventsService.ts', importing('firebase/firestore/lite'));
      expect(message?.message).toMatch(/over REST/);
      await expectOnly('no-restricted-imports', 'src/features/events/eventsQueriesProbe.ts', importing('firebase/firestore/lite'));
      await expectOnly('no-restricted-imports', 'src/features/events/EventsProbe.tsx', importing('firebase/firestore/lite'));
      await expectOnly('no-restricted-imports', 'src/lib/firestoreRest.ts', importing('firebase/firestore/lite'));
    });

    test('a component may not import firebase/auth, statically or dynamically', async () => {
      await expectOnly('no-restricted-imports', 'src/components/Probe.tsx', importing('firebase/auth'));
      await expectOnly('no-restricted-syntax', 'src/components/probe.ts', `export const load = () => import('firebase/auth');\n`);
    });

    test('a feature other than the staff service may not import the full firebase/firestore', async () => {
      await expectOnly('no-restricted-imports', 'src/features/events/eventsService.ts', importing('firebase/firestore'));
      await expectOnly('no-restricted-imports', 'src/features/administration/useStaffProbe.ts', importing('firebase/firestore'));
      await expectOnly('no-restricted-imports', 'src/lib/liteDb.ts', importing('firebase/firestore'));
    });

    test('admin service modules and liteDb.ts may import firestore/lite', async () => {
      await expectClean('src/features/events/admin/eventsAdminService.ts', importing('firebase/firestore/lite'));
      await expectClean('src/features/new-feature/admin/newFeatureAdminService.ts', importing('firebase/firestore/lite'));
      await expectClean('src/lib/liteDb.ts', importing('firebase/firestore/lite'));
    });

    test('firebase/auth is allowed in src/lib/auth.ts and src/features/auth only', async () => {
      await expectClean('src/lib/auth.ts', importing('firebase/auth'));
      await expectClean('src/features/auth/authService.ts', importing('firebase/auth'));
      await expectClean('src/features/auth/LoginProbe.tsx', importing('firebase/auth'));
      await expectOnly('no-restricted-imports', 'src/features/auth/LoginProbe.tsx', importing('firebase/firestore/lite'));
      await expectOnly('no-restricted-imports', 'src/lib/liveDb.ts', importing('firebase/auth'));
    });

    test('the full firebase/firestore is allowed in liveDb.ts and staffService.ts', async () => {
      await expectClean('src/lib/liveDb.ts', importing('firebase/firestore'));
      await expectClean('src/features/administration/staffService.ts', importing('firebase/firestore'));
    });
  });

  describe('accessibility and the query layer', () => {
    test('jsx-a11y: a clickable div needs a keyboard listener', async () => {
      const messages = await lint('src/components/Probe.tsx', `export const Probe = () => <div onClick={() => undefined}>x</div>;\n`);
      expect(messages.map((message) => message.ruleId)).toContain('jsx-a11y/click-events-have-key-events');
    });

    test('TanStack Query: a query key names everything the query function uses', async () => {
      await expectOnly(
        '@tanstack/query/exhaustive-deps',
        'src/features/events/useProbe.ts',
        `import { useQuery } from '@tanstack/react-query';\n` +
          `export const useProbe = (id: string) => useQuery({ queryKey: ['probe'], queryFn: () => Promise.resolve(id) });\n`,
      );
    });
  });
});
