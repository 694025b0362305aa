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
const SHELL = { shellContractsVersion: '0.1.0' };

/** What the remotes' servers answer: a live pointer and each release's manifest. */
let files: Record<string, unknown>;
const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
  const body = files[url];
  return {
    ok: body !== undefined,
    status: body === undefined ? 404 : 200,
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
});

const pointTo = (origin: string, id: string, contractsVersion = '0.1.0') => {
  files[`${origin}/live.json`] = { id, manifest: `releases/${id}/mf-manifest.json` };
  files[`${origin}/releases/${id}/mf-manifest.json`] = {
    metaData: { threadline: { contractsVersion, shared: {} } },
  };
};

async function settle<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

describe('the federation remote loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    files = {};
    global.fetch = fetchMock as unknown as typeof fetch;
    pointTo('http://public.test', '20261122T231500Z-aaaaaaaa');
    pointTo('http://dashboard.test', '20261122T231500Z-bbbbbbbb');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('registers the fallback and manifest hand-off plugins', () => {
    createFederationRemoteLoader(manifests, SHELL);
    expect(jest.mocked(registerPlugins).mock.calls[0][0]).toEqual([
      expect.objectContaining({ name: 'threadline-remote-fallback' }),
      expect.objectContaining({ name: 'threadline-manifest-handoff' }),
    ]);
  });

  it("reads the pointer and the manifest once when the page's load comes during the splash's prefetch", async () => {
    mockedLoadRemote.mockResolvedValue({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests, {
      ...SHELL,
      isReturningMember: () => false,
    });
    loader.prefetch();
    await settle(loader.load('remote_public', { fresh: false }));

    const asked = fetchMock.mock.calls.map(([url]) => url);
    expect(asked.filter((url) => url === 'http://public.test/live.json')).toHaveLength(1);
    const manifest = 'http://public.test/releases/20261122T231500Z-aaaaaaaa/mf-manifest.json';
    expect(asked.filter((url) => url === manifest)).toHaveLength(1);
  });

  it("loads the live release's ./App, reading the pointer past the HTTP cache", async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests, SHELL);
    await expect(loader.load('remote_public', { fresh: false })).resolves.toEqual({
      default: RemoteApp,
    });
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/live.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'remote_public',
          entry: 'http://public.test/releases/20261122T231500Z-aaaaaaaa/mf-manifest.json',
        },
      ],
      undefined,
    );
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_public/App');
  });

  it('uses the configured manifest when the remote has no release pointer', async () => {
    files = {};
    mockedLoadRemote.mockResolvedValueOnce({ default: RemoteApp });
    await createFederationRemoteLoader(manifests, SHELL).load('remote_public', { fresh: false });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: manifests.remote_public }],
      undefined,
    );
  });

  it('re-reads the live pointer after a failed load and retries with the release it names', async () => {
    mockedLoadRemote.mockImplementation(async () => {
      // The first release's files are gone; only the release that went live meanwhile loads.
      const remote = jest.mocked(registerRemotes).mock.calls.at(-1)?.[0][0];
      const entry = remote && 'entry' in remote ? remote.entry : '';
      return entry.includes('cccccccc') ? { default: RemoteApp } : null;
    });
    const loader = createFederationRemoteLoader(manifests, SHELL);
    const pending = loader.load('remote_dashboard', { fresh: false });
    pointTo('http://dashboard.test', '20261122T232000Z-cccccccc');
    const module = await settle(pending);

    expect(module).toEqual({ default: RemoteApp });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'remote_dashboard',
          entry: 'http://dashboard.test/releases/20261122T232000Z-cccccccc/mf-manifest.json',
        },
      ],
      { force: true },
    );
  });

  it('gives up after two retries and returns the fallback module', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    const loader = createFederationRemoteLoader(manifests, SHELL);
    const module = await settle(loader.load('remote_dashboard', { fresh: false }));

    expect(isRemoteFallback(module)).toBe(true);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses a release built against another contracts major, naming both versions', async () => {
    pointTo('http://public.test', '20261122T232000Z-dddddddd', '1.0.0');
    const loader = createFederationRemoteLoader(manifests, SHELL);
    const module = await loader.load('remote_public', { fresh: false });

    expect(isRemoteFallback(module)).toBe(true);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      'remote-public was built against contracts 1.0.0, but the shell uses contracts 0.1.0; the major versions differ.',
    );
  });

  it('asks the pointer again before a fresh attempt', async () => {
    mockedLoadRemote.mockResolvedValue({ default: RemoteApp });
    const loader = createFederationRemoteLoader(manifests, SHELL);
    await loader.load('remote_public', { fresh: false });
    pointTo('http://public.test', '20261122T232000Z-eeeeeeee');
    await loader.load('remote_public', { fresh: true });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'remote_public',
          entry: 'http://public.test/releases/20261122T232000Z-eeeeeeee/mf-manifest.json',
        },
      ],
      { force: true },
    );
  });

  it("prefetches the public remote's live ./App but, for a returning member, only the dashboard's entry, and tolerates a remote that is down", async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('Failed to fetch'));
    createFederationRemoteLoader(manifests, { ...SHELL, isReturningMember: () => true }).prefetch();
    await jest.runAllTimersAsync();
    const preloaded = jest.mocked(preloadRemote).mock.calls.map(([[options]]) => options);
    expect(preloaded).toContainEqual({ nameOrAlias: 'remote_public', exposes: ['./App'] });
    const dashboard = preloaded.find((options) => options.nameOrAlias === 'remote_dashboard');
    expect(dashboard).toMatchObject({ share: false });
    expect(dashboard?.filter?.('http://127.0.0.1:3002/658.75bbcdc1.js')).toBe(false);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'remote_dashboard',
          entry: 'http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/mf-manifest.json',
        },
      ],
      undefined,
    );
  });

  it('prefetches nothing of the dashboard for a signed-out visitor', async () => {
    createFederationRemoteLoader(manifests, {
      ...SHELL,
      isReturningMember: () => false,
    }).prefetch();
    await jest.runAllTimersAsync();
    const preloaded = jest.mocked(preloadRemote).mock.calls.map(([[options]]) => options);
    expect(preloaded).toEqual([{ nameOrAlias: 'remote_public', exposes: ['./App'] }]);
    const registered = jest.mocked(registerRemotes).mock.calls.map(([[remote]]) => remote.name);
    expect(registered).toEqual(['remote_public']);
  });

  it("prefetches the dashboard's live ./App in full for a member", async () => {
    createFederationRemoteLoader(manifests, SHELL).prefetchApp('remote_dashboard');
    await jest.runAllTimersAsync();
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'remote_dashboard', exposes: ['./App'] },
    ]);
  });
});
