module.exports = require('../jest.preset')({
  displayName: 'remote-dashboard',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
  // Form journeys type many keys and open real sweetalert2 dialogs; on a busy two-core machine
  // the 5 s default is too tight for them.
  extra: { testTimeout: 20_000 },
});
