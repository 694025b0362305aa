import { DEFAULT_CANARY_RULE } from '@threadline/releases';
import { registerAs, type Environment } from './config-namespace';

/**
 * The release store the API reads and writes (the Releases page, promote and stop), the browser
 * telemetry and the canary watcher. Validated with the rest at boot.
 */
export interface ReleaseDeliveryConfig {
  /** RELEASES_DIR: the same folder `npm run release` writes. Unset: no Releases routes (404). */
  releasesDir?: string;
  /** RELEASES_KEEP, as the release command reads it. */
  keep?: string;
  telemetry: {
    /** How often the counts gathered in memory are added to the database. */
    flushSeconds: number;
    /** Counts older than this are removed. */
    retentionDays: number;
  };
  watcher: {
    /** How often the watcher judges each canary; 0 turns it off. */
    intervalSeconds: number;
    /** The sliding window it judges over. */
    windowMinutes: number;
    /** The canary-rule's minimum mounts and budget (percentage points above stable). */
    minMounts: number;
    budgetPoints: number;
  };
}

export const DEFAULT_RELEASE_DELIVERY: ReleaseDeliveryConfig = {
  telemetry: { flushSeconds: 5, retentionDays: 7 },
  watcher: {
    intervalSeconds: 30,
    windowMinutes: 10,
    minMounts: DEFAULT_CANARY_RULE.minMounts,
    budgetPoints: DEFAULT_CANARY_RULE.budgetPoints,
  },
};

const numberOf = (
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  { min, max, whole }: { min: number; max: number; whole: boolean },
  problems: string[],
): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value)))
    problems.push(
      `${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}; got "${raw}"`,
    );
  return value;
};

export function loadReleaseDeliveryConfig(env: Record<string, string | undefined>): {
  config: ReleaseDeliveryConfig;
  problems: string[];
} {
  const problems: string[] = [];
  const defaults = DEFAULT_RELEASE_DELIVERY;
  const config: ReleaseDeliveryConfig = {
    releasesDir: env.RELEASES_DIR || undefined,
    keep: env.RELEASES_KEEP || undefined,
    telemetry: {
      flushSeconds: numberOf(
        env,
        'TELEMETRY_FLUSH_SECONDS',
        defaults.telemetry.flushSeconds,
        { min: 1, max: 3600, whole: true },
        problems,
      ),
      retentionDays: numberOf(
        env,
        'TELEMETRY_RETENTION_DAYS',
        defaults.telemetry.retentionDays,
        { min: 1, max: 366, whole: true },
        problems,
      ),
    },
    watcher: {
      intervalSeconds: numberOf(
        env,
        'CANARY_WATCH_INTERVAL_SECONDS',
        defaults.watcher.intervalSeconds,
        { min: 0, max: 3600, whole: true },
        problems,
      ),
      windowMinutes: numberOf(
        env,
        'CANARY_WINDOW_MINUTES',
        defaults.watcher.windowMinutes,
        { min: 1, max: 1440, whole: true },
        problems,
      ),
      minMounts: numberOf(
        env,
        'CANARY_MIN_MOUNTS',
        defaults.watcher.minMounts,
        { min: 1, max: 1_000_000, whole: true },
        problems,
      ),
      budgetPoints: numberOf(
        env,
        'CANARY_BUDGET_POINTS',
        defaults.watcher.budgetPoints,
        { min: 0.1, max: 100, whole: false },
        problems,
      ),
    },
  };
  return { config, problems };
}

/** The release store, browser telemetry and the canary watcher (src/releases). */
export const releaseDeliveryConfig = registerAs('releaseDelivery', {
  load(env: Environment, problems: string[]): ReleaseDeliveryConfig {
    const { config, problems: found } = loadReleaseDeliveryConfig(env);
    problems.push(...found);
    return config;
  },
});
