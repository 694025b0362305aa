module.exports = require('../jest.preset')({
  displayName: 'releases',
  environment: 'node',
  extra: { testTimeout: 30000 },
});
