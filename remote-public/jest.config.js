module.exports = require('../jest.preset')({
  displayName: 'remote-public',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
});
