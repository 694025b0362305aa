import type { RemoteAppProps, TelemetryReport } from '@threadline/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  createFakeRemoteServers,
  manifestOf,
  resetFederationGlobals,
} from '../../../testing/fake-federation';
import { RemoteUnavailable } from '../components/remote-outlet';
import { createFederationRemoteLoader, type RemoteAppModule } from './remote-loader';
import { REMOTE_RETRY_DELAYS_MS } from './retry-plugin';

// The loader as the shell builds it: its four plugins on the real federation runtime, over fake
// remote servers (testing/fake-federation.tsx).

const manifests = {
  remote_public: 'http://public.test/mf-manifest.json',
  remote_dashboard: 'http://dashboard.test/mf-manifest.json',
};
const SHELL = { shellContractsVersion: '0.1.0', fallback: RemoteUnavailable };
const FALLBACK_HEADING = 'This section could not be loaded.';

const servers = createFakeRemoteServers();
const requested = servers.requested;
const fetchMock = servers.fetch;
const release = servers.release;
let files: Record<string, unknown>;
let entries: Record<string, RemoteAppModule>;

function createLoader(options: Partial<Parameters<typeof createFederationRemoteLoader>[1]> = {}) {
  const runtime = servers.runtime();
  return createFederationRemoteLoader(manifests, {
    ...SHELL,
    ...options,
    runtime: {
      loadRemote: runtime.loadRemote.bind(runtime),
      preloadRemote: runtime.preloadRemote.bind(runtime),
      registerPlugins: runtime.registerPlugins.bind(runtime),
    },
  });
}

