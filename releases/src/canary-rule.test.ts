import { DEFAULT_CANARY_RULE, judgeCanary } from './canary-rule';

describe('the automatic rollback rule', () => {
  it('documents its defaults: 50 mounts, 2 percentage points', () => {
    expect(DEFAULT_CANARY_RULE).toEqual({ minMounts: 50, budgetPoints: 2 });
  });

  it('waits while the canary has fewer mounts than it needs, however bad it looks', () => {
    const verdict = judgeCanary({ mounts: 49, failures: 49 }, { mounts: 1000, failures: 0 });
    expect(verdict.verdict).toBe('wait');
    expect(verdict.reason).toContain('fewer than 50 mounts');
  });

  it('rolls back at exactly 2 points above stable, with 50 mounts', () => {
    // 3 of 50 is 6.0%; 40 of 1000 is 4.0%.
    const verdict = judgeCanary({ mounts: 50, failures: 3 }, { mounts: 1000, failures: 40 });
    expect(verdict).toEqual({
      verdict: 'rollback',
      reason:
        'error rate 6.0% over 50 mounts, against 4.0% over 1000 on the stable release: 2.0 points above, the budget is 2',
    });
  });

  it('keeps a canary just under the budget', () => {
    // Against 3.9% on stable: 5.8% is 1.9 points above (kept), 5.9% is 2.0 (rolled back).
    expect(
      judgeCanary({ mounts: 1000, failures: 58 }, { mounts: 1000, failures: 39 }).verdict,
    ).toBe('keep');
    expect(
      judgeCanary({ mounts: 1000, failures: 59 }, { mounts: 1000, failures: 39 }).verdict,
    ).toBe('rollback');
  });

  it('keeps a canary that does better than stable', () => {
    expect(judgeCanary({ mounts: 500, failures: 0 }, { mounts: 500, failures: 50 }).verdict).toBe(
      'keep',
    );
  });

  it('compares with 0% when the stable release had no mounts in the window', () => {
    expect(judgeCanary({ mounts: 50, failures: 1 }, { mounts: 0, failures: 0 }).verdict).toBe(
      'rollback',
    );
    expect(judgeCanary({ mounts: 100, failures: 1 }, { mounts: 0, failures: 0 }).verdict).toBe(
      'keep',
    );
  });

  it('takes another budget and minimum when configured', () => {
    const counts = [
      { mounts: 20, failures: 2 },
      { mounts: 100, failures: 0 },
    ] as const;
    expect(judgeCanary(...counts).verdict).toBe('wait');
    expect(judgeCanary(...counts, { minMounts: 20, budgetPoints: 10 }).verdict).toBe('rollback');
    expect(judgeCanary(...counts, { minMounts: 20, budgetPoints: 10.1 }).verdict).toBe('keep');
  });
});
