// One jest setup for every workspace: swc for TypeScript/TSX (with Nest's decorator metadata),
// contracts resolved like any package (its built dist), and a reporter that feeds the counts `npm test` prints.
const path = require('path');

// Every jest process runs on the project's own Node (engines.node, ">=24"): an end-of-life Node fails the run.
const minimumNode = Number(/>=\s*(\d+)/.exec(require('./package.json').engines.node)[1]);
if (Number(process.versions.node.split('.')[0]) < minimumNode)
  throw new Error(
    `jest runs on Node ${process.version}, past its end of life; run it through npm (Node ${minimumNode}).`,
  );

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
      '\\.css$': path.join(__dirname, 'tools/jest/style-stub.cjs'),
      '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|pdf)$': path.join(
        __dirname,
        'tools/jest/file-stub.cjs',
      ),
    },
    // Packages that ship only ES modules (jose under firebase-admin 14, @apidevtools' OpenAPI
    // parser): swc compiles them like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(jose|@apidevtools)/)'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.spec.ts'],
    setupFilesAfterEnv: setupFilesAfterEach,
    reporters: ['default', path.join(__dirname, 'tools/jest/count-reporter.cjs')],
    ...extra,
  };
};
