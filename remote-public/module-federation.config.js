// The federation contract shared with the shell: one exposed entry, React and the router as
// singletons (versions from package.json), nothing else shared.
const { dependencies } = require('./package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  name: 'remote_public',
  filename: 'remoteEntry.js',
  exposes: {
    './App': './src/app/app.tsx',
  },
  shared: {
    react: singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    // react-router ships in lockstep with react-router-dom, which is the one we depend on.
    'react-router': singleton(dependencies['react-router'] ?? dependencies['react-router-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
  },
  manifest: true,
  dts: false,
};
