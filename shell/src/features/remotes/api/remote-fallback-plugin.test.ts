import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isRemoteFallback, remoteFallbackModule } from './remote-fallback-module';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>
>[0];

const failure = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'remote_dashboard/App',
  error: new Error('Failed to fetch'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('the remote fallback plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('turns a failed remote load into the fallback module', () => {
    const answer = remoteFallbackPlugin().errorLoadRemote?.(failure('onLoad'));
    expect(answer).toBe(remoteFallbackModule);
    expect(isRemoteFallback(answer)).toBe(true);
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'leaves a failure at the %s stage to fail through to the load',
    (lifecycle) => {
      expect(remoteFallbackPlugin().errorLoadRemote?.(failure(lifecycle))).toBeUndefined();
    },
  );

  it('recognises only its own fallback module', () => {
    expect(isRemoteFallback({ default: () => null })).toBe(false);
    expect(isRemoteFallback(null)).toBe(false);
  });
});
