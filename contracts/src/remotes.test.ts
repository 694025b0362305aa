import { DASHBOARD_BASE } from './routes';
import {
  REMOTE_FEDERATION_NAMES,
  REMOTE_FOLDERS,
  REMOTE_REGISTRY,
  catchAllRemote,
  isRemoteFolder,
  remoteEntry,
  remoteOfRequest,
} from './remotes';

describe('the remote registry', () => {
  it('names each remote once, by folder, federation name, route and dev port', () => {
    for (const key of ['folder', 'federationName', 'route', 'devPort', 'portEnv'] as const)
      expect(new Set(REMOTE_REGISTRY.map((r) => r[key])).size).toBe(REMOTE_REGISTRY.length);
  });

  it.each(REMOTE_REGISTRY.map((r) => [r.folder, r]))(
    '%s has a kebab-case folder, a federation name JavaScript can use, a route and a team',
    (_folder, r) => {
      expect(r.folder).toMatch(/^remote-[a-z][a-z0-9-]*$/);
      expect(r.federationName).toBe(r.folder.replace(/-/g, '_'));
      expect(r.route).toMatch(/^\/([a-z0-9-]+)?$/);
      expect(r.team.trim()).not.toBe('');
      expect(r.devPort).toBeGreaterThan(1024);
    },
  );

  it('has exactly one catch-all remote, and the dashboard is mounted at DASHBOARD_BASE', () => {
    expect(REMOTE_REGISTRY.filter((r) => r.route === '/')).toHaveLength(1);
    expect(catchAllRemote().folder).toBe('remote-public');
    expect(REMOTE_REGISTRY.map((r) => r.route)).toContain(DASHBOARD_BASE);
  });

  it.each([
    ['remote-public', 'remote-public'],
    ['remote_dashboard', 'remote-dashboard'],
  ] as const)('finds an entry by either name: %s is %s', (name, folder) => {
    expect(remoteEntry(name).folder).toBe(folder);
  });

  it('refuses a name it does not list, and tells the ones it does', () => {
    expect(() => remoteEntry('remote-shop' as never)).toThrow(
      'Unknown remote "remote-shop"; expected one of: remote-public, remote-dashboard.',
    );
    expect(isRemoteFolder('remote-shop')).toBe(false);
    expect(REMOTE_FOLDERS.every(isRemoteFolder)).toBe(true);
    expect(REMOTE_FEDERATION_NAMES).toEqual(['remote_public', 'remote_dashboard']);
  });

  it.each([
    ['remote_public/App', 'remote_public'],
    ['remote_dashboard', 'remote_dashboard'],
    ['remote_dashboard/./App', 'remote_dashboard'],
    ['remote_publicity/App', undefined],
    ['remote-public/App', undefined],
    ['http://public.test/mf-manifest.json', undefined],
  ])('reads the remote a federation request %s names as %s', (id, remote) => {
    expect(remoteOfRequest(id)).toBe(remote);
  });
});
