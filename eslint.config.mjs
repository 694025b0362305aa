// One ESLint setup for the repo. The seam rule: an app never imports another app's source;
// apps meet through federated module names, HTTP and @threadline/contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'remote-public', 'remote-dashboard', 'api', 'e2e'];
const seamRule = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((app) => app !== self)
          .flatMap((app) => [
            { group: [`**/${app}/src/**`, `**/${app}/src`], message: `Do not import ${app}'s source; use federation, HTTP or @threadline/contracts.` },
            { group: [`@threadline/${app}`, `@threadline/${app}/**`], message: `Do not import ${app}; use federation, HTTP or @threadline/contracts.` },
          ]),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Build and test configs are CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.tsx', 'remote-public/**/*.tsx', 'remote-dashboard/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...apps.map(seamRule),
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', '@nestjs/*', 'mongoose', 'axios'], message: 'contracts has no runtime dependencies.' }] }],
    },
  },
);
