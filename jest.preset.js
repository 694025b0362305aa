// One jest setup for every workspace: swc for TypeScript/TSX (with Nest's decorator metadata),
// contracts resolved like any package (its built dist), and a reporter that feeds the counts `npm test` prints.
const path = require('path');

module.exports = function jestPreset({
  displayName,
  environment = 'node',
  setupFilesAfterEach = [],
  extra = {},
}) {
  return {
    displayName,
    testEnvironment: environment === 'jsdom' ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              react: { runtime: 'automatic' },
            },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'scripts/jest/style-stub.js'),
      '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|pdf)$': path.join(
        __dirname,
        'scripts/jest/file-stub.js',
      ),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.spec.ts'],
    setupFilesAfterEnv: setupFilesAfterEach,
    reporters: ['default', path.join(__dirname, 'scripts/jest/count-reporter.js')],
    ...extra,
  };
};
