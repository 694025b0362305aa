import { formatAge, formatDueIn } from './quote-format';

const NOW = new Date('2026-11-24T15:00:00.000Z');

describe('quote dates for triage', () => {
  it('says how long ago a request came in', () => {
    expect(formatAge('2026-11-24T09:00:00.000Z', NOW)).toBe('today');
    expect(formatAge('2026-11-23T14:00:00.000Z', NOW)).toBe('1 day ago');
    expect(formatAge('2026-11-10T15:00:00.000Z', NOW)).toBe('14 days ago');
  });

  it('says how far the needed-by date is, or how long overdue', () => {
    expect(formatDueIn('2026-11-24', NOW)).toBe('due today');
    expect(formatDueIn('2026-11-25', NOW)).toBe('in 1 day');
    expect(formatDueIn('2027-01-03', NOW)).toBe('in 40 days');
    expect(formatDueIn('2026-11-21', NOW)).toBe('3 days overdue');
  });
});
