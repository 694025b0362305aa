// The modules every app shares through federation, and only these: React and the router must be
// one instance across the shell and the remotes (two Reacts break hooks, two routers break
// navigation). Each app asks for the version range of its own package.json.
const REQUIRED = ['react', 'react-dom', 'react-router-dom'];

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * @param {Record<string, string>} dependencies The app's package.json `dependencies`.
 */
function sharedSingletons(dependencies) {
  // A singleton without a declared range would go unnoticed until two apps disagree at runtime.
  const missing = REQUIRED.filter((name) => !dependencies[name]);
  if (missing.length > 0) {
    throw new Error(
      `Federation singletons need these in the app's dependencies: ${missing.join(', ')}`,
    );
  }
  return {
    react: singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    // react-router ships in lockstep with react-router-dom, which is the one we depend on.
    'react-router': singleton(dependencies['react-router'] ?? dependencies['react-router-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
  };
}

module.exports = { sharedSingletons };
