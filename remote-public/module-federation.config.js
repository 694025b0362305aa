// The federation contract shared with the shell: one exposed entry, React and the router as
// singletons (versions from package.json), nothing else shared.
const { sharedSingletons } = require('@threadline/web-kit/webpack/shared-singletons');
const { releaseManifest } = require('@threadline/web-kit/webpack/release-metadata');
const { dependencies } = require('./package.json');

module.exports = {
  name: 'remote_public',
  filename: 'remoteEntry.js',
  exposes: {
    './App': './src/app/app.tsx',
  },
  shared: sharedSingletons(dependencies),
  // The manifest records the contracts version and shared ranges this build was made against.
  manifest: releaseManifest(dependencies),
  dts: false,
};
