import { applyRemoteOverrides, remoteOverrideKey } from './remote-overrides';

const live = {
  remote_public: 'https://public.example/mf-manifest.json',
  remote_dashboard: 'https://dashboard.example/mf-manifest.json',
};
const devServer = 'http://127.0.0.1:3102/mf-manifest.json';

describe('the development remote override', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('points a remote at the URL in the query and keeps it for the next loads', () => {
    const first = applyRemoteOverrides(live, {
      enabled: true,
      search: `?remote-dashboard=${encodeURIComponent(devServer)}`,
      storage: window.localStorage,
    });
    expect(first).toEqual({ ...live, remote_dashboard: devServer });

    const next = applyRemoteOverrides(live, {
      enabled: true,
      search: '',
      storage: window.localStorage,
    });
    expect(next.remote_dashboard).toBe(devServer);
    expect(window.localStorage.getItem(remoteOverrideKey('remote-dashboard'))).toBe(devServer);
  });

  it('forgets the stored override when the query names the remote with no URL', () => {
    window.localStorage.setItem(remoteOverrideKey('remote-public'), devServer);
    const manifests = applyRemoteOverrides(live, {
      enabled: true,
      search: '?remote-public=',
      storage: window.localStorage,
    });
    expect(manifests).toEqual(live);
    expect(window.localStorage.getItem(remoteOverrideKey('remote-public'))).toBeNull();
  });

  it('ignores anything that is not an http(s) URL', () => {
    window.localStorage.setItem(remoteOverrideKey('remote-public'), 'javascript:alert(1)');
    const manifests = applyRemoteOverrides(live, {
      enabled: true,
      search: '?remote-dashboard=data:text/javascript,1',
      storage: window.localStorage,
    });
    expect(manifests).toEqual(live);
  });

  it('ignores the query and storage entirely in a production build', () => {
    window.localStorage.setItem(remoteOverrideKey('remote-public'), devServer);
    const manifests = applyRemoteOverrides(live, {
      enabled: false,
      search: `?remote-dashboard=${encodeURIComponent(devServer)}`,
      storage: window.localStorage,
    });
    expect(manifests).toEqual(live);
    expect(window.localStorage.getItem(remoteOverrideKey('remote-dashboard'))).toBeNull();
  });
});
