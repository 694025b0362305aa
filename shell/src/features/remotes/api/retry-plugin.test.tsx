import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@threadline/contracts';
import { render, screen } from '@testing-library/react';
import { createFakeRemoteServers } from '../../../testing/fake-federation';
import type { RemoteAppModule } from './remote-loader';
import { REMOTE_RETRY_DELAYS_MS, retryPlugin } from './retry-plugin';

// The retry plugin alone on the real federation runtime, with a test plugin that makes the first
// loads of a remote fail as a network would.

const servers = createFakeRemoteServers();
const RELEASE = '20261122T231500Z-bbbbbbbb';
const Fallback = ({ reason }: { reason?: string }) => (
  <h2>Could not be loaded{reason ? `: ${reason}` : ''}</h2>
);

/** Fails the next `count` loads of any remote before they reach the network. */
function failing(count: number): ModuleFederationRuntimePlugin & { attempts: number } {
  const plugin = {
    name: 'test-failing',
    attempts: 0,
    async beforeRequest<T>(args: T) {
      plugin.attempts += 1;
      if (plugin.attempts <= count)
        throw new Error(`ScriptExternalLoadError (attempt ${plugin.attempts})`);
      return args;
    },
  };
  return plugin;
}

async function load(plugins: ModuleFederationRuntimePlugin[]) {
  const runtime = servers.runtime(plugins);
  runtime.registerRemotes([
    {
      name: 'remote_dashboard',
      entry: `http://dashboard.test/releases/${RELEASE}/mf-manifest.json`,
    },
  ]);
  const loading = runtime.loadRemote<RemoteAppModule>('remote_dashboard/App');
  await jest.runAllTimersAsync();
  const module = (await loading)!;
  render(<module.default {...({} as RemoteAppProps)} />);
  return module;
}

describe('the retry plugin', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    servers.install();
    servers.release('http://dashboard.test', RELEASE, { heading: 'Dashboard' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('tries a failed load again after a pause, and gives the remote when an attempt works', async () => {
    const onGaveUp = jest.fn();
    const flaky = failing(REMOTE_RETRY_DELAYS_MS.length);
    const retry = retryPlugin({ fallback: Fallback, onGaveUp });
    const module = await load([flaky, retry]);

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(retry.isFallback(module)).toBe(false);
    expect(flaky.attempts).toBe(REMOTE_RETRY_DELAYS_MS.length + 1);
    expect(onGaveUp).not.toHaveBeenCalled();
  });

  it('resolves to the fallback after its last retry, and says so once', async () => {
    const onGaveUp = jest.fn();
    const flaky = failing(Infinity);
    const retry = retryPlugin({ fallback: Fallback, onGaveUp });
    const module = await load([flaky, retry]);

    expect(screen.getByRole('heading', { name: 'Could not be loaded' })).toBeInTheDocument();
    expect(retry.isFallback(module)).toBe(true);
    expect(flaky.attempts).toBe(REMOTE_RETRY_DELAYS_MS.length + 1);
    expect(onGaveUp).toHaveBeenCalledTimes(1);
    expect(onGaveUp).toHaveBeenCalledWith('remote_dashboard', expect.any(Error), false);
  });

  it('does not retry a refused release: the fallback says why at once', async () => {
    const onGaveUp = jest.fn();
    const flaky = failing(1);
    const reason = 'remote-dashboard was built against contracts 1.0.0, but …';
    const retry = retryPlugin({ fallback: Fallback, onGaveUp, refusalOf: () => reason });
    await load([flaky, retry]);

    expect(
      screen.getByRole('heading', { name: `Could not be loaded: ${reason}` }),
    ).toBeInTheDocument();
    expect(flaky.attempts).toBe(1);
    expect(onGaveUp).toHaveBeenCalledWith('remote_dashboard', expect.any(Error), true);
  });
});
