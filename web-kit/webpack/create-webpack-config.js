// The webpack setup every front-end app builds with. An app passes only what makes it different
// (its folder, port, class prefix, entry, output names, page and dev-server extras), so a fix to
// the loaders or the federation plumbing lands in all three apps at once.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * @param {object} app
 * @param {string} app.dir The app's folder (`__dirname` of its webpack.config.js).
 * @param {number} app.port The dev server's port.
 * @param {string} app.cssPrefix Starts every CSS Modules class name of the app.
 * @param {object} app.federation The app's module-federation.config.js.
 * @param {Record<string, string>} app.entry
 * @param {string} app.publicPath
 * @param {(isProduction: boolean) => { filename: unknown, chunkFilename: string }} app.filenames
 * @param {boolean} [app.globalCss] Whether plain (non-module) .css files may be imported.
 * @param {Record<string, string>} [app.define] Values for webpack's DefinePlugin.
 * @param {object} [app.html] HtmlWebpackPlugin options; the template is public/index.html.
 * @param {string[]} [app.copyIgnore] Files of public/ besides index.html not copied to dist.
 * @param {object} [app.devServer] Dev-server options besides port, host, history and CORS.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({
  dir,
  port,
  cssPrefix,
  federation,
  entry,
  publicPath,
  filenames,
  globalCss = false,
  define,
  html = {},
  copyIgnore = [],
  devServer = {},
}) {
  const publicDir = path.join(dir, 'public');

  return (_env, argv) => {
    const isProduction = argv.mode === 'production';
    // DEV_LIVE_SHELL: this dev server feeds a live (production) shell (`npm run dev -- <remote>`).
    // Its React is the production build, so the remote's own code must be too (React 19's
    // development JSX runtime fails against it), and with no Fast Refresh an edit reloads the page.
    const inLiveShell = !isProduction && process.env.DEV_LIVE_SHELL === 'true';
    const fastRefresh = !isProduction && !inLiveShell && process.env.WEBPACK_SERVE === 'true';
    // Production CSS ships as hashed files the browser caches; development injects <style> tags,
    // which hot updates replace in place.
    const styleLoader = isProduction ? MiniCssExtractPlugin.loader : 'style-loader';
    const cssFiles = cssFilenames(filenames(isProduction));
    return {
      mode: isProduction ? 'production' : 'development',
      context: dir,
      entry,
      // No eval in development either: a remote's dev server must run under the live shell's CSP.
      devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: federation.name,
        ...filenames(isProduction),
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      development: !isProduction && !inLiveShell,
                      refresh: fastRefresh,
                    },
                  },
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  // Otherwise each module's CSS ships with its source map inlined in the JS.
                  sourceMap: !isProduction,
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    // The prefix keeps each app's classes recognisable once they share one page.
                    localIdentName: isProduction
                      ? `${cssPrefix}-[hash:base64:8]`
                      : `${cssPrefix}-[name]__[local]`,
                  },
                },
              },
            ],
          },
          // Global styles: only the shell styles body, the cursor and the splash.
          ...(globalCss
            ? [{ test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] }]
            : []),
          {
            // The same list as the jest file stub and types/asset-modules.d.ts. A file under 1 KB
            // (a logo, an icon) ships inside the script that uses it: its request costs more than
            // its bytes, and a data: image shows in the first frame that has it.
            test: /\.(png|jpe?g|gif|webp|avif|svg|pdf|webm|mp4)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 1024 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        ...(isProduction ? [new MiniCssExtractPlugin(cssFiles)] : []),
        ...(fastRefresh
          ? [
              // Before React Refresh's own entry: see devtools-hook.js.
              new webpack.EntryPlugin(dir, require.resolve('./devtools-hook.js'), {
                name: undefined,
              }),
              new ReactRefreshWebpackPlugin({ overlay: false }),
            ]
          : []),
        ...(define ? [new webpack.DefinePlugin(define)] : []),
        new HtmlWebpackPlugin({ template: path.join(publicDir, 'index.html'), ...html }),
        new CopyWebpackPlugin({
          patterns: [
            {
              from: publicDir,
              globOptions: { ignore: ['**/index.html', ...copyIgnore] },
              noErrorOnMissing: true,
            },
          ],
        }),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: fastRefresh,
        liveReload: !fastRefresh,
        // The apps run on different ports: the shell fetches remote manifests and chunks across origins.
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      ...(inLiveShell ? { optimization: { nodeEnv: 'production' } } : {}),
      // Warm dev-server starts reuse the last compilation; one cache per flavour of build.
      ...(isProduction
        ? {}
        : {
            cache: {
              type: 'filesystem',
              name: inLiveShell ? 'live-shell' : fastRefresh ? 'fast-refresh' : 'development',
              cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
              buildDependencies: {
                config: [__filename, path.join(dir, 'webpack.config.js')].filter(fs.existsSync),
              },
            },
          }),
      performance: { hints: false },
    };
  };
}

/** Hashed CSS files beside the app's hashed chunks (entries included: nothing needs their name). */
function cssFilenames({ chunkFilename }) {
  const name = chunkFilename.replace(/\[name\].*$/, '[name].[contenthash:8].css');
  return { filename: name, chunkFilename: name };
}

module.exports = { createWebpackConfig };
