module.exports = require('../jest.preset')({
  displayName: 'web-kit',
  environment: 'jsdom',
  // The webpack helpers are CommonJS like the configs that call them, so their tests are too.
  extra: { testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/webpack/**/*.test.js'] },
});
