// The launcher's and release command's own modules (plain Node ESM), run by `npm test` beside
// the workspaces' suites: swc turns their imports into CommonJS for jest.
const preset = require('../jest.preset')({
  displayName: 'scripts',
  extra: { testMatch: ['<rootDir>/lib/**/*.test.mjs'], testTimeout: 30000 },
});

module.exports = {
  ...preset,
  transform: { '^.+\\.m?[tj]sx?$': preset.transform['^.+\\.(t|j)sx?$'] },
};
