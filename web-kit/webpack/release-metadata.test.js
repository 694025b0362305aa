/** @jest-environment node */
const { version: contractsPackageVersion } = require('@threadline/contracts/package.json');
const { releaseManifest } = require('./release-metadata');

const dependencies = {
  axios: '^1.12.0',
  react: '^19.2.0',
  'react-dom': '^19.2.1',
  'react-router-dom': '^7.18.0',
};
const statsOfABuild = () => ({ metaData: { name: 'remote_public', publicPath: 'auto' } });

describe('releaseManifest', () => {
  afterEach(() => delete process.env.CONTRACTS_VERSION_OVERRIDE);

  it('records the contracts version and the shared singletons ranges in the manifest metadata', () => {
    const stats = releaseManifest(dependencies).additionalData({ stats: statsOfABuild() });
    expect(stats.metaData.threadline).toEqual({
      contractsVersion: contractsPackageVersion,
      shared: { react: '^19.2.0', 'react-dom': '^19.2.1', 'react-router-dom': '^7.18.0' },
    });
    expect(stats.metaData.publicPath).toBe('auto');
  });

  it('records the version a build claims when CONTRACTS_VERSION_OVERRIDE is set (the journeys only)', () => {
    process.env.CONTRACTS_VERSION_OVERRIDE = '99.0.0';
    const stats = releaseManifest(dependencies).additionalData({ stats: statsOfABuild() });
    expect(stats.metaData.threadline.contractsVersion).toBe('99.0.0');
  });
});
