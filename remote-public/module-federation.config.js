// The federation contract shared with the shell, made by web-kit's one factory for every remote:
// this remote only names itself and its one exposed entry.
const {
  createRemoteFederationConfig,
} = require('@threadline/web-kit/webpack/create-remote-federation-config');
const { dependencies } = require('./package.json');

module.exports = createRemoteFederationConfig({
  name: 'remote_public',
  exposes: { './App': './src/app/app.tsx' },
  dependencies,
});
