module.exports = require('../jest.preset')({
  displayName: 'remote-dashboard',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
});
