import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteAppModule } from '../features/remotes/api/remote-loader';

// The real federation runtime, with the network faked: the remotes' servers (live pointers,
// manifests) answer through fetch, and each release's remoteEntry.js through the runtime's
// loadEntry hook, which stands in for the <script> a browser would run.

/** jsdom has no fetch API: the part of Response that the runtime and the plugins read. */
export class FakeResponse {
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    readonly init: { status: number; headers?: Record<string, string> },
  ) {
    this.ok = init.status >= 200 && init.status < 300;
  }
  get status() {
    return this.init.status;
  }
  async text() {
    return this.body;
  }
  async json() {
    return JSON.parse(this.body) as unknown;
  }
}

export const manifestOf = (name: string, contractsVersion: string) => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: name },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: name,
    pluginVersion: '2.9.2',
    publicPath: 'auto',
    threadline: { contractsVersion, shared: {} },
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${name}:App`,
      name: 'App',
      path: './App',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

/** The runtime keeps what it loaded on globalThis, across instances: each test starts clean. */
export function resetFederationGlobals() {
  const global = globalThis as unknown as {
    __FEDERATION__?: Record<string, unknown> & { __PRELOADED_ASSETS__?: Set<unknown> };
    __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
  };
  if (!global.__FEDERATION__) return;
  Object.assign(global.__FEDERATION__, {
    __GLOBAL_PLUGIN__: [],
    __INSTANCES__: [],
    moduleInfo: {},
    __SHARE__: {},
    __MANIFEST_LOADING__: {},
  });
  global.__FEDERATION__.__PRELOADED_ASSETS__?.clear();
  for (const key of Object.keys(global.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {}))
    delete global.__GLOBAL_LOADING_REMOTE_ENTRY__?.[key];
}

/**
 * What the remotes' servers hold: pointers, manifests and the entries that load, and every URL
 * asked for. `install()` (in a beforeEach) makes fetch answer from it and starts the runtime clean.
 */
export function createFakeRemoteServers() {
  const held = {
    files: {} as Record<string, unknown>,
    entries: {} as Record<string, RemoteAppModule>,
  };
  const requested: string[] = [];
  const fetch = jest.fn(async (url: string): Promise<FakeResponse> => {
    requested.push(url);
    const body = held.files[url];
    return new FakeResponse(body === undefined ? 'Not Found' : JSON.stringify(body), {
      status: body === undefined ? 404 : 200,
    });
  });
  /** Answers each remoteEntry.js from `entries`; an entry not there fails as a script would. */
  const scripts = (): ModuleFederationRuntimePlugin => ({
    name: 'test-fake-scripts',
    loadEntry({ remoteInfo }) {
      requested.push(remoteInfo.entry);
      const module = held.entries[remoteInfo.entry];
      if (!module) return Promise.reject(new Error(`ScriptExternalLoadError: ${remoteInfo.entry}`));
      return Promise.resolve({ init: async () => undefined, get: () => async () => module });
    },
  });
  return {
    get files() {
      return held.files;
    },
    get entries() {
      return held.entries;
    },
    requested,
    fetch,
    install() {
      held.files = {};
      held.entries = {};
      requested.length = 0;
      fetch.mockClear();
      resetFederationGlobals();
      global.fetch = fetch as unknown as typeof globalThis.fetch;
      global.Response = FakeResponse as unknown as typeof Response;
    },
    /** A new page load: the runtime's globals cleared, the servers' files kept. */
    resetRuntime: () => resetFederationGlobals(),
    /** Makes release `id` live on `origin`, with a page saying `heading` (or an entry that fails). */
    release(
      origin: string,
      id: string,
      { heading, contractsVersion = '0.1.0' }: { heading?: string; contractsVersion?: string } = {},
    ) {
      const name = origin.includes('public') ? 'remote_public' : 'remote_dashboard';
      held.files[`${origin}/live.json`] = { id, manifest: `releases/${id}/mf-manifest.json` };
      held.files[`${origin}/releases/${id}/mf-manifest.json`] = manifestOf(name, contractsVersion);
      if (heading)
        held.entries[`${origin}/releases/${id}/remoteEntry.js`] = {
          default: () => <h1>{heading}</h1>,
        };
    },
    /** A federation runtime of its own, its scripts from these servers, with `plugins` after. */
    runtime(plugins: ModuleFederationRuntimePlugin[] = []) {
      const instance = createInstance({ name: 'shell_test', remotes: [], plugins: [scripts()] });
      instance.registerPlugins(plugins);
      return instance;
    },
  };
}
