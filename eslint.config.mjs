// One ESLint setup for the repo. The seam rule: an app never imports another app's source;
// apps meet through federated module names, HTTP, @threadline/contracts and, for front-end code
// they all need, @threadline/web-kit, which in turn imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import markdown from '@eslint/markdown';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsPlugin } from './tools/lint/markdown-lint-rules.mjs';

const code = ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}'];
const apps = ['shell', 'remote-public', 'remote-dashboard', 'api', 'e2e'];
const appImports = (app, instead) => [
  {
    group: [`**/${app}/src/**`, `**/${app}/src`],
    message: `Do not import ${app}'s source; ${instead}.`,
  },
  {
    group: [`@threadline/${app}`, `@threadline/${app}/**`],
    message: `Do not import ${app}; ${instead}.`,
  },
];
// By package name and file (@threadline/web-kit/use-async-data), so its package.json `exports`
// stay the one list of what web-kit offers.
const webKitByPath = {
  regex: '^\\.{1,2}/(.*/)?web-kit(/|$)',
  message: 'Import web-kit by name: @threadline/web-kit/<file>.',
};
const seamPatterns = (self) => [
  ...apps
    .filter((app) => app !== self)
    .flatMap((app) =>
      appImports(app, 'use federation, HTTP, @threadline/contracts or @threadline/web-kit'),
    ),
  webKitByPath,
];
const seamRule = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: seamPatterns(self) }] },
});
// Production code never imports the tooling: what the API shares with a CLI is its own typed
// package (@threadline/releases). The API's tests may still start the harness from the tools.
const apiSourceSeam = {
  files: ['api/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...seamPatterns('api'),
          {
            group: ['@threadline/tools', '@threadline/tools/**', '**/tools/**'],
            message: 'The API does not import the tooling; share code through its own package.',
          },
        ],
      },
    ],
  },
};
// web-kit serves every front-end app, so it must not depend on any of them (its webpack helpers
// are CommonJS, hence the require() check beside the import rule).
// \x2F is "/": esquery's regex literals cannot contain a slash.
const appPath = `(^|\\x2F)(${apps.join('|')})(\\x2F|$)`;
const webKitSeam = {
  files: ['web-kit/**/*.{ts,tsx,js}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: apps.flatMap((app) => appImports(app, 'web-kit depends on no app')) },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.name='require'] > Literal.arguments[value=/${appPath}/]`,
        message: 'web-kit depends on no app.',
      },
    ],
  },
};

// Inside an app, a feature never imports another feature: the app's `app/` composes them, and what
// two features need lives in the app's components/, lib/ or hooks/ (bulletproof-react's zones).
// Paths are the repository's, also when a workspace's `npm run lint` runs eslint from its folder.
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const frontEnds = ['shell', 'remote-public', 'remote-dashboard'];
const featureZones = frontEnds.flatMap((app) => {
  const features = `${app}/src/features`;
  return fs
    .readdirSync(path.join(repoRoot, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: `A feature does not import another feature; compose them in ${app}/src/app.`,
    }));
});

// Files and folders are kebab-case (.test, .module and the like after the name aside).
const namingRules = {
  'check-file/filename-naming-convention': [
    'error',
    { '**/*': 'KEBAB_CASE' },
    { ignoreMiddleExtensions: true },
  ],
  'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
};

const houseRules = {
  files: code,
  plugins: { 'check-file': checkFile, 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] }),
    ],
    'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
    // Each module is parsed once per run, however long the run takes on a busy machine.
    'import-x/cache': { lifetime: Infinity },
  },
  rules: {
    ...namingRules,
    'import-x/no-restricted-paths': ['error', { zones: featureZones, basePath: repoRoot }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      // A release store left in the workspace's folder from before its default moved to .data/.
      'releases/remote-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  // The JavaScript and TypeScript rules apply to code only: Markdown has its own language below.
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) => ({
    ...config,
    files: config.files ?? code,
  })),
  {
    files: code,
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Build and test configs are CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'shell/**/*.tsx',
      'remote-public/**/*.tsx',
      'remote-dashboard/**/*.tsx',
      'web-kit/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  houseRules,
  {
    // A cycle makes the order modules load in matter, and its two ends one module in disguise.
    // Tests import the modules they test and are imported by nothing, so they close no cycle.
    files: code,
    ignores: ['**/*.{test,spec}.*'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Stylesheets are source too: the same kebab-case names, checked without parsing them.
    files: ['**/*.css'],
    processor: checkFile.processors['eslint-processor-check-file'],
    plugins: { 'check-file': checkFile },
    rules: namingRules,
  },
  ...apps.map(seamRule),
  apiSourceSeam,
  // The release store runs inside the API as in the release command: it imports no app and no
  // tooling, only contracts.
  {
    files: ['releases/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apps.flatMap((app) => appImports(app, 'the release store depends on no app')),
            {
              group: ['@threadline/tools', '@threadline/tools/**', '**/tools/**'],
              message: 'The release store does not import the tooling; the tooling imports it.',
            },
          ],
        },
      ],
    },
  },
  webKitSeam,
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@nestjs/*', 'mongoose', 'axios'],
              message: 'contracts has no runtime dependencies.',
            },
          ],
        },
      ],
    },
  },
  // The README stays a page a newcomer reads in one sitting; every doc stays readable in a
  // terminal and a diff, and its relative links lead somewhere.
  {
    files: ['README.md', 'docs/**/*.md', 'bench/README.md'],
    language: 'markdown/gfm',
    plugins: { markdown, docs: docsPlugin },
    rules: {
      'docs/max-line-length': ['error', { max: 200 }],
      'docs/relative-links-exist': 'error',
    },
  },
  { files: ['README.md'], rules: { 'docs/max-lines': ['error', { max: 200 }] } },
);
