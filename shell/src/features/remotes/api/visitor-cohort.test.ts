import { randomUUID } from 'node:crypto';
import { COHORT_ID_KEY, cohortBucket, inCanary, visitorCohortId } from './visitor-cohort';

const ids = Array.from({ length: 10_000 }, () => randomUUID());

describe("a visitor's canary cohort", () => {
  it.each([1, 10, 25, 50, 90])(
    'puts %i%% of 10,000 random browsers in the canary, within 3 points',
    (percent) => {
      for (const remote of ['remote-public', 'remote-dashboard']) {
        const share = ids.filter((id) => inCanary(id, remote, percent)).length / ids.length;
        expect(Math.abs(share * 100 - percent)).toBeLessThanOrEqual(3);
      }
    },
  );

  it('gives the same browser the same answer on every load', () => {
    for (const id of ids.slice(0, 100))
      expect(cohortBucket(id, 'remote-public')).toBe(cohortBucket(id, 'remote-public'));
  });

  it('keeps a random id in storage and reuses it', () => {
    const first = visitorCohortId(localStorage);
    expect(localStorage.getItem(COHORT_ID_KEY)).toBe(first);
    expect(visitorCohortId(localStorage)).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still answers an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(visitorCohortId(blocked)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