/** Renders a loaded `./App` as the outlet would, to read what a person sees. */
async function show(module: Promise<RemoteAppModule>) {
  const { default: App } = await module;
  render(
    <MemoryRouter>
      <App {...({} as RemoteAppProps)} />
    </MemoryRouter>,
  );
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

describe('the federation remote loader and its four plugins', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    servers.install();
    ({ files, entries } = servers);
    release('http://public.test', '20261122T231500Z-aaaaaaaa', { heading: 'Public, release a' });
    release('http://dashboard.test', '20261122T231500Z-bbbbbbbb', {
      heading: 'Dashboard, release b',
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it("loads the live release's ./App, reading the pointer past the HTTP cache", async () => {
    const loader = createLoader();
    await show(settle(loader.load('remote_public')));

    expect(screen.getByRole('heading', { name: 'Public, release a' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/live.json', { cache: 'no-cache' });
  });

  it("reads the pointer and the manifest once when the page's load comes during the splash's prefetch", async () => {
    const loader = createLoader({ isReturningMember: () => false });
    loader.prefetch();
    await settle(loader.load('remote_public'));

    expect(requested.filter((url) => url === 'http://public.test/live.json')).toHaveLength(1);
    const manifest = 'http://public.test/releases/20261122T231500Z-aaaaaaaa/mf-manifest.json';
    expect(requested.filter((url) => url === manifest)).toHaveLength(1);
    expect(requested.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
    // A signed-out visitor downloads nothing of the dashboard.
    expect(requested.filter((url) => url.startsWith('http://dashboard.test'))).toEqual([]);
  });

  it('uses the configured manifest when the remote has no release pointer', async () => {
    delete files['http://public.test/live.json'];
    files['http://public.test/mf-manifest.json'] = manifestOf('remote_public', '0.1.0');
    entries['http://public.test/remoteEntry.js'] = { default: () => <h1>Dev server</h1> };
    await show(settle(createLoader().load('remote_public')));
    expect(screen.getByRole('heading', { name: 'Dev server' })).toBeInTheDocument();
  });

  it('retries a failed load with the release the pointer names by then', async () => {
    delete entries['http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/remoteEntry.js'];
    const pending = createLoader().load('remote_dashboard');
    // The broken release is replaced while the first attempt fails.
    release('http://dashboard.test', '20261122T232000Z-cccccccc', {
      heading: 'Dashboard, release c',
    });
    await show(settle(pending));

    expect(screen.getByRole('heading', { name: 'Dashboard, release c' })).toBeInTheDocument();
  });

  it('shows the retry panel after the retries of its one policy, and a later Retry loads afresh', async () => {
    delete entries['http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/remoteEntry.js'];
    const loader = createLoader();
    await show(settle(loader.load('remote_dashboard')));

    expect(screen.getByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    const entry = 'http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/remoteEntry.js';
    expect(requested.filter((url) => url === entry)).toHaveLength(
      REMOTE_RETRY_DELAYS_MS.length + 1,
    );

    // The same release is back (a network blip): Retry loads it afresh instead of the failure.
    entries[entry] = { default: () => <h1>Dashboard is back</h1> };
    const retried = await settle(loader.load('remote_dashboard', { fresh: true }));
    render(<retried.default {...({} as RemoteAppProps)} />);
    expect(screen.getByRole('heading', { name: 'Dashboard is back' })).toBeInTheDocument();
  });

  it('refuses a release built against another contracts major, naming both versions, without running it', async () => {
    release('http://public.test', '20261122T232000Z-dddddddd', {
      heading: 'Incompatible release',
      contractsVersion: '1.0.0',
    });
    const message =
      'remote-public was built against contracts 1.0.0, but the shell uses contracts 0.1.0; the major versions differ.';
    await show(settle(createLoader().load('remote_public')));

    expect(screen.getByRole('heading', { name: FALLBACK_HEADING })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Incompatible release' })).not.toBeInTheDocument();
    expect(requested.filter((url) => url.endsWith('remoteEntry.js'))).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(message);
  });

  it('reports each failed load once, after its retries, for the release it tried, by stage', async () => {
    const reports: TelemetryReport[] = [];
    const telemetry = { report: (report: TelemetryReport) => reports.push(report) };
    delete entries['http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/remoteEntry.js'];
    release('http://public.test', '20261122T232000Z-dddddddd', {
      heading: 'Incompatible release',
      contractsVersion: '1.0.0',
    });
    const loader = createLoader({ telemetry });
    await settle(loader.load('remote_dashboard'));
    await settle(loader.load('remote_public'));

    expect(reports).toEqual([
      { remote: 'remote-dashboard', release: '20261122T231500Z-bbbbbbbb', outcome: 'failed_entry' },
      { remote: 'remote-public', release: '20261122T232000Z-dddddddd', outcome: 'failed_shared' },
    ]);
    // A mount the outlet saw: reported for the release the page loaded.
    loader.reportMount?.('remote_public', 'mounted');
    expect(reports.at(-1)).toEqual({
      remote: 'remote-public',
      release: '20261122T232000Z-dddddddd',
      outcome: 'mounted',
    });
  });

  it('shares one load between callers, and asks the pointer again on a fresh load', async () => {
    const loader = createLoader();
    const first = loader.load('remote_public');
    expect(loader.load('remote_public')).toBe(first);
    await settle(first);

    release('http://public.test', '20261122T232000Z-eeeeeeee', { heading: 'Public, release e' });
    await show(settle(loader.load('remote_public', { fresh: true })));
    expect(screen.getByRole('heading', { name: 'Public, release e' })).toBeInTheDocument();
  });

  it('does not download a healthy release again when a fresh load finds the pointer unchanged', async () => {
    const loader = createLoader();
    await settle(loader.load('remote_public'));
    await settle(loader.load('remote_public', { fresh: true }));

    expect(requested.filter((url) => url.endsWith('/live.json'))).toHaveLength(2);
    expect(requested.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
  });

  it('loads the release a preview link pins, without asking the pointer', async () => {
    release('http://public.test', '20261124T095500Z-5ta6ed00', { heading: 'Staged heading' });
    // The staged release is on the server; the pointer still names release a.
    release('http://public.test', '20261122T231500Z-aaaaaaaa', { heading: 'Public, release a' });
    const loader = createLoader({
      preview: {
        remote: 'remote-public',
        release: '20261124T095500Z-5ta6ed00',
        expiresAt: '2026-11-24T11:00:00.000Z',
      },
    });
    await show(settle(loader.load('remote_public')));

    expect(screen.getByRole('heading', { name: 'Staged heading' })).toBeInTheDocument();
    expect(requested).not.toContain('http://public.test/live.json');
  });

  it('serves a canary to the browsers in its share and the stable release to the others, each the same on every load', async () => {
    release('http://public.test', '20261124T100000Z-cccccccc', { heading: 'Canary heading' });
    release('http://public.test', '20261122T231500Z-aaaaaaaa', { heading: 'Stable heading' });
    files['http://public.test/live.json'] = {
      id: '20261122T231500Z-aaaaaaaa',
      manifest: 'releases/20261122T231500Z-aaaaaaaa/mf-manifest.json',
      canary: {
        id: '20261124T100000Z-cccccccc',
        manifest: 'releases/20261124T100000Z-cccccccc/mf-manifest.json',
        percent: 50,
      },
    };
    const headingFor = async (cohortId: string) => {
      resetFederationGlobals();
      const { default: App } = await settle(createLoader({ cohortId }).load('remote_public'));
      const { container, unmount } = render(<App {...({} as RemoteAppProps)} />);
      const text = container.textContent;
      unmount();
      return text;
    };
    // Fixed ids, so the outcome is the same on every run: some fall on each side of 50%.
    const seen = new Set<string | null>();
    for (const cohortId of ['browser-1', 'browser-2', 'browser-3', 'browser-4']) {
      const first = await headingFor(cohortId);
      expect(await headingFor(cohortId)).toBe(first);
      seen.add(first);
    }
    expect(seen).toEqual(new Set(['Canary heading', 'Stable heading']));
  });

  it("prefetches the dashboard's entry for a returning member, and tolerates a remote that is down", async () => {
    delete files['http://public.test/live.json'];
    createLoader({ isReturningMember: () => true }).prefetch();
    await jest.runAllTimersAsync();

    expect(requested).toContain(
      'http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/mf-manifest.json',
    );
  });

  it("prefetches the dashboard's live ./App for a member", async () => {
    createLoader().prefetchApp('remote_dashboard');
    await jest.runAllTimersAsync();

    expect(requested).toContain(
      'http://dashboard.test/releases/20261122T231500Z-bbbbbbbb/mf-manifest.json',
    );
  });
});
