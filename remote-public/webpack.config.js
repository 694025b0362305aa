const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federationConfig = require('./module-federation.config');

const PORT = 3001;

module.exports = (_env, argv) => {
  const isProduction = argv.mode === 'production';
  return {
    mode: isProduction ? 'production' : 'development',
    // The stand-in host for running this remote on its own; the exposed ./App never imports it.
    entry: { standalone: './src/standalone/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // 'auto' lets the remote work from whatever URL the shell loads it from.
      publicPath: 'auto',
      uniqueName: federationConfig.name,
      // Entry files keep stable names: the federation runtime builds chunk paths from this
      // pattern before hashes exist ([contenthash] fails the build), and remoteEntry.js must
      // keep its name anyway. Lazy chunks below are hashed.
      filename: '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: {
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
                // Otherwise each module's CSS ships with its source map inlined in the JS.
                sourceMap: !isProduction,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // The prefix keeps this remote's classes recognisable inside the shell.
                  localIdentName: isProduction ? 'tp-[hash:base64:8]' : 'tp-[name]__[local]',
                },
              },
            },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|pdf|webm|mp4)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federationConfig),
      new webpack.DefinePlugin({
        'process.env.STANDALONE_API_URL': JSON.stringify(process.env.STANDALONE_API_URL ?? ''),
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: ['standalone'],
        // The stand-in page is served at the root, and deep links must still find its script.
        publicPath: '/',
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
    ],
    devServer: {
      port: PORT,
      host: '127.0.0.1',
      historyApiFallback: true,
      // The shell on another port fetches the manifest and chunks from here.
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
    },
    performance: { hints: false },
  };
};
