import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { createFederationRemoteLoader } from './federation-remote-loader';
import { isRemoteFallback } from './remote-fallback-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const manifests = {
  remote_public: 'http://public.test/mf-manifest.json',
  remote_dashboard: 'http://dashboard.test/mf-manifest.json',
};
const RemoteApp = () => null;
const mockedLoadRemote = jest.mocked(loadRemote);

async function settle<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

describe('the federation remote loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('registers both remotes from the runtime config and the fallback plugin', () => {
    createFederationRemoteLoader(manifests);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_public', entry: manifests.remote_public },
      { name: 'remote_dashboard', entry: manifests.remote_dashboard },
    ]);
    expect(jest.mocked(registerPlugins).mock.calls[0][0]).toEqual([
      expect.objectContaining({ name: 'threadline-remote-fallback' }),
    ]);
  });

  it("loads the remote's ./App", async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests);
    await expect(loader.load('remote_public', { fresh: false })).resolves.toEqual({
      default: RemoteApp,
    });
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_public/App');
  });

  it('retries a failed load after forgetting the cached remote, and succeeds', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests);
    const module = await settle(loader.load('remote_dashboard', { fresh: false }));

    expect(module).toEqual({ default: RemoteApp });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_dashboard', entry: manifests.remote_dashboard }],
      { force: true },
    );
  });

  it('gives up after two retries and returns the fallback module', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    const loader = createFederationRemoteLoader(manifests);
    const module = await settle(loader.load('remote_dashboard', { fresh: false }));

    expect(isRemoteFallback(module)).toBe(true);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('forgets the cached remote before a fresh attempt', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests);
    jest.mocked(registerRemotes).mockClear();
    await loader.load('remote_public', { fresh: true });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: manifests.remote_public }],
      { force: true },
    );
  });

  it("prefetches the public remote's ./App but only the dashboard's entry, and tolerates a remote that is down", async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('Failed to fetch'));
    createFederationRemoteLoader(manifests).prefetch();
    await jest.runAllTimersAsync();
    const [publicRemote, dashboard] = jest.mocked(preloadRemote).mock.calls[0][0];
    expect(publicRemote).toEqual({ nameOrAlias: 'remote_public', exposes: ['./App'] });
    expect(dashboard).toMatchObject({ nameOrAlias: 'remote_dashboard', share: false });
    expect(dashboard.filter?.('http://127.0.0.1:3002/658.75bbcdc1.js')).toBe(false);
  });

  it("prefetches the dashboard's ./App in full for a member", async () => {
    createFederationRemoteLoader(manifests).prefetchApp('remote_dashboard');
    await jest.runAllTimersAsync();
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'remote_dashboard', exposes: ['./App'] },
    ]);
  });
});
