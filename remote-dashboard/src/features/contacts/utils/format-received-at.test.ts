import { formatReceivedAt } from './format-received-at';

const now = new Date('2025-06-10T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('received-at labels', () => {
  it.each([
    ['0 s', ago(0), 'Just now'],
    ['59 s', ago(MINUTE - SECOND), 'Just now'],
    ['1 min exactly', ago(MINUTE), '1 min ago'],
    ['5 min', ago(5 * MINUTE), '5 min ago'],
    // The inbox: messages 25 and 41 minutes old said "Just now".
    ['25 min 30 s', ago(25 * MINUTE + 30 * SECOND), '25 min ago'],
    ['41 min', ago(41 * MINUTE), '41 min ago'],
    ['59 min 59 s', ago(HOUR - SECOND), '59 min ago'],
    ['1 h exactly', ago(HOUR), '1h ago'],
    ['1 h 59 min', ago(2 * HOUR - MINUTE), '1h ago'],
    ['2 h', ago(2 * HOUR), '2h ago'],
    ['23 h 59 min 59 s', ago(24 * HOUR - SECOND), '23h ago'],
    ['24 h exactly', ago(24 * HOUR), 'Yesterday'],
    ['47 h 59 min 59 s', ago(48 * HOUR - SECOND), 'Yesterday'],
  ])('labels a message received %s ago as %s', (_elapsed, createdAt, label) => {
    expect(formatReceivedAt(createdAt, now)).toBe(label);
  });

  it('shows the date from 48 hours on', () => {
    for (const createdAt of [ago(48 * HOUR), '2025-06-01T09:00:00Z', '2024-12-31T23:00:00Z']) {
      const label = formatReceivedAt(createdAt, now);
      expect(label).not.toMatch(/ago|Yesterday|Just now/);
      expect(label).toBe(
        new Date(createdAt).toLocaleDateString(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
        }),
      );
    }
  });

  it("says 'Just now' for a time slightly in the future (clock skew)", () => {
    expect(formatReceivedAt(new Date(now.getTime() + 30 * SECOND).toISOString(), now)).toBe(
      'Just now',
    );
  });

  it('gives nothing for an unreadable timestamp', () => {
    expect(formatReceivedAt('not a date', now)).toBe('');
  });
});
