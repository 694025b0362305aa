module.exports = require('../jest.preset')({
  displayName: 'shell',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
});
