const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federationConfig = require('./module-federation.config');

const PORT = 3000;
const publicDir = path.resolve(__dirname, 'public');

// webpack (5.111+) refuses [contenthash] while the federation runtime module, generated before the
// chunk has a hash, asks for the entry's path to find the output root. That path only needs the
// folder, so the unhashed name answers while there is no hash yet; the emitted file is hashed.
const hashedEntryFilename = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? 'assets/[name].[contenthash:8].js'
    : 'assets/[name].js';

module.exports = (_env, argv) => {
  const isProduction = argv.mode === 'production';
  return {
    mode: isProduction ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Absolute, so deep links such as /dashboard/Profile load the bundles from the root.
      publicPath: '/',
      uniqueName: federationConfig.name,
      filename: isProduction ? hashedEntryFilename : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: {
        // Contracts from source, so no build order between workspaces matters.
        '@threadline/contracts': path.resolve(__dirname, '../contracts/src/index.ts'),
      },
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
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProduction ? 'sh-[hash:base64:8]' : 'sh-[name]__[local]',
                },
              },
            },
          ],
        },
        {
          // Global styles: only the shell styles body, the cursor and the splash.
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: ['style-loader', 'css-loader'],
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federationConfig),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        favicon: path.join(publicDir, 'favicon.svg'),
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: publicDir,
            globOptions: {
              // runtime-config.json is the dev server's; in production the server provides it.
              ignore: ['**/index.html', '**/favicon.svg', '**/runtime-config.json'],
            },
          },
        ],
      }),
    ],
    devServer: {
      port: PORT,
      host: '127.0.0.1',
      historyApiFallback: true,
      static: { directory: publicDir, publicPath: '/' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
    performance: { hints: false },
  };
};
