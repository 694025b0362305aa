const fs = require('fs');
const path = require('path');
const { createWebpackConfig } = require('@threadline/web-kit/webpack/create-webpack-config');
const {
  BuildInfoPlugin,
  contractsVersion,
} = require('@threadline/web-kit/webpack/release-metadata');
const federationConfig = require('./module-federation.config');

const publicDir = path.join(__dirname, 'public');

// webpack (5.111+) refuses [contenthash] while the federation runtime module, generated before the
// chunk has a hash, asks for the entry's path to find the output root. That path only needs the
// folder, so the unhashed name answers while there is no hash yet; the emitted file is hashed.
const hashedEntryFilename = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? 'assets/[name].[contenthash:8].js'
    : 'assets/[name].js';

const createConfig = createWebpackConfig({
  dir: __dirname,
  port: 3000,
  cssPrefix: 'sh',
  federation: federationConfig,
  entry: { main: './src/index.ts' },
  // Absolute, so deep links such as /dashboard/Profile load the bundles from the root.
  publicPath: '/',
  filenames: (isProduction) => ({
    filename: isProduction ? hashedEntryFilename : 'assets/[name].js',
    chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
  }),
  globalCss: true,
  html: {
    favicon: path.join(publicDir, 'favicon.svg'),
    // index.html draws the start-up splash with the logo inline, before any script arrives.
    templateParameters: {
      splashLogo: fs.readFileSync(path.join(__dirname, 'src/assets/logo.svg'), 'utf8').trim(),
    },
  },
  // The shell refuses a remote built against another contracts major (features/remotes).
  define: { 'process.env.CONTRACTS_VERSION': JSON.stringify(contractsVersion()) },
  // runtime-config.json is the dev server's; in production the server provides it.
  copyIgnore: ['**/favicon.svg', '**/runtime-config.json'],
  devServer: {
    static: { directory: publicDir, publicPath: '/' },
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    // `npm run dev` hands the runtime config for its ports over; else public/runtime-config.json.
    setupMiddlewares: (middlewares) => {
      const runtimeConfig = process.env.SHELL_RUNTIME_CONFIG;
      if (runtimeConfig) {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/runtime-config.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(runtimeConfig);
          },
        });
      }
      return middlewares;
    },
  },
});

// dist/build-info.json tells `npm run release` which contracts version the live shell runs.
module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new BuildInfoPlugin());
  return config;
};
