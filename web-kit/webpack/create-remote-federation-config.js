// The federation contract every remote shares with the shell: one exposed entry, React and the
// router as singletons (versions from the remote's package.json), nothing else shared, and a
// manifest that records what the build was made against. A remote names itself and its entry.
const { sharedSingletons } = require('./shared-singletons');
const { releaseManifest } = require('./release-metadata');

/**
 * @param {object} remote
 * @param {string} remote.name The federated name the shell loads it by (its registry entry's `federationName`, contracts/src/remotes.ts).
 * @param {Record<string, string>} remote.exposes What it exposes: one entry, `./App`.
 * @param {Record<string, string>} remote.dependencies The remote's package.json `dependencies`.
 */
function createRemoteFederationConfig({ name, exposes, dependencies }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(dependencies),
    // The manifest records the contracts version and shared ranges this build was made against.
    manifest: releaseManifest(dependencies),
    dts: false,
  };
}

module.exports = { createRemoteFederationConfig };
