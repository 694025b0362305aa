const {
  createRemoteWebpackConfig,
} = require('@threadline/web-kit/webpack/create-remote-webpack-config');
const federationConfig = require('./module-federation.config');

module.exports = createRemoteWebpackConfig({
  dir: __dirname,
  port: 3001,
  // The prefix keeps this remote's classes recognisable inside the shell.
  cssPrefix: 'tp',
  federation: federationConfig,
});
