// The automatic rollback's rule: a canary is ended when, over the watcher's window, it has had
// enough mounts to judge and its error rate is at least the budget above the stable release's.
// Documented defaults: at least 50 mounts of the canary, and 2 percentage points above stable.

export const DEFAULT_CANARY_RULE: Readonly<CanaryRule> = Object.freeze({
  minMounts: 50,
  budgetPoints: 2,
});

export interface CanaryCounts {
  mounts: number;
  failures: number;
}

export interface CanaryRule {
  minMounts: number;
  budgetPoints: number;
}

export type CanaryVerdict = { verdict: 'wait' | 'keep' | 'rollback'; reason: string };

const percent = (failures: number, mounts: number) => (mounts > 0 ? (failures / mounts) * 100 : 0);
const format = (value: number) => `${value.toFixed(1)}%`;

/** `canary`'s counts over the window against the stable release's over the same window. */
export function judgeCanary(
  canary: CanaryCounts,
  stable: CanaryCounts,
  rule: Partial<CanaryRule> = {},
): CanaryVerdict {
  const { minMounts, budgetPoints } = { ...DEFAULT_CANARY_RULE, ...rule };
  const canaryRate = percent(canary.failures, canary.mounts);
  const stableRate = percent(stable.failures, stable.mounts);
  const counts = `error rate ${format(canaryRate)} over ${canary.mounts} mounts, against ${format(stableRate)} over ${stable.mounts} on the stable release`;
  if (canary.mounts < minMounts)
    return { verdict: 'wait', reason: `${counts}; fewer than ${minMounts} mounts to judge` };
  // Rounded to a thousandth of a point, so 2.0 points above is "at least 2" whatever the floats say.
  const above = Math.round((canaryRate - stableRate) * 1000) / 1000;
  if (above >= budgetPoints)
    return {
      verdict: 'rollback',
      reason: `${counts}: ${above.toFixed(1)} points above, the budget is ${budgetPoints}`,
    };
  return { verdict: 'keep', reason: `${counts}: within the budget of ${budgetPoints} points` };
}
