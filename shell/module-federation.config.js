// The shell's side of the federation contract. It lists no remotes: their manifest URLs come
// from /runtime-config.json at start and are registered with the federation runtime, so the
// built files never carry a remote's address. React and the router are the only shared modules.
const { sharedSingletons } = require('@threadline/web-kit/webpack/shared-singletons');
const { dependencies } = require('./package.json');

module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(dependencies),
  manifest: false,
  dts: false,
  // The remotes are built with experiments.externalRuntime: their entries use this runtime. This
  // is what experiments.provideExternalRuntime adds, but the plugin's ES module build: the
  // CommonJS one that provideExternalRuntime resolves bundles a second copy of the runtime
  // (11 KB more on the wire).
  runtimePlugins: [
    require
      .resolve('@module-federation/inject-external-runtime-core-plugin')
      .replace(/\.cjs$/, '.js'),
  ],
};
