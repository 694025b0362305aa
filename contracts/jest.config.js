module.exports = require('../jest.preset')({ displayName: 'contracts', environment: 'node' });
