import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  RELEASE_PREVIEW_PARAM,
  type ReleasePreview,
  type RemoteReleasePointer,
  type RuntimeConfig,
} from '@threadline/contracts';
import {
  REMOTE_FEDERATION_NAMES,
  remoteEntry,
  remoteOfRequest,
} from '@threadline/contracts/remotes';
import type { RemoteName } from './remote-loader';

// Pointer choice: which release of each remote this browser loads. The live one by default, a
// canary for the browsers in its share, the staged one a preview link pins, or (development
// builds only) a developer's override.

/** A browser pinned to one release of one remote by a preview link the API signed. */
export type PreviewPin = ReleasePreview;

/** What decides the release beside the live pointer. */
export interface ReleaseChoice {
  /** The release a preview link pins this browser to, if any (checked by the API). */
  preview?: PreviewPin | null;
  /** This browser's random cohort id, which decides whether it gets a canary. */
  cohortId?: string;
}

export interface ReleasePointerPlugin extends ModuleFederationRuntimePlugin {
  /** The next load of `remote` reads its live pointer again (a person's Retry). */
  refresh(remote: RemoteName): void;
}

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeRequest']>>[0]['origin'];

/** A read of storage or a URL that may throw (blocked storage, a malformed URL). */
const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-z]{4,16}$/;

/**
 * The manifest of the release this browser gets. Beside a remote's configured manifest,
 * `live.json` points at the stable release's folder (and a canary's, with its share), read past
 * the HTTP cache, so a release or rollback reaches the next page load. A preview pin names its
 * release's folder instead. A remote served without releases (the dev server) has no pointer.
 */
async function chooseManifest(
  remote: RemoteName,
  configuredManifest: string,
  { preview, cohortId }: ReleaseChoice,
): Promise<string> {
  const folder = remoteEntry(remote).folder;
  const pointerUrl = new URL('live.json', configuredManifest).href;
  if (preview?.remote === folder && RELEASE_ID.test(preview.release))
    return new URL(`releases/${preview.release}/mf-manifest.json`, pointerUrl).href;
  try {
    const response = await fetch(pointerUrl, { cache: 'no-cache' });
    if (!response.ok) return configuredManifest;
    const pointer = (await response.json()) as Partial<RemoteReleasePointer>;
    const canary = pointer.canary;
    if (
      canary &&
      cohortId &&
      typeof canary.manifest === 'string' &&
      inCanary(cohortId, folder, canary.percent)
    )
      return new URL(canary.manifest, pointerUrl).href;
    return typeof pointer.manifest === 'string'
      ? new URL(pointer.manifest, pointerUrl).href
      : configuredManifest;
  } catch (error) {
    console.warn(`The release pointer ${pointerUrl} could not be read`, error);
    return configuredManifest;
  }
}

/**
 * Before the runtime resolves a remote (a load or a preload), registers the release this browser
 * gets with it: the pointer is read once per page load and shared by every caller (the splash's
 * prefetch and the page), and again after a failed load or a `refresh`. A remote registered
 * afresh drops the runtime's cached manifest, entry and module.
 */
export function releasePointerPlugin(
  manifests: Record<RemoteName, string>,
  choice: ReleaseChoice = {},
): ReleasePointerPlugin {
  /** live: the chosen manifest, read once; registered: the one the runtime was given. */
  const states = new Map<
    RemoteName,
    { live?: Promise<string>; registered?: string; failed?: boolean }
  >(REMOTE_FEDERATION_NAMES.map((remote) => [remote, {}]));
  const state = (remote: RemoteName) => states.get(remote)!;

  const register = async (remote: RemoteName, origin: Origin) => {
    const current = state(remote);
    current.live ??= chooseManifest(remote, manifests[remote], choice);
    const manifest = await current.live;
    if (manifest === current.registered && !current.failed) return;
    origin.registerRemotes([{ name: remote, entry: manifest }], {
      force: current.registered !== undefined,
    });
    current.registered = manifest;
    current.failed = false;
  };

  return {
    name: 'threadline-release-pointer',
    refresh: (remote) => {
      state(remote).live = undefined;
    },
    async beforeRequest(args) {
      const remote = remoteOfRequest(args.id);
      if (remote) await register(remote, args.origin);
      return args;
    },
    async beforePreloadRemote({ preloadOps, origin }) {
      await Promise.all(
        preloadOps.map(({ nameOrAlias }) => {
          const remote = remoteOfRequest(nameOrAlias);
          return remote ? register(remote, origin) : undefined;
        }),
      );
    },
    errorLoadRemote({ id, lifecycle }) {
      // A failed load: the next attempt asks the pointer again and registers afresh.
      const remote = remoteOfRequest(id);
      if (lifecycle === 'onLoad' && remote)
        Object.assign(state(remote), { failed: true, live: undefined });
      return undefined;
    },
  };
}

// --- The canary cohort ---------------------------------------------------------------------

