import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// ---------------------------------------------------------------------------------------------------------------
// The architecture (docs/architecture.md, "The layers"). Imports flow one way: src/app -> src/features ->
// src/components, src/lib, src/content. A feature does not import another feature; src/app composes them.
// ---------------------------------------------------------------------------------------------------------------

/** One zone per feature folder, read from disk on every run, so that a new feature is covered without editing this file. */
const featureNames = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const architectureZones = [
  {
    // Everything under src/ except src/app and src/features: src/components, src/lib, src/content (and any new folder).
    target: 'src/!(app|features)/**/*',
    from: 'src/features',
    message:
      'Shared code (src/components, src/lib, src/content) must not depend on a feature. Move what both need into ' +
      'src/components, src/lib or src/content, or take it as a prop or argument; features are composed in src/app.',
  },
  {
    target: 'src/!(app)/**/*',
    from: 'src/app',
    message:
      'Nothing imports src/app except the entry (src/main.ts, src/boot.tsx): src/app composes features and shared code, not the other way ' +
      'round. Take what you need as a prop or argument, or move shared code to src/components or src/lib.',
  },
  ...featureNames.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message:
      `A feature does not import another feature (src/features/${name} imports another one). Compose the two in ` +
      'src/app (the home page does this), or move the shared code to src/components, src/lib or src/content.',
  })),
];

/**
 * Which Firebase SDK entry points a file in src/ may import. Size is the reason: the full Firestore SDK and Auth
 * must stay out of what a visitor downloads (measured: ~108 KB gzip with firestore/lite, ~230 KB with both).
 * `names` includes the internal `@firebase/...` packages, which are the same code under another name.
 */
const firebaseEntryPoints = [
  {
    names: ['firebase/firestore', '@firebase/firestore'],
    allowedIn: ['src/lib/liveDb.ts', 'src/features/administration/staffService.ts'],
    message:
      'The full Firestore SDK is only for live subscriptions: src/lib/liveDb.ts and ' +
      'src/features/administration/staffService.ts. Reads go over REST (src/lib/firestoreRest.ts); the admin ' +
      "area's writes use firebase/firestore/lite (src/features/<name>/admin/<name>AdminService.ts).",
  },
  {
    names: ['firebase/auth', '@firebase/auth'],
    allowedIn: ['src/lib/auth.ts', 'src/features/auth/**'],
    message:
      'firebase/auth belongs to the admin area: import it only in src/lib/auth.ts and src/features/auth/. ' +
      'Elsewhere use what src/features/auth exports (composed in src/app).',
  },
  {
    names: ['firebase/firestore/lite', '@firebase/firestore/lite'],
    allowedIn: ['src/lib/liteDb.ts', 'src/lib/activityLog.ts', 'src/lib/activityEntries.ts', 'src/lib/trash.ts', 'src/lib/readableId.ts', 'src/lib/collectionWriter.ts', 'src/lib/listOrder.ts', 'src/features/*/admin/*Service.ts'],
    message:
      "What visitors read goes over REST (src/lib/firestoreRest.ts) in the feature's service module " +
      '(src/features/<name>/<name>Service.ts). The lite SDK is for the admin area: its writes, in ' +
      'src/features/<name>/admin/<name>AdminService.ts, through src/lib/liteDb.ts. Components and hooks call a ' +
      'service (through its queries) and never see Firestore types.',
  },
  {
    names: ['firebase/app-check', '@firebase/app-check'],
    allowedIn: ['src/lib/appCheck.ts'],
    message:
      'App Check is started in one place, src/lib/appCheck.ts (startAppCheck, appCheckHeaders), and loaded only when ' +
      'the settings turn it on: import that module, lazily where a visitor may not need it.',
  },
];

/**
 * A rule has one set of options per file, so the restrictions cannot be layered block over block. Instead, one
 * block per combination of allowances: the files that match every allowance of the combination and no other
 * allowance get `no-restricted-imports` for the entry points they are not allowed. The blocks are disjoint, so
 * their order does not matter. `npx eslint --print-config <file>` shows what a file gets.
 */
function firebaseImportBlocks() {
  const blocks = [];
  for (let mask = 0; mask < 1 << firebaseEntryPoints.length; mask += 1) {
    const allowed = firebaseEntryPoints.filter((_, index) => mask & (1 << index));
    const restricted = firebaseEntryPoints.filter((_, index) => !(mask & (1 << index)));
    // `files: [[a, b]]` means a file must match a AND b; the outer list is OR.
    const files = allowed.reduce(
      (combinations, entry) => combinations.flatMap((combination) => entry.allowedIn.map((glob) => [...combination, glob])),
      [['src/**/*.{ts,tsx}']],
    );
    const restrictedNames = restricted.flatMap((entry) => entry.names.map((name) => ({ name, message: entry.message })));
    blocks.push({
      name: `architecture/firebase-imports: may import ${allowed.map((entry) => entry.names[0]).join(', ') || 'none'}`,
      files,
      ignores: restricted.flatMap((entry) => entry.allowedIn),
      rules: {
        'no-restricted-imports': restrictedNames.length > 0 ? ['error', { paths: restrictedNames }] : 'off',
        // `import('firebase/auth')` is not seen by no-restricted-imports.
        'no-restricted-syntax':
          restrictedNames.length > 0
            ? [
                'error',
                ...restrictedNames.map(({ name, message }) => ({ selector: `ImportExpression[source.value="${name}"]`, message })),
              ]
            : 'off',
      },
    });
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.cache', '.local-uploads', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { ecmaVersion: 2023, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Resolve `@/…` and relative .ts/.tsx imports the way TypeScript does, for the import-x rules.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (for no-cycle); the default is .js only.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        // tsconfig.json references tsconfig.app.json (src) and tsconfig.node.json (tests, scripts, configs).
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
  },
  {
    name: 'architecture/imports',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: architectureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      // No barrel files: import a module from the file that defines it.
      'import-x/avoid-barrel-files': ['error', { amountOfExportsToConsiderModuleAsBarrel: 0 }],
      'import-x/avoid-re-export-all': 'error',
    },
  },
  ...firebaseImportBlocks(),
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls (a wide table on a phone) takes the focus, so that keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [...pluginQuery.configs['flat/recommended']],
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
);
