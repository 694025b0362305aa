// What a build records about its compatibility, so a release can be checked against the live
// shell before it goes live and again by the shell before it mounts a remote: the contracts
// version it was built against and the ranges of the shared singletons.
const { version: contractsPackageVersion } = require('@threadline/contracts/package.json');

// mf-manifest.json metaData key; the same as contracts' RELEASE_METADATA_KEY.
const RELEASE_METADATA_KEY = 'threadline';
const RECORDED_SHARED = ['react', 'react-dom', 'react-router-dom'];

/**
 * The contracts version this build is made against. CONTRACTS_VERSION_OVERRIDE exists only so the
 * release journeys can build a remote that claims another contract major; never set it otherwise.
 */
function contractsVersion() {
  return process.env.CONTRACTS_VERSION_OVERRIDE || contractsPackageVersion;
}

/**
 * @param {Record<string, string>} dependencies The app's package.json `dependencies`.
 * @returns {{ contractsVersion: string, shared: Record<string, string> }}
 */
function releaseMetadata(dependencies) {
  return {
    contractsVersion: contractsVersion(),
    shared: Object.fromEntries(RECORDED_SHARED.map((name) => [name, dependencies[name]])),
  };
}

/**
 * The federation `manifest` option of a remote: it writes the release metadata into
 * mf-manifest.json's `metaData`.
 * @param {Record<string, string>} dependencies
 */
function releaseManifest(dependencies) {
  return {
    additionalData: ({ stats }) => {
      stats.metaData[RELEASE_METADATA_KEY] = releaseMetadata(dependencies);
      return stats;
    },
  };
}

/** A webpack plugin for the shell: dist/build-info.json names the contracts version it runs. */
class BuildInfoPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildInfoPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const info = { contractsVersion: contractsVersion() };
          compilation.emitAsset(
            'build-info.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(info)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  BuildInfoPlugin,
  RELEASE_METADATA_KEY,
  contractsVersion,
  releaseManifest,
  releaseMetadata,
};
