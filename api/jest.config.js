module.exports = require('../jest.preset')({
  displayName: 'api',
  environment: 'node',
  extra: {
    globalSetup: '<rootDir>/test/global-setup.js',
    globalTeardown: '<rootDir>/test/global-teardown.js',
    testTimeout: 30000,
  },
});
