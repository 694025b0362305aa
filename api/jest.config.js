// The API imports the release store and the canary rule from @threadline/tools (plain Node ESM,
// .mjs): swc turns those into CommonJS for jest too, as it does for the tools' own tests.
const preset = require('../jest.preset')({
  displayName: 'api',
  environment: 'node',
  extra: {
    globalSetup: '<rootDir>/test/global-setup.js',
    globalTeardown: '<rootDir>/test/global-teardown.js',
    testTimeout: 30000,
  },
});

module.exports = {
  ...preset,
  transform: { '^.+\\.m?[tj]sx?$': preset.transform['^.+\\.(t|j)sx?$'] },
};
