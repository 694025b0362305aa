import { formatAge, formatDueIn, formatOffer } from './quote-format';

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

describe('an offer in words', () => {
  it.each([
    [1, '$7.90 per piece, 1 day'],
    [14, '$7.90 per piece, 14 days'],
  ])('writes a lead time of %p days through the one plural helper', (leadTimeDays, text) => {
    expect(formatOffer({ unitPrice: 7.9, currency: 'USD', leadTimeDays, quotedAt: '' })).toBe(text);
  });
});
