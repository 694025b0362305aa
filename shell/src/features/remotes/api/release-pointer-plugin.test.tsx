import { randomUUID } from 'node:crypto';
import type { RemoteAppProps } from '@threadline/contracts';
import { render } from '@testing-library/react';
import { createFakeRemoteServers } from '../../../testing/fake-federation';
import type { RemoteAppModule } from './remote-loader';
import {
  applyRemoteOverrides,
  cohortBucket,
  COHORT_ID_KEY,
  inCanary,
  PREVIEW_TOKEN_KEY,
  releasePointerPlugin,
  remoteOverrideKey,
  resolvePreviewPin,
  visitorCohortId,
} from './release-pointer-plugin';

// The release pointer plugin alone on the real federation runtime (no retry, no check): which
// release each load is given.

const servers = createFakeRemoteServers();
const manifests = {
  remote_public: 'http://public.test/mf-manifest.json',
  remote_dashboard: 'http://dashboard.test/mf-manifest.json',
};
const STABLE = '20261122T231500Z-aaaaaaaa';
const CANARY = '20261124T100000Z-cccccccc';

async function headingOf(loading: Promise<RemoteAppModule | null>) {
  const module = await loading;
  const { default: App } = module!;
  const { container, unmount } = render(<App {...({} as RemoteAppProps)} />);
  const text = container.textContent;
  unmount();
  return text;
}

