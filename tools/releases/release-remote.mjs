// What `npm run release` and `npm start` do with a built remote: read what it was built against
// from its manifest, check it against the live shell, copy it into a new release and make it live.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../process/repo-root.mjs';
import {
  checkCompatibility,
  folderHash,
  keepFromEnv,
  openReleaseStore,
  releaseId,
} from '@threadline/releases';

const require = createRequire(import.meta.url);
// mf-manifest.json metaData key, the same as contracts' RELEASE_METADATA_KEY.
const METADATA_KEY = 'threadline';

export const releasesRoot = () =>
  path.resolve(process.env.RELEASES_DIR || path.join(repoRoot, '.data/releases'));

export function openStore(remote) {
  return openReleaseStore({
    root: releasesRoot(),
    remote,
    keep: keepFromEnv(process.env.RELEASES_KEEP),
  });
}

/** contracts' message, from its build (the API and the shell read the same words). */
export function incompatibleMessage() {
  return require(path.join(repoRoot, 'contracts/dist/index.js')).ReleaseMessages
    .incompatibleContracts;
}

/** What the build recorded in its manifest: the contracts version and the shared ranges. */
export function readBuildMetadata(folder) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const metadata = manifest.metaData?.[METADATA_KEY];
  if (!metadata?.contractsVersion) {
    throw new Error(
      `${folder}/mf-manifest.json records no contracts version (metaData.${METADATA_KEY}); rebuild the remote.`,
    );
  }
  return metadata;
}

/**
 * The contracts version of the live shell: its build-info.json, from SHELL_BUILD_INFO (a file or
 * an http(s) URL, e.g. https://shop.example.com/build-info.json) or shell/dist.
 */
export async function liveShellContractsVersion() {
  const source = process.env.SHELL_BUILD_INFO || path.join(repoRoot, 'shell/dist/build-info.json');
  let info;
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { cache: 'no-store' });
    if (!response.ok) throw new Error(`The live shell's ${source} answered ${response.status}.`);
    info = await response.json();
  } else {
    if (!fs.existsSync(source))
      throw new Error(
        `${source} is missing: build the shell first (npm run build -w @threadline/shell), or set SHELL_BUILD_INFO.`,
      );
    info = JSON.parse(fs.readFileSync(source, 'utf8'));
  }
  if (!info.contractsVersion) throw new Error(`${source} names no contractsVersion.`);
  return info.contractsVersion;
}

/**
 * Copies a built folder into a new release and makes it live, unless the live shell would refuse
 * it (then it throws the refusal, and nothing changes) or `force` is set. `stage` records it
 * without making it live (for a preview link); `canary` makes it live for that share of visitors.
 * `recorded` lands in the release's history entry (e.g. `testsSkipped`).
 */
export async function releaseBuild({
  store,
  remote,
  from,
  force = false,
  move = false,
  stage = false,
  canary,
  recorded = {},
  now = new Date(),
}) {
  const metadata = readBuildMetadata(from);
  const shellVersion = await liveShellContractsVersion();
  const refusal = checkCompatibility(
    { remote, remoteVersion: metadata.contractsVersion, shellVersion },
    incompatibleMessage(),
  );
  if (refusal && !force) {
    const error = new Error(refusal);
    error.refused = true;
    throw error;
  }
  const contentHash = folderHash(from);
  const id = releaseId(now, contentHash);
  if (move) fs.renameSync(from, store.folderOf(id));
  const release = store.add({
    id,
    from: move ? undefined : from,
    contractsVersion: metadata.contractsVersion,
    shared: metadata.shared,
    contentHash,
    ...(stage ? { stagedAt: now.toISOString() } : {}),
    ...recorded,
  });
  const live = stage
    ? {}
    : canary !== undefined
      ? store.startCanary(id, canary)
      : store.setLive(id);
  const pruned = store.prune();
  return { release: { ...release, ...live }, refusal, pruned, shellVersion };
}

/**
 * npm start: serves the build it just made. The first start creates the initial release; a later
 * start releases the build again only when it differs from the live one (a rollback stays live
 * while the build is unchanged).
 */
export async function releaseCurrentBuild(remote, { root } = {}) {
  const store = root ? openReleaseStore({ root, remote }) : openStore(remote);
  const from = path.join(repoRoot, remote, 'dist');
  const contentHash = folderHash(from);
  const live = store.list().find((release) => release.live);
  const known = store.list().find((release) => release.contentHash === contentHash);
  if (known) {
    return { store, release: live ?? store.setLive(known.id), created: false };
  }
  const { release } = await releaseBuild({ store, remote, from });
  return { store, release, created: true };
}
