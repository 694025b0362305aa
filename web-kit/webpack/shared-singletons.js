// The modules every app shares through federation, and only these: React and the router must be
// one instance across the shell and the remotes (two Reacts break hooks, two routers break
// navigation). Each app asks for the version range of its own package.json.
const path = require('path');

const REQUIRED = ['react', 'react-dom', 'react-router-dom'];

/** The router's names the apps use (react-router-dom.mjs), shared in place of the package. */
const ROUTER_EXPORTS = path.join(__dirname, 'react-router-dom.mjs');

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
    // Not the package: its used names only, so the shared chunk is tree-shaken. react-router is
    // then not shared on its own; it lives inside this module. The version is the installed
    // react-router-dom's (the module's own folder would give web-kit's).
    'react-router-dom': {
      ...singleton(dependencies['react-router-dom']),
      import: ROUTER_EXPORTS,
      version: require('react-router-dom/package.json').version,
    },
  };
}

module.exports = { sharedSingletons, ROUTER_EXPORTS };
