import { DEFAULT_RELEASE_DELIVERY, loadReleaseDeliveryConfig } from './release-delivery.config';

describe('the release delivery settings', () => {
  it('documents its defaults: 50 mounts, 2 points, a 10 minute window, counts kept 7 days', () => {
    expect(loadReleaseDeliveryConfig({})).toEqual({
      config: DEFAULT_RELEASE_DELIVERY,
      problems: [],
    });
    expect(DEFAULT_RELEASE_DELIVERY.watcher).toEqual({
      intervalSeconds: 30,
      windowMinutes: 10,
      minMounts: 50,
      budgetPoints: 2,
    });
    expect(DEFAULT_RELEASE_DELIVERY.telemetry).toEqual({ flushSeconds: 5, retentionDays: 7 });
  });

  it('reads the store and the watcher from the environment, and names what is wrong', () => {
    expect(
      loadReleaseDeliveryConfig({
        RELEASES_DIR: '/srv/releases',
        CANARY_MIN_MOUNTS: '3',
        CANARY_BUDGET_POINTS: '1.5',
        CANARY_WATCH_INTERVAL_SECONDS: '0',
      }).config,
    ).toMatchObject({
      releasesDir: '/srv/releases',
      watcher: { minMounts: 3, budgetPoints: 1.5, intervalSeconds: 0 },
    });
    expect(
      loadReleaseDeliveryConfig({ CANARY_MIN_MOUNTS: 'many', TELEMETRY_RETENTION_DAYS: '0' })
        .problems,
    ).toEqual([
      'TELEMETRY_RETENTION_DAYS must be a whole number from 1 to 366; got "0"',
      'CANARY_MIN_MOUNTS must be a whole number from 1 to 1000000; got "many"',
    ]);
  });
});
