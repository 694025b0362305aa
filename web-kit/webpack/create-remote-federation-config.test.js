/** @jest-environment node */
const path = require('path');
const { createRemoteFederationConfig } = require('./create-remote-federation-config');
const { sharedSingletons } = require('./shared-singletons');

const repo = path.join(__dirname, '..', '..');
const dependencies = {
  axios: '^1.12.0',
  react: '^19.2.0',
  'react-dom': '^19.2.1',
  'react-router-dom': '^7.18.0',
};

describe('createRemoteFederationConfig', () => {
  it('exposes the named entry from remoteEntry.js, shares only the singletons, writes no types', () => {
    const config = createRemoteFederationConfig({
      name: 'remote_public',
      exposes: { './App': './src/app/app.tsx' },
      dependencies,
    });
    expect(config).toMatchObject({
      name: 'remote_public',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app/app.tsx' },
      shared: sharedSingletons(dependencies),
      dts: false,
    });
    expect(Object.keys(config.shared)).toEqual(['react', 'react-dom', 'react-router-dom']);
    expect(typeof config.manifest.additionalData).toBe('function');
  });

  it('gives both remotes the same contract, apart from their names', () => {
    const remote = (name) => require(path.join(repo, name, 'module-federation.config.js'));
    const publicConfig = remote('remote-public');
    const dashboardConfig = remote('remote-dashboard');
    expect(publicConfig.name).toBe('remote_public');
    expect(dashboardConfig.name).toBe('remote_dashboard');
    const withoutName = ({ name: _name, manifest: _manifest, ...rest }) => rest;
    expect(withoutName(publicConfig)).toEqual(withoutName(dashboardConfig));
  });
});
