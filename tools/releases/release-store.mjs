// The releases of one federated remote on disk, in the same layout that is served over HTTP (and
// that a CDN or object store can hold as is):
//   <RELEASES_DIR>/<remote>/releases/<id>/   one immutable build (mf-manifest.json, remoteEntry.js, chunks)
//   <RELEASES_DIR>/<remote>/live.json        the pointer the shell reads on every page load
//   <RELEASES_DIR>/<remote>/releases.json    the history, newest first (the dashboard's Releases view)
// Earlier releases stay on disk (the last RELEASES_KEEP), so open tabs still find their chunks.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REMOTES = ['remote-public', 'remote-dashboard'];
export const DEFAULT_KEEP = 5;
const MIN_KEEP = 5;
const ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-z]{4,16}$/;

/** Sortable and unique: the UTC second it was made, then a short hash of its content. */
export function releaseId(date, contentHash) {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${contentHash.slice(0, 8).toLowerCase()}`;
}

export const isReleaseId = (value) => typeof value === 'string' && ID_PATTERN.test(value);

/** RELEASES_KEEP, at least 5 so tabs opened a few releases ago keep their chunks. */
export function keepFromEnv(value) {
  if (value === undefined || value === '') return DEFAULT_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < MIN_KEEP)
    throw new Error(
      `RELEASES_KEEP must be a whole number of at least ${MIN_KEEP}; got "${value}".`,
    );
  return keep;
}

export const majorOf = (version) => {
  const match = /^v?(\d+)\./.exec(String(version ?? ''));
  if (!match) throw new Error(`"${version}" is not a version (major.minor.patch).`);
  return Number(match[1]);
};

/**
 * Answers the refusal when the live shell would refuse the remote (the contract majors differ),
 * else null. `message` is contracts' ReleaseMessages.incompatibleContracts, the shell's words.
 */
export function checkCompatibility({ remote, remoteVersion, shellVersion }, message) {
  if (majorOf(remoteVersion) === majorOf(shellVersion)) return null;
  return message({ remote, remoteVersion, shellVersion });
}

/** Sizes of a built folder: every file, and the JavaScript among them. */
export function folderSizes(dir) {
  let files = 0;
  let bytes = 0;
  let jsBytes = 0;
  const walk = (current) => {
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
export function folderHash(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (current, prefix) => {
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

const writeJsonAtomically = (file, value) => {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
};

const readJson = (file, fallback) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
};

/**
 * @param {object} options
 * @param {string} options.root   RELEASES_DIR
 * @param {string} options.remote remote-public or remote-dashboard
 * @param {number} [options.keep] how many releases stay on disk
 * @param {() => Date} [options.now]
 */
export function openReleaseStore({ root, remote, keep = DEFAULT_KEEP, now = () => new Date() }) {
  if (!REMOTES.includes(remote))
    throw new Error(`Unknown remote "${remote}"; expected one of: ${REMOTES.join(', ')}.`);
  const dir = path.join(path.resolve(root), remote);
  const releasesDir = path.join(dir, 'releases');
  const pointerFile = path.join(dir, 'live.json');
  const historyFile = path.join(dir, 'releases.json');
  fs.mkdirSync(releasesDir, { recursive: true });

  const readHistory = () => readJson(historyFile, { remote, releases: [] }).releases;
  const pointer = () => readJson(pointerFile, null);
  const liveId = () => pointer()?.id ?? null;
  const folderOf = (id) => {
    if (!isReleaseId(id)) throw new Error(`"${id}" is not a release id.`);
    return path.join(releasesDir, id);
  };
  const find = (id) => readHistory().find((release) => release.id === id);

  const writeHistory = (releases) => {
    const live = liveId();
    const sorted = [...releases].sort((a, b) => b.id.localeCompare(a.id));
    writeJsonAtomically(historyFile, {
      remote,
      live: sorted.find((release) => release.id === live) ?? null,
      releases: sorted,
    });
  };

  /** Keeps the newest `keep` releases and always the live one; answers the ids removed. */
  const prune = () => {
    const live = liveId();
    const releases = readHistory();
    const kept = releases.filter((release, index) => index < keep || release.id === live);
    const removed = releases.filter((release) => !kept.includes(release));
    for (const release of removed)
      fs.rmSync(folderOf(release.id), { recursive: true, force: true });
    writeHistory(kept);
    return removed.map((release) => release.id);
  };

  const setLive = (id) => {
    const release = find(id);
    if (!release)
      throw new Error(`${remote} has no release ${id}. See \`npm run releases -- ${remote}\`.`);
    if (!fs.existsSync(path.join(folderOf(id), 'mf-manifest.json')))
      throw new Error(`Release ${id} of ${remote} has no mf-manifest.json.`);
    const wentLiveAt = now().toISOString();
    writeJsonAtomically(pointerFile, {
      remote,
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      contractsVersion: release.contractsVersion,
      wentLiveAt,
    });
    writeHistory(
      readHistory().map((entry) => (entry.id === id ? { ...entry, wentLiveAt } : entry)),
    );
    return { ...release, wentLiveAt };
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
    list: () => {
      const live = liveId();
      return readHistory().map((release) => ({ ...release, live: release.id === live }));
    },
    /**
     * Records a build already placed in `folderOf(id)` (or copied from `from`); it is not live yet.
     * @param {{ id: string, from?: string, contractsVersion: string, shared?: object, contentHash?: string, createdAt?: string }} release
     */
    add({ id, from, contractsVersion, shared = {}, contentHash, createdAt = now().toISOString() }) {
      const folder = folderOf(id);
      if (find(id)) throw new Error(`${remote} already has a release ${id}.`);
      if (from) {
        if (fs.existsSync(folder)) throw new Error(`${folder} already exists.`);
        fs.cpSync(from, folder, { recursive: true });
      }
      if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
        throw new Error(`${folder} holds no mf-manifest.json; is it a build of ${remote}?`);
      const release = {
        id,
        createdAt,
        wentLiveAt: null,
        contractsVersion,
        shared,
        sizes: folderSizes(folder),
        ...(contentHash ? { contentHash } : {}),
      };
      writeHistory([release, ...readHistory()]);
      return release;
    },
    setLive,
    /** Makes the named release live, or the one before the live one. */
    rollback(id) {
      if (id) return setLive(id);
      const live = liveId();
      const releases = readHistory();
      const index = releases.findIndex((release) => release.id === live);
      const previous = index >= 0 ? releases[index + 1] : undefined;
      if (!previous)
        throw new Error(
          `${remote} has no release before ${live ?? 'the live one'} to roll back to.`,
        );
      return setLive(previous.id);
    },
    prune,
  };
}
