// Types of the two plain-ESM modules the API shares with `npm run release` (tools/releases): the
// pointer store with its lock, and the canary rule. One definition each, used by both.
declare module '@threadline/tools/releases/canary-rule' {
  export interface CanaryCounts {
    mounts: number;
    failures: number;
  }
  export const DEFAULT_CANARY_RULE: Readonly<{ minMounts: number; budgetPoints: number }>;
  export function judgeCanary(
    canary: CanaryCounts,
    stable: CanaryCounts,
    rule?: { minMounts?: number; budgetPoints?: number },
  ): { verdict: 'wait' | 'keep' | 'rollback'; reason: string };
}

declare module '@threadline/tools/releases/release-store' {
  import type { RemoteRelease, RemoteReleasePointer } from '@threadline/contracts';

  export const REMOTES: readonly ['remote-public', 'remote-dashboard'];
  export function keepFromEnv(value: string | undefined): number;
  export function isReleaseId(value: unknown): boolean;

  export interface ReleaseStore {
    dir: string;
    pointer(): RemoteReleasePointer | null;
    list(): (RemoteRelease & { live: boolean; canary?: number })[];
    /** null when `expectedId` is given and is not the canary under way. */
    promote(expectedId?: string): (RemoteRelease & { wentLiveAt: string }) | null;
    endCanary(reason: string, expectedId?: string): RemoteRelease | null;
    /** What the release command does (the API's tests set up a store with them). */
    add(release: { id: string; from?: string; contractsVersion: string }): RemoteRelease;
    setLive(id: string): RemoteRelease;
    startCanary(id: string, percent: number): RemoteRelease;
  }
  export function openReleaseStore(options: {
    root: string;
    remote: string;
    keep?: number;
  }): ReleaseStore;
}
