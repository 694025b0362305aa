/** @jest-environment node */
const path = require('path');
const { createWebpackConfig } = require('./create-webpack-config');
const { createRemoteWebpackConfig } = require('./create-remote-webpack-config');

const dir = path.join(__dirname, 'example-app');
const federation = {
  name: 'remote_example',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app/app.tsx' },
};

const ruleFor = (config, file) => config.module.rules.find((rule) => rule.test.test(file));
const pluginNamed = (config, name) =>
  config.plugins.find((plugin) => plugin.constructor.name === name);
const cssModulesOptions = (config) =>
  ruleFor(config, 'card.module.css').use.find((use) => use.loader === 'css-loader').options;

describe('createRemoteWebpackConfig', () => {
  const build = (mode) =>
    createRemoteWebpackConfig({ dir, port: 3009, cssPrefix: 'tx', federation })({}, { mode });
  // Production builds two compilations: the remote's entry, then the stand-in host page.
  const remoteEntryBuild = () => build('production')[0];
  const standInHostBuild = () => build('production')[1];
  const federationOf = (config) => pluginNamed(config, 'ModuleFederationPlugin')._options;

  it("prefixes CSS Modules classes with the app's prefix, readable in development", () => {
    expect(cssModulesOptions(build('development')).modules.localIdentName).toBe(
      'tx-[name]__[local]',
    );
    expect(cssModulesOptions(remoteEntryBuild()).modules.localIdentName).toBe(
      'tx-[hash:base64:8]',
    );
  });

  it('keeps CSS source maps out of the production bundle', () => {
    expect(cssModulesOptions(build('development')).sourceMap).toBe(true);
    expect(cssModulesOptions(remoteEntryBuild()).sourceMap).toBe(false);
  });

  it('loads from wherever the shell found it, with remoteEntry.js and entries unhashed', () => {
    const { output } = remoteEntryBuild();
    expect(output).toMatchObject({
      publicPath: 'auto',
      uniqueName: 'remote_example',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      path: path.join(dir, 'dist'),
    });
  });

  it("uses the shell's federation runtime in the remote's entry, and its own in the stand-in host", () => {
    expect(remoteEntryBuild().entry).toEqual({});
    expect(federationOf(remoteEntryBuild()).experiments).toEqual({ externalRuntime: true });
    expect(federationOf(standInHostBuild())).toMatchObject({ name: 'remote_example_standalone' });
    expect(federationOf(standInHostBuild()).experiments).toBeUndefined();
    expect(federationOf(standInHostBuild()).exposes).toBeUndefined();
    expect(standInHostBuild().dependencies).toEqual(['remote-entry']);
    expect(standInHostBuild().output.clean).toBe(false);
  });

  it('builds the stand-in host page from the standalone entry only', () => {
    const config = standInHostBuild();
    expect(config.entry).toEqual({ standalone: './src/standalone/index.ts' });
    expect(pluginNamed(config, 'HtmlWebpackPlugin').userOptions).toMatchObject({
      template: path.join(dir, 'public/index.html'),
      chunks: ['standalone'],
      publicPath: '/',
    });
  });

  it('compiles contracts from source and has no rule for global stylesheets', () => {
    const config = build('development');
    expect(config.resolve.alias['@threadline/contracts']).toBe(
      path.join(__dirname, '../../contracts/src/index.ts'),
    );
    expect(ruleFor(config, 'global.css')).toBeUndefined();
  });
});

describe('createWebpackConfig', () => {
  it('adds the global stylesheet rule and leaves the definitions out when the app asks for neither', () => {
    const config = createWebpackConfig({
      dir,
      port: 3008,
      cssPrefix: 'sh',
      federation: { name: 'shell', remotes: {} },
      entry: { main: './src/index.ts' },
      publicPath: '/',
      filenames: () => ({ filename: 'assets/[name].js', chunkFilename: 'assets/[name].js' }),
      globalCss: true,
      copyIgnore: ['**/runtime-config.json'],
      devServer: { hot: false },
    })({}, { mode: 'production' });

    expect(ruleFor(config, 'global.css').use).toEqual(['style-loader', 'css-loader']);
    expect(pluginNamed(config, 'DefinePlugin')).toBeUndefined();
    expect(pluginNamed(config, 'CopyPlugin').patterns[0].globOptions.ignore).toEqual([
      '**/index.html',
      '**/runtime-config.json',
    ]);
    expect(config.devServer).toMatchObject({ port: 3008, host: '127.0.0.1', hot: false });
  });
});