/** localStorage key of this browser's random cohort id (nothing personal: a random UUID). */
export const COHORT_ID_KEY = 'threadline:cohort';

/**
 * The random id that keeps this browser in the same canary cohort on every load. Where storage
 * is blocked, the id lasts for this page load only.
 */
export function visitorCohortId(storage: Storage | undefined): string {
  const kept = safely(() => storage?.getItem(COHORT_ID_KEY), null);
  if (kept) return kept;
  const id = crypto.randomUUID();
  safely(() => storage?.setItem(COHORT_ID_KEY, id), undefined);
  return id;
}

/** 0 to 99, evenly spread, the same for the same id and remote (FNV-1a over both). */
export function cohortBucket(cohortId: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${cohortId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether this browser gets a remote's canary served to `percent` of visitors. */
export const inCanary = (cohortId: string, remote: string, percent: number): boolean =>
  cohortBucket(cohortId, remote) < percent;

// --- The preview pin -----------------------------------------------------------------------

/** localStorage key of the preview link's token this browser opened. */
export const PREVIEW_TOKEN_KEY = 'threadline:release-preview';
/** The API's check of a link must not hold the page: past this the live release loads. */
const VERIFY_TIMEOUT_MS = 3000;

/**
 * The release this browser previews, if any: from a link's `?preview=<token>` (then taken out of
 * the address bar and kept), or from the token kept earlier. The API checks every token on every
 * load; a forged, altered or expired one is dropped and the live release loads. Without a token
 * nothing is fetched.
 */
export async function resolvePreviewPin({
  apiUrl,
  location,
  history,
  storage,
  now = Date.now,
}: {
  apiUrl: RuntimeConfig['apiUrl'];
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Storage | undefined;
  now?: () => number;
}): Promise<PreviewPin | null> {
  const url = new URL(location.href);
  const fromLink = url.searchParams.get(RELEASE_PREVIEW_PARAM);
  if (fromLink !== null) {
    url.searchParams.delete(RELEASE_PREVIEW_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const token = fromLink || safely(() => storage?.getItem(PREVIEW_TOKEN_KEY) ?? null, null);
  if (!token) return null;
  try {
    const response = await fetch(
      `${apiUrl.replace(/\/$/, '')}/releases/previews/${encodeURIComponent(token)}`,
      { signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) },
    );
    if (!response.ok) {
      console.warn(`The preview link was refused (${response.status}); showing the live release`);
      forgetPreviewPin(storage);
      return null;
    }
    const pin = (await response.json()) as PreviewPin;
    if (Date.parse(pin.expiresAt) <= now()) {
      forgetPreviewPin(storage);
      return null;
    }
    safely(() => storage?.setItem(PREVIEW_TOKEN_KEY, token), undefined);
    return pin;
  } catch (error) {
    // The API did not answer: no pin this load, the token is kept for the next.
    console.warn('The preview link could not be checked; showing the live release', error);
    return null;
  }
}

/** Ends the preview in this browser: the next load shows the live releases. */
export const forgetPreviewPin = (storage: Storage | undefined) =>
  safely(() => storage?.removeItem(PREVIEW_TOKEN_KEY), undefined);

// --- The development override --------------------------------------------------------------

/** localStorage key of a remote's override: `threadline:remote-override:<folder>`. */
export const remoteOverrideKey = (folder: string) => `threadline:remote-override:${folder}`;

const isHttpUrl = (value: string | null): value is string =>
  value !== null && safely(() => ['http:', 'https:'].includes(new URL(value).protocol), false);

/**
 * A developer's browser-only pointer at a remote's dev server, in development builds only:
 * `?<folder>=http://127.0.0.1:3002/mf-manifest.json` uses that manifest and keeps it in
 * localStorage for the next loads; `?<folder>=` forgets it. Production builds pass
 * `enabled: false` (the caller's check is compiled out), so no URL or storage can move a remote.
 */
export function applyRemoteOverrides(
  manifests: RuntimeConfig['remotes'],
  { enabled, search, storage }: { enabled: boolean; search: string; storage: Storage | undefined },
): RuntimeConfig['remotes'] {
  if (!enabled) return manifests;
  const query = new URLSearchParams(search);
  const result = { ...manifests };
  for (const remote of REMOTE_FEDERATION_NAMES) {
    const folder = remoteEntry(remote).folder;
    const key = remoteOverrideKey(folder);
    const asked = query.get(folder);
    // Storage may be blocked; the query parameter still applies to this load.
    if (isHttpUrl(asked)) safely(() => storage?.setItem(key, asked), undefined);
    else if (asked === '') safely(() => storage?.removeItem(key), undefined);
    const override = isHttpUrl(asked) ? asked : safely(() => storage?.getItem(key) ?? null, null);
    if (isHttpUrl(override)) {
      console.info(`${remote} comes from ${override} (development override ${key})`);
      result[remote] = override;
    }
  }
  return result;
}
