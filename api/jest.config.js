module.exports = require('../jest.preset')({
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
