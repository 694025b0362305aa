// The webpack setup every front-end app builds with. An app passes only what makes it different
// (its folder, port, class prefix, entry, output names, page and dev-server extras), so a fix to
// the loaders or the federation plumbing lands in all three apps at once.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

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
    return {
      mode: isProduction ? 'production' : 'development',
      context: dir,
      entry,
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
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
                    react: { runtime: 'automatic', development: !isProduction },
                  },
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
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
            ? [{ test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] }]
            : []),
          {
            // The same list as the jest file stub and types/asset-modules.d.ts.
            test: /\.(png|jpe?g|gif|webp|avif|svg|pdf|webm|mp4)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
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
        // The apps run on different ports: the shell fetches remote manifests and chunks across origins.
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      performance: { hints: false },
    };
  };
}

module.exports = { createWebpackConfig };
