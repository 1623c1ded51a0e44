import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserApps = ['front/**', 'admin/**', 'contingents/**', 'common/**'];

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'test-results/', 'playwright-report/', 'node_modules/', '.tmp/']),
  js.configs.recommended,
  // Not the type-checked presets: they cost a full program build on every run, and `tsc` already checks types.
  tseslint.configs.recommended,
  {
    rules: {
      // Leaving a key out of a rest copy (`const { secret: _, ...shown } = row`) is how a field is dropped without mutating.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['server/**', 'tests/**', 'seeds/**', 'migrations/**', '*.{js,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['entities/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: browserApps,
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules only: the preset also enables the React Compiler rules, which this code is not written for.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // CommonJS is what the tool reading this file expects.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
