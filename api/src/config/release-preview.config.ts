import { registerAs, type Environment } from './config-namespace';

/** RELEASE_PREVIEW_SECRET and RELEASE_PREVIEW_TTL_HOURS, validated with the rest at boot. */
export interface ReleasePreviewConfig {
  /** Signs preview links; without it the API makes and accepts none. */
  secret?: string;
  /** How long a preview link works. */
  ttlSeconds: number;
}

const MAX_TTL_HOURS = 24 * 7;

function loadReleasePreviewConfig(env: Environment, problems: string[]): ReleasePreviewConfig {
  const secret = env.RELEASE_PREVIEW_SECRET;
  if (secret !== undefined && secret.length < 32)
    problems.push('RELEASE_PREVIEW_SECRET must be at least 32 characters long');
  const hours =
    env.RELEASE_PREVIEW_TTL_HOURS === undefined ? 1 : Number(env.RELEASE_PREVIEW_TTL_HOURS);
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_TTL_HOURS)
    problems.push(
      `RELEASE_PREVIEW_TTL_HOURS must be a number of hours above 0, at most ${MAX_TTL_HOURS}`,
    );
  return { secret, ttlSeconds: Math.round(hours * 3600) };
}

/** Preview links of staged releases (src/releases). */
export const releasePreviewConfig = registerAs('releasePreview', {
  secrets: ['RELEASE_PREVIEW_SECRET'],
  load: loadReleasePreviewConfig,
});