describe('the release pointer plugin', () => {
  beforeEach(() => {
    servers.install();
    servers.release('http://public.test', CANARY, { heading: 'Canary' });
    servers.release('http://public.test', STABLE, { heading: 'Stable' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('gives the runtime the release live.json names, reading it once for every caller', async () => {
    const runtime = servers.runtime([releasePointerPlugin(manifests)]);
    const [first, second] = await Promise.all([
      headingOf(runtime.loadRemote('remote_public/App')),
      headingOf(runtime.loadRemote('remote_public/App')),
    ]);
    expect([first, second]).toEqual(['Stable', 'Stable']);
    expect(servers.fetch).toHaveBeenCalledWith('http://public.test/live.json', {
      cache: 'no-cache',
    });
    expect(servers.requested.filter((url) => url.endsWith('/live.json'))).toHaveLength(1);
  });

  it('reads the pointer again after a refresh, and registers the release it names by then', async () => {
    const plugin = releasePointerPlugin(manifests);
    const runtime = servers.runtime([plugin]);
    expect(await headingOf(runtime.loadRemote('remote_public/App'))).toBe('Stable');
    servers.release('http://public.test', '20261125T080000Z-dddddddd', { heading: 'Newer' });
    plugin.refresh('remote_public');
    expect(await headingOf(runtime.loadRemote('remote_public/App'))).toBe('Newer');
  });

  it("serves a canary to the cohorts in its share only, by the pointer's percent", async () => {
    const pointer = {
      id: STABLE,
      manifest: `releases/${STABLE}/mf-manifest.json`,
      canary: { id: CANARY, manifest: `releases/${CANARY}/mf-manifest.json`, percent: 50 },
    };
    const cohorts = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `browser-${id}`);
    const inShare = cohorts.find((id) => inCanary(id, 'remote-public', 50));
    const outside = cohorts.find((id) => !inCanary(id, 'remote-public', 50));
    const seen: Array<string | null> = [];
    for (const cohortId of [inShare, outside]) {
      servers.resetRuntime();
      servers.files['http://public.test/live.json'] = pointer;
      const runtime = servers.runtime([releasePointerPlugin(manifests, { cohortId })]);
      seen.push(await headingOf(runtime.loadRemote('remote_public/App')));
    }
    expect(seen).toEqual(['Canary', 'Stable']);
  });

  it('gives a preview pin its staged release without asking the pointer, for its remote only', async () => {
    servers.release('http://public.test', '20261124T095500Z-5ta6ed00', { heading: 'Staged' });
    servers.release('http://public.test', STABLE, { heading: 'Stable' });
    servers.release('http://dashboard.test', '20261122T231500Z-bbbbbbbb', { heading: 'Dashboard' });
    const preview = {
      remote: 'remote-public' as const,
      release: '20261124T095500Z-5ta6ed00',
      expiresAt: '2026-11-24T11:00:00.000Z',
    };
    const runtime = servers.runtime([releasePointerPlugin(manifests, { preview })]);
    expect(await headingOf(runtime.loadRemote('remote_public/App'))).toBe('Staged');
    expect(servers.requested).not.toContain('http://public.test/live.json');
    expect(await headingOf(runtime.loadRemote('remote_dashboard/App'))).toBe('Dashboard');
  });

  it('falls back to the configured manifest when the remote has no pointer (a dev server)', async () => {
    delete servers.files['http://public.test/live.json'];
    servers.files['http://public.test/mf-manifest.json'] =
      servers.files[`http://public.test/releases/${STABLE}/mf-manifest.json`];
    servers.entries['http://public.test/remoteEntry.js'] = { default: () => <h1>Dev server</h1> };
    const runtime = servers.runtime([releasePointerPlugin(manifests)]);
    expect(await headingOf(runtime.loadRemote('remote_public/App'))).toBe('Dev server');
  });
});

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

const ids = Array.from({ length: 10_000 }, () => randomUUID());

describe("a visitor's canary cohort", () => {
  it.each([1, 10, 25, 50, 90])(
    'puts %i%% of 10,000 random browsers in the canary, within 3 points',
    (percent) => {
      for (const remote of ['remote-public', 'remote-dashboard']) {
        const share = ids.filter((id) => inCanary(id, remote, percent)).length / ids.length;
        expect(Math.abs(share * 100 - percent)).toBeLessThanOrEqual(3);
      }
    },
  );

  it('gives the same browser the same answer on every load', () => {
    for (const id of ids.slice(0, 100))
      expect(cohortBucket(id, 'remote-public')).toBe(cohortBucket(id, 'remote-public'));
  });

  it('keeps a random id in storage and reuses it', () => {
    const first = visitorCohortId(localStorage);
    expect(localStorage.getItem(COHORT_ID_KEY)).toBe(first);
    expect(visitorCohortId(localStorage)).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still answers an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(visitorCohortId(blocked)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const NOW = Date.parse('2026-11-24T10:00:00Z');
const pin = {
  remote: 'remote-public',
  release: '20261124T095500Z-abcdef01',
  expiresAt: '2026-11-24T11:00:00.000Z',
};

let answers: Record<string, { status: number; body?: unknown }>;
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers[url] ?? {
    status: 400,
    body: { message: 'This preview link is not valid.' },
  };
  return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
});

function sources(href: string) {
  const history = { state: null, replaceState: jest.fn() };
  return {
    history,
    options: {
      apiUrl: 'http://api.test',
      location: { href },
      history,
      storage: localStorage,
      now: () => NOW,
    },
  };
}

describe('a preview link', () => {
  beforeEach(() => {
    answers = {};
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('pins the browser to the release the API says the token names, and takes the token out of the address', async () => {
    answers['http://api.test/releases/previews/good.token'] = { status: 200, body: pin };
    const { history, options } = sources('https://shop.test/about?preview=good.token&tab=2#team');

    await expect(resolvePreviewPin(options)).resolves.toEqual(pin);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/about?tab=2#team');
    expect(localStorage.getItem(PREVIEW_TOKEN_KEY)).toBe('good.token');
  });

  it('keeps the pin on the next loads, asking the API each time', async () => {
    answers['http://api.test/releases/previews/good.token'] = { status: 200, body: pin };
    localStorage.setItem(PREVIEW_TOKEN_KEY, 'good.token');
    await expect(resolvePreviewPin(sources('https://shop.test/').options)).resolves.toEqual(pin);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the API refuses it (forged, altered or expired), and the live release loads', async () => {
    localStorage.setItem(PREVIEW_TOKEN_KEY, 'old.token');
    await expect(
      resolvePreviewPin(sources('https://shop.test/?preview=forged.token').options),
    ).resolves.toBeNull();
    expect(localStorage.getItem(PREVIEW_TOKEN_KEY)).toBeNull();
  });

  it('is dropped once its time is up, whatever the API said', async () => {
    answers['http://api.test/releases/previews/late.token'] = {
      status: 200,
      body: { ...pin, expiresAt: '2026-11-24T09:59:59.000Z' },
    };
    await expect(
      resolvePreviewPin(sources('https://shop.test/?preview=late.token').options),
    ).resolves.toBeNull();
  });

  it('asks nothing of the API when the browser has no preview link', async () => {
    await expect(
      resolvePreviewPin(sources('https://shop.test/products').options),
    ).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
