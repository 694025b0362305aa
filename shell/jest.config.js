module.exports = require('../jest.preset')({
  displayName: 'shell',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
  // The form tests type and click through whole pages; on a busy machine one takes several
  // seconds, so the 5 s default would fail them for slowness, not for behaviour.
  extra: { testTimeout: 20_000 },
});
