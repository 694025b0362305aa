// The releases of one federated remote on disk, in the same layout that is served over HTTP (and
// that a CDN or object store can hold as is):
//   <RELEASES_DIR>/<remote>/releases/<id>/   one immutable build (mf-manifest.json, remoteEntry.js, chunks)
//   <RELEASES_DIR>/<remote>/live.json        the pointer the shell reads on every page load: the
//                                            stable release, and a canary with its share if any
//   <RELEASES_DIR>/<remote>/releases.json    the history, newest first (the dashboard's Releases view)
// Earlier releases stay on disk (the RELEASES_KEEP used last), so open tabs still find their chunks.
// Every change of the pointer or the history holds <remote>/.lock and writes whole files by rename
// (with-lock.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJson, withLock, writeJsonAtomically } from './with-lock.ts';
import type {
  RemoteRelease,
  RemoteReleaseHistory,
  RemoteReleasePointer,
} from '@threadline/contracts/releases';

export const REMOTES = ['remote-public', 'remote-dashboard'] as const;
export type RemoteName = (typeof REMOTES)[number];
export const DEFAULT_KEEP = 5;
const MIN_KEEP = 5;
const ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-z]{4,16}$/;

/** Sortable and unique: the UTC second it was made, then a short hash of its content. */
export function releaseId(date: Date, contentHash: string): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${contentHash.slice(0, 8).toLowerCase()}`;
}

export const isReleaseId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);

/** RELEASES_KEEP, at least 5 so tabs opened a few releases ago keep their chunks. */
export function keepFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < MIN_KEEP)
    throw new Error(
      `RELEASES_KEEP must be a whole number of at least ${MIN_KEEP}; got "${value}".`,
    );
  return keep;
}

export const majorOf = (version: unknown): number => {
  const match = /^v?(\d+)\./.exec(String(version ?? ''));
  if (!match) throw new Error(`"${version}" is not a version (major.minor.patch).`);
  return Number(match[1]);
};

/**
 * Answers the refusal when the live shell would refuse the remote (the contract majors differ),
 * else null. `message` is contracts' ReleaseMessages.incompatibleContracts, the shell's words.
 */
export interface CompatibilityQuestion {
  remote: string;
  remoteVersion: string;
  shellVersion: string;
}

export function checkCompatibility(
  question: CompatibilityQuestion,
  message: (question: CompatibilityQuestion) => string,
): string | null {
  const { remoteVersion, shellVersion } = question;
  if (majorOf(remoteVersion) === majorOf(shellVersion)) return null;
  return message(question);
}

/** Sizes of a built folder: every file, and the JavaScript among them. */
export function folderSizes(dir: string): RemoteRelease['sizes'] {
  let files = 0;
  let bytes = 0;
  let jsBytes = 0;
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size } = fs.statSync(full);
        files += 1;
        bytes += size;
        if (entry.name.endsWith('.js')) jsBytes += size;
      }
    }
  };
  walk(dir);
  return { files, bytes, jsBytes };
}

/** A hash of a folder's files (names and contents), stable across copies. */
export function folderHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (current: string, prefix: string) => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else hash.update(`${prefix}${entry.name}\0`).update(fs.readFileSync(full));
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}

/** A release as the history holds it: contracts' fields and what the release command recorded. */
export type StoredRelease = RemoteRelease & {
  contentHash?: string;
  /** Released without its tests (`--skip-tests`): who and why, as the command recorded it. */
  testsSkipped?: unknown;
  [recorded: string]: unknown;
};

/** A listed release: whether it is live, and the canary's share when it is the canary. */
export type ListedRelease = StoredRelease & { live: boolean; canary?: number };

/** What `add` records; any further field (stagedAt, testsSkipped) is kept as given. */
export interface NewRelease {
  id: string;
  /** A build folder to copy in; without it the build is already in `folderOf(id)`. */
  from?: string;
  contractsVersion: string;
  shared?: Record<string, string>;
  contentHash?: string;
  createdAt?: string;
  [recorded: string]: unknown;
}

export interface ReleaseStoreOptions {
  /** RELEASES_DIR */
  root: string;
  /** One of REMOTES. */
  remote: string;
  /** How many releases stay on disk besides the live one and the canary. */
  keep?: number;
  now?: () => Date;
}

type Canary = NonNullable<RemoteReleasePointer['canary']>;

export function openReleaseStore({
  root,
  remote,
  keep = DEFAULT_KEEP,
  now = () => new Date(),
}: ReleaseStoreOptions) {
  if (!(REMOTES as readonly string[]).includes(remote))
    throw new Error(`Unknown remote "${remote}"; expected one of: ${REMOTES.join(', ')}.`);
  const dir = path.join(path.resolve(root), remote);
  const releasesDir = path.join(dir, 'releases');
  const pointerFile = path.join(dir, 'live.json');
  const historyFile = path.join(dir, 'releases.json');
  const lockFile = path.join(dir, '.lock');
  fs.mkdirSync(releasesDir, { recursive: true });
  const locked =
    <A extends unknown[], R>(change: (...args: A) => R) =>
    (...args: A): R =>
      withLock(lockFile, () => change(...args));

  const readHistory = (): StoredRelease[] =>
    readJson<Pick<RemoteReleaseHistory, 'releases'>>(historyFile, { releases: [] })
      .releases as StoredRelease[];
  const pointer = () => readJson<RemoteReleasePointer | null>(pointerFile, null);
  const liveId = () => pointer()?.id ?? null;
  const folderOf = (id: string) => {
    if (!isReleaseId(id)) throw new Error(`"${id}" is not a release id.`);
    return path.join(releasesDir, id);
  };
  const find = (id: string) => readHistory().find((release) => release.id === id);

  const writeHistory = (releases: StoredRelease[]) => {
    const live = liveId();
    const canary = pointer()?.canary ?? null;
    const sorted = [...releases].sort((a, b) => b.id.localeCompare(a.id));
    writeJsonAtomically(historyFile, {
      remote,
      live: sorted.find((release) => release.id === live) ?? null,
      // The canary under way, if any: its release id, share and start.
      canary,
      releases: sorted,
    });
  };

  /**
   * Keeps the live release, the canary and the `keep` releases used most recently besides them
   * (made, or live, latest): a tab opened on any of those still loads its chunks, even on an old
   * release put back by a rollback. Answers the ids removed.
   */
  const prune = () => {
    const live = liveId();
    const canary = pointer()?.canary?.id;
    const releases = readHistory();
    const lastUsed = (release: StoredRelease) =>
      [release.createdAt, release.wentLiveAt].filter(Boolean).sort().at(-1) ?? '';
    const recent = releases
      .filter((release) => release.id !== live && release.id !== canary)
      .sort((a, b) => lastUsed(b).localeCompare(lastUsed(a)) || b.id.localeCompare(a.id))
      .slice(0, keep);
    const kept = releases.filter(
      (release) => release.id === live || release.id === canary || recent.includes(release),
    );
    const removed = releases.filter((release) => !kept.includes(release));
    for (const release of removed)
      fs.rmSync(folderOf(release.id), { recursive: true, force: true });
    writeHistory(kept);
    return removed.map((release) => release.id);
  };

  const releaseNamed = (id: string): StoredRelease => {
    const release = find(id);
    if (!release)
      throw new Error(`${remote} has no release ${id}. See \`npm run releases -- ${remote}\`.`);
    if (!fs.existsSync(path.join(folderOf(id), 'mf-manifest.json')))
      throw new Error(`Release ${id} of ${remote} has no mf-manifest.json.`);
    return release;
  };
  const updateRelease = (id: string, fields: Partial<StoredRelease>) =>
    writeHistory(readHistory().map((entry) => (entry.id === id ? { ...entry, ...fields } : entry)));

  /** Makes `id` the stable release; a canary under way ends (superseded by this release). */
  const setLive = (
    id: string,
    { endedBecause = `${id} went live` }: { endedBecause?: string } = {},
  ): StoredRelease & { wentLiveAt: string } => {
    const release = releaseNamed(id);
    const wentLiveAt = now().toISOString();
    const canary = pointer()?.canary;
    writeJsonAtomically(pointerFile, {
      remote,
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      contractsVersion: release.contractsVersion,
      wentLiveAt,
    });
    if (canary && canary.id !== id)
      updateRelease(canary.id, { canaryEndedAt: wentLiveAt, canaryEndReason: endedBecause });
    updateRelease(id, { wentLiveAt });
    return { ...release, wentLiveAt };
  };

  /** Serves `id` to `percent` of visitors (a sticky cohort), the rest staying on the stable one. */
  const startCanary = (id: string, percent: number): StoredRelease => {
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new Error(`A canary's share is a whole percentage from 1 to 99; got "${percent}".`);
    const release = releaseNamed(id);
    const stable = pointer();
    if (!stable) throw new Error(`${remote} has no stable release yet: release it fully first.`);
    if (stable.id === id) throw new Error(`${id} is already the stable release of ${remote}.`);
    const startedAt = now().toISOString();
    writeJsonAtomically(pointerFile, {
      ...stable,
      canary: { id, manifest: `releases/${id}/mf-manifest.json`, percent, startedAt },
    });
    updateRelease(id, { canaryAt: startedAt, canaryPercent: percent });
    return { ...release, canaryAt: startedAt, canaryPercent: percent };
  };

  /**
   * Ends the canary: every visitor is back on the stable release; `reason` is recorded. With
   * `expectedId` (the watcher, the Releases page) it ends only that canary, and answers null when
   * another one, or none, is under way by the time the lock is held.
   */
  const endCanary = (reason: string, expectedId?: string): StoredRelease | null => {
    const current = pointer();
    if (expectedId !== undefined && current?.canary?.id !== expectedId) return null;
    if (!current?.canary) throw new Error(`${remote} has no canary under way.`);
    const { canary, ...stable } = current;
    const endedAt = now().toISOString();
    writeJsonAtomically(pointerFile, stable);
    updateRelease(canary.id, { canaryEndedAt: endedAt, canaryEndReason: reason });
    return {
      ...(find(canary.id) as StoredRelease),
      canaryEndedAt: endedAt,
      canaryEndReason: reason,
    };
  };

  /** The canary becomes the stable release, for every visitor (only `expectedId`, if given). */
  const promote = (expectedId?: string): (StoredRelease & { wentLiveAt: string }) | null => {
    const canary = pointer()?.canary;
    if (expectedId !== undefined && canary?.id !== expectedId) return null;
    if (!canary) throw new Error(`${remote} has no canary to promote.`);
    const live = setLive(canary.id);
    updateRelease(canary.id, { canaryEndedAt: live.wentLiveAt, canaryEndReason: 'promoted' });
    return live;
  };

  return {
    dir,
    releasesDir,
    pointerFile,
    historyFile,
    folderOf,
    liveId,
    pointer,
    /** Newest first, each with `live: true|false`. */
    list: (): ListedRelease[] => {
      const live = liveId();
      const canary: Canary | undefined = pointer()?.canary;
      return readHistory().map((release) => ({
        ...release,
        live: release.id === live,
        ...(canary?.id === release.id ? { canary: canary.percent } : {}),
      }));
    },
    /** Records a build already placed in `folderOf(id)` (or copied from `from`); it is not live yet. */
    add: locked(function add({
      id,
      from,
      contractsVersion,
      shared = {},
      contentHash,
      createdAt = now().toISOString(),
      ...recorded
    }: NewRelease): StoredRelease {
      const folder = folderOf(id);
      if (find(id)) throw new Error(`${remote} already has a release ${id}.`);
      if (from) {
        if (fs.existsSync(folder)) throw new Error(`${folder} already exists.`);
        fs.cpSync(from, folder, { recursive: true });
      }
      if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
        throw new Error(`${folder} holds no mf-manifest.json; is it a build of ${remote}?`);
      const release: StoredRelease = {
        id,
        createdAt,
        wentLiveAt: null,
        contractsVersion,
        shared,
        sizes: folderSizes(folder),
        ...(contentHash ? { contentHash } : {}),
        // e.g. stagedAt (recorded, not live), testsSkipped (released without its tests)
        ...recorded,
      };
      writeHistory([release, ...readHistory()]);
      return release;
    }),
    setLive: locked(setLive),
    startCanary: locked(startCanary),
    endCanary: locked(endCanary),
    promote: locked(promote),
    /** Ends a canary under way; else makes the named release live, or the one before the live one. */
    rollback: locked((id?: string): StoredRelease & { endedCanary?: boolean } => {
      if (!id && pointer()?.canary)
        return { ...(endCanary('rolled back by hand') as StoredRelease), endedCanary: true };
      if (id) return setLive(id, { endedBecause: 'rolled back by hand' });
      const live = liveId();
      const releases = readHistory();
      const index = releases.findIndex((release) => release.id === live);
      // Staged releases and canaries that never went live are no state to go back to.
      const previous =
        index >= 0
          ? releases.slice(index + 1).find((release) => release.wentLiveAt !== null)
          : undefined;
      if (!previous)
        throw new Error(
          `${remote} has no release before ${live ?? 'the live one'} to roll back to.`,
        );
      return setLive(previous.id, { endedBecause: 'rolled back by hand' });
    }),
    prune: locked(prune),
  };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;
