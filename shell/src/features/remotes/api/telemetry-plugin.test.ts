import type { TelemetryReport } from '@threadline/contracts/releases';
import { createFakeRemoteServers } from '../../../testing/fake-federation';
import { createRemoteTelemetry, loadFailureOf, telemetryPlugin } from './telemetry-plugin';

// The telemetry plugin alone on the real federation runtime: what it reports, for which release.

const ENDPOINT = 'http://api.test/telemetry/remotes';
const RELEASE = '20261124T100000Z-aaaa0001';
const report = (outcome: TelemetryReport['outcome'] = 'mounted'): TelemetryReport => ({
  remote: 'remote-public',
  release: RELEASE,
  outcome,
});
const servers = createFakeRemoteServers();

describe('the telemetry plugin', () => {
  beforeEach(() => servers.install());

  it("reports an outcome for the release the load was given, by the remote's folder", async () => {
    servers.release('http://public.test', RELEASE, { heading: 'Public' });
    const reports: TelemetryReport[] = [];
    const plugin = telemetryPlugin({ report: (r) => reports.push(r) });
    const runtime = servers.runtime([plugin]);
    runtime.registerRemotes([
      { name: 'remote_public', entry: `http://public.test/releases/${RELEASE}/mf-manifest.json` },
    ]);
    await runtime.loadRemote('remote_public/App');
    plugin.reportMount('remote_public', 'mounted');
    plugin.reportMount('remote_public', 'failed_render');

    expect(reports).toEqual([report('mounted'), report('failed_render')]);
  });

  it('reports nothing for a build served without releases (a dev server), nor before any load', async () => {
    servers.release('http://public.test', RELEASE, { heading: 'Public' });
    servers.files['http://public.test/mf-manifest.json'] =
      servers.files[`http://public.test/releases/${RELEASE}/mf-manifest.json`];
    servers.entries['http://public.test/remoteEntry.js'] = { default: () => null };
    const reports: TelemetryReport[] = [];
    const plugin = telemetryPlugin({ report: (r) => reports.push(r) });
    plugin.reportMount('remote_public', 'mounted');
    const runtime = servers.runtime([plugin]);
    runtime.registerRemotes([
      { name: 'remote_public', entry: 'http://public.test/mf-manifest.json' },
    ]);
    await runtime.loadRemote('remote_public/App');
    plugin.reportMount('remote_public', 'mounted');

    expect(reports).toEqual([]);
  });
});

describe('the shell side', () => {
  it('hands the reports made before the sender loaded to it, and drops them if it cannot load', async () => {
    jest.useRealTimers();
    const added: TelemetryReport[] = [];
    const telemetry = createRemoteTelemetry(ENDPOINT, async () => ({
      createTelemetrySender: () => ({
        add: (r: TelemetryReport) => added.push(r),
        flush: () => undefined,
      }),
    }));
    telemetry.report(report());
    telemetry.report(report('failed_chunk'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    telemetry.report(report('failed_render'));
    expect(added.map((r) => r.outcome)).toEqual(['mounted', 'failed_chunk', 'failed_render']);

    const broken = createRemoteTelemetry(ENDPOINT, () => Promise.reject(new Error('offline')));
    expect(() => broken.report(report())).not.toThrow();
  });

  it('names a failed load by its stage', () => {
    expect(loadFailureOf(new Error('whatever'), true)).toBe('failed_shared');
    expect(
      loadFailureOf(
        Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
        false,
      ),
    ).toBe('failed_chunk');
    expect(
      loadFailureOf(
        new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'),
        false,
      ),
    ).toBe('failed_manifest');
    expect(loadFailureOf(new Error('RUNTIME-008 remoteEntry.js failed to load'), false)).toBe(
      'failed_entry',
    );
  });
});
