// Independent releases of the remotes: what the release command writes beside each remote's live
// pointer, and the one message the shell and the command both show when a remote's contract
// major differs from the shell's.

import type { RemoteFolder } from './remotes';

/** `<base>/live.json`: which release of a remote is live. `manifest` is relative to the pointer. */
export interface RemoteReleasePointer {
  remote: string;
  id: string;
  manifest: string;
  contractsVersion: string;
  wentLiveAt: string;
  /** A canary under way: that release for `percent` of visitors (a sticky cohort). */
  canary?: { id: string; manifest: string; percent: number; startedAt: string };
}

export interface RemoteRelease {
  id: string;
  createdAt: string;
  wentLiveAt: string | null;
  contractsVersion: string;
  /** The ranges of the shared singletons the release was built with. */
  shared: Record<string, string>;
  sizes: { files: number; bytes: number; jsBytes: number };
  /** Recorded without going live (`npm run release -- <remote> --stage`), for a preview link. */
  stagedAt?: string;
  /** Served as a canary to `canaryPercent` of visitors from then. */
  canaryAt?: string;
  canaryPercent?: number;
  /** When and why its canary ended: promoted, rolled back by hand, or the watcher's reason. */
  canaryEndedAt?: string;
  canaryEndReason?: string;
}

/** `<base>/releases.json`: the history, newest first. */
export interface RemoteReleaseHistory {
  remote: string;
  live: RemoteRelease | null;
  /** The canary under way, if any. */
  canary?: RemoteReleasePointer['canary'] | null;
  releases: RemoteRelease[];
}

/** Where a remote's build records its compatibility, inside its mf-manifest.json `metaData`. */
export const RELEASE_METADATA_KEY = 'threadline';

export interface RemoteReleaseMetadata {
  contractsVersion: string;
  shared: Record<string, string>;
}

/** The major of a `major.minor.patch` version; NaN when it is not one. */
export const contractsMajor = (version: string): number => {
  const match = /^v?(\d+)\./.exec(version);
  return match ? Number(match[1]) : Number.NaN;
};

/** What the API answers for a valid preview link: the release a browser is pinned to, until when. */
export interface ReleasePreview {
  remote: RemoteFolder;
  release: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** A new preview link (POST /releases/previews), for an admin to share. */
export interface CreatedReleasePreview extends ReleasePreview {
  token: string;
}

/** The shell's query parameter that carries a preview link's token. */
export const RELEASE_PREVIEW_PARAM = 'preview';

export const ReleaseMessages = {
  noRelease: 'No release is live yet.',
  historyUnavailable: 'The release history could not be read.',
  previewInvalid: 'This preview link is not valid.',
  previewExpired: 'This preview link has expired.',
  previewDisabled: 'Preview links are not enabled on this server.',
  storeDisabled: 'The release store is not configured on this server (RELEASES_DIR).',
  noCanary: 'There is no canary under way for this remote.',
  canaryMoved: 'The canary has changed since the page was loaded; reload it.',
  incompatibleContracts: ({
    remote,
    remoteVersion,
    shellVersion,
  }: {
    remote: string;
    remoteVersion: string;
    shellVersion: string;
  }) =>
    `${remote} was built against contracts ${remoteVersion}, but the shell uses contracts ${shellVersion}; the major versions differ.`,
} as const;

/**
 * Browser telemetry (POST /telemetry/remotes): one outcome per mount of a remote, by release.
 * `mounted`; failed to load its manifest, its entry, a chunk, or a shared dependency or contracts
 * version it needs; or failed to render (the shell's error boundary caught it).
 */
export const TELEMETRY_OUTCOMES = [
  'mounted',
  'failed_manifest',
  'failed_entry',
  'failed_chunk',
  'failed_shared',
  'failed_render',
] as const;
export type TelemetryOutcome = (typeof TELEMETRY_OUTCOMES)[number];

/** The telemetry route, relative to the API's base URL. */
export const TELEMETRY_PATH = '/telemetry/remotes';
/** At most this many reports in one batch; the shell sends a full batch at once. */
export const TELEMETRY_MAX_REPORTS = 50;

/** One report: anonymous, no user, no address, no URL — only what mounted and how it went. */
export interface TelemetryReport {
  remote: RemoteFolder;
  release: string;
  outcome: TelemetryOutcome;
}

/** What the shell sends (as text/plain JSON, so sendBeacon needs no preflight). */
export interface TelemetryBatch {
  reports: TelemetryReport[];
}

/** A release's mounts over a period: every outcome counts as a mount, failures are the rest. */
export interface ReleaseMountStats {
  mounts: number;
  failures: number;
  /** Percent of mounts that failed (0–100, one decimal); null without mounts. */
  errorRate: number | null;
}

/** GET /releases: per remote, what the Releases page shows (admins). */
export interface RemoteReleaseOverview {
  remote: RemoteFolder;
  /** The stable release, as its pointer says; null before the first release. */
  live: RemoteRelease | null;
  canary: RemoteReleasePointer['canary'] | null;
  /** Newest first, each with its mounts and error rate over the last hour. */
  releases: (RemoteRelease & { lastHour: ReleaseMountStats })[];
}

export interface ReleasesOverview {
  remotes: RemoteReleaseOverview[];
  /** The watcher's rule and window, as configured. */
  watcher: { windowMinutes: number; minMounts: number; budgetPoints: number; enabled: boolean };
}
