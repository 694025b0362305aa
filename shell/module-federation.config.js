// The shell's side of the federation contract. It lists no remotes: their manifest URLs come
// from /runtime-config.json at start and are registered with the federation runtime, so the
// built files never carry a remote's address. React and the router are the only shared modules.
const { dependencies } = require('./package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  name: 'shell',
  remotes: {},
  shared: {
    react: singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    // react-router ships in lockstep with react-router-dom, which is the one we depend on.
    'react-router': singleton(dependencies['react-router'] ?? dependencies['react-router-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
  },
  manifest: false,
  dts: false,
};
