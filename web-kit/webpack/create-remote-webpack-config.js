// A remote's build: the federation entry the shell loads (remoteEntry.js + mf-manifest.json)
// and a stand-in host page for running the remote on its own. In production these are two
// compilations into one folder: the remote's entry uses the federation runtime the shell provides
// (experiments.externalRuntime, about 17 KB less on the wire per remote), which the stand-in host,
// with no shell around it, must bring itself.
const { createWebpackConfig } = require('./create-webpack-config');

/**
 * @param {object} remote
 * @param {string} remote.dir The remote's folder (`__dirname` of its webpack.config.js).
 * @param {number} remote.port The dev server's port.
 * @param {string} remote.cssPrefix Starts every CSS Modules class name of the remote.
 * @param {object} remote.federation The remote's module-federation.config.js.
 */
function createRemoteWebpackConfig({ dir, port, cssPrefix, federation }) {
  const createConfig = (overrides) =>
    createWebpackConfig({
      dir,
      port,
      cssPrefix,
      federation,
      // The stand-in host for running this remote on its own; the exposed ./App never imports it.
      entry: { standalone: './src/standalone/index.ts' },
      // 'auto' lets the remote work from whatever URL the shell loads it from.
      publicPath: 'auto',
      // Entry files keep stable names: the federation runtime builds chunk paths from this
      // pattern before hashes exist ([contenthash] fails the build), and remoteEntry.js must
      // keep its name anyway. Lazy chunks are hashed.
      filenames: (isProduction) => ({
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      }),
      // Read by @threadline/web-kit/standalone/standalone-config, in the stand-in host only.
      define: {
        'process.env.STANDALONE_API_URL': JSON.stringify(process.env.STANDALONE_API_URL ?? ''),
      },
      html: {
        chunks: ['standalone'],
        // The stand-in page is served at the root, and deep links must still find its script.
        publicPath: '/',
      },
      // public/ reaches the output through CopyWebpackPlugin; the dev server serves only that.
      devServer: { static: false },
      ...overrides,
    });
  const development = createConfig({});
  const remoteEntry = createConfig({
    federation: {
      ...federation,
      experiments: { ...federation.experiments, externalRuntime: true },
    },
    entry: {},
    html: { chunks: [] },
  });
  const standInHost = createConfig({
    federation: {
      name: `${federation.name}_standalone`,
      shared: federation.shared,
      manifest: false,
      dts: false,
    },
  });
  return (env, argv) => {
    if (argv.mode !== 'production') return development(env, argv);
    const standalone = standInHost(env, argv);
    return [
      { ...remoteEntry(env, argv), name: 'remote-entry' },
      {
        ...standalone,
        name: 'stand-in-host',
        // After the remote's compilation, which empties the folder, and writes index.html last.
        dependencies: ['remote-entry'],
        output: { ...standalone.output, clean: false, uniqueName: `${federation.name}_standalone` },
      },
    ];
  };
}

module.exports = { createRemoteWebpackConfig };
