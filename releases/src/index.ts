// The release store of the remotes and the canary rule: one implementation, read and written by
// `npm run release` (tools/releases) and by the API (the Releases page and the canary watcher).
export {
  checkCompatibility,
  DEFAULT_KEEP,
  folderHash,
  folderSizes,
  isReleaseId,
  keepFromEnv,
  majorOf,
  openReleaseStore,
  releaseId,
  REMOTES,
  type CompatibilityQuestion,
  type ListedRelease,
  type NewRelease,
  type ReleaseStore,
  type ReleaseStoreOptions,
  type RemoteName,
  type StoredRelease,
} from './release-store.ts';
export { LOCK_WAIT_MS, withLock } from './with-lock.ts';
export {
  DEFAULT_CANARY_RULE,
  judgeCanary,
  type CanaryCounts,
  type CanaryRule,
  type CanaryVerdict,
} from './canary-rule.ts';
