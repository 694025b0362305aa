import { createFakeRemoteServers } from '../../../testing/fake-federation';
import { contractsCheckPlugin } from './contracts-check-plugin';

// The contracts check alone on the real federation runtime: what it lets run, and what it refuses.

const servers = createFakeRemoteServers();
const RELEASE = '20261122T231500Z-aaaaaaaa';
const MANIFEST = `http://public.test/releases/${RELEASE}/mf-manifest.json`;
const ENTRY = `http://public.test/releases/${RELEASE}/remoteEntry.js`;

function load(shellVersion: string) {
  const plugin = contractsCheckPlugin(shellVersion);
  const runtime = servers.runtime([plugin]);
  runtime.registerRemotes([{ name: 'remote_public', entry: MANIFEST }]);
  return { plugin, loading: runtime.loadRemote<{ default: unknown }>('remote_public/App') };
}

describe('the contracts check plugin', () => {
  beforeEach(() => {
    servers.install();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lets a release built against the same major run, reading its manifest once past the HTTP cache', async () => {
    servers.release('http://public.test', RELEASE, {
      heading: 'Public',
      contractsVersion: '0.4.2',
    });
    const { plugin, loading } = load('0.1.0');

    await expect(loading).resolves.toHaveProperty('default');
    expect(plugin.refusalOf('remote_public')).toBeUndefined();
    expect(servers.fetch).toHaveBeenCalledWith(MANIFEST, { cache: 'no-cache' });
    expect(servers.requested.filter((url) => url === MANIFEST)).toHaveLength(1);
  });

  it('refuses a release built against another major before any of its code runs, naming both versions', async () => {
    servers.release('http://public.test', RELEASE, {
      heading: 'Public',
      contractsVersion: '1.0.0',
    });
    const { plugin, loading } = load('0.1.0');

    await expect(loading).rejects.toThrow();
    expect(plugin.refusalOf('remote_public')).toBe(
      'remote-public was built against contracts 1.0.0, but the shell uses contracts 0.1.0; the major versions differ.',
    );
    expect(servers.requested).not.toContain(ENTRY);
  });

  it('mounts a manifest that records no contracts version unchecked, with a warning', async () => {
    servers.release('http://public.test', RELEASE, { heading: 'Public' });
    const manifest = servers.files[MANIFEST] as { metaData: Record<string, unknown> };
    delete manifest.metaData.threadline;
    const { plugin, loading } = load('7.0.0');

    await expect(loading).resolves.toHaveProperty('default');
    expect(plugin.refusalOf('remote_public')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      "remote_public's manifest records no contracts version; mounting it unchecked",
    );
  });
});
