// The tools' own modules (plain Node ESM): swc turns their imports into CommonJS for jest.
const preset = require('../jest.preset')({
  displayName: 'tools',
  extra: { testMatch: ['<rootDir>/**/*.test.mjs'], testTimeout: 30000 },
});

module.exports = {
  ...preset,
  transform: { '^.+\\.m?[tj]sx?$': preset.transform['^.+\\.(t|j)sx?$'] },
};
