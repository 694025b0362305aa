// The API's tests start the harness from @threadline/tools (plain Node ESM, .mjs): swc turns those
// into CommonJS for jest too, as it does for the tools' own tests.
const preset = require('../jest.preset')({
  displayName: 'api',
  environment: 'node',
  extra: {
    globalSetup: '<rootDir>/test/global-setup.js',
    globalTeardown: '<rootDir>/test/global-teardown.js',
    testTimeout: 30000,
    // @fastify/static (the API explorer's assets on Fastify) requires content-disposition 3, an
    // ES module: swc turns it into CommonJS as it does jose's.
    transformIgnorePatterns: [
      '/node_modules/(?!(jose|@apidevtools|(@fastify/static/node_modules/)?content-disposition)/)',
    ],
  },
});

module.exports = {
  ...preset,
  transform: { '^.+\\.m?[tj]sx?$': preset.transform['^.+\\.(t|j)sx?$'] },
};
