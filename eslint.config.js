import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Only the service modules (and the clients in src/lib) talk to Firestore; components never see its types.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'firebase/firestore', message: 'Use a feature service module; only services and src/lib import Firestore.' },
            { name: 'firebase/firestore/lite', message: 'Use a feature service module; only services and src/lib import Firestore.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'src/features/**/*Service.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
