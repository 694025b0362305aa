/** localStorage key of this browser's random cohort id (nothing personal: a random UUID). */
export const COHORT_ID_KEY = 'threadline:cohort';

/**
 * The random id that keeps this browser in the same canary cohort on every load. Where storage
 * is blocked, the id lasts for this page load only.
 */
export function visitorCohortId(storage: Storage | undefined): string {
  try {
    const kept = storage?.getItem(COHORT_ID_KEY);
    if (kept) return kept;
  } catch {
    // Storage blocked: a fresh id below.
  }
  const id = crypto.randomUUID();
  try {
    storage?.setItem(COHORT_ID_KEY, id);
  } catch {
    // Kept for this load only.
  }
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
