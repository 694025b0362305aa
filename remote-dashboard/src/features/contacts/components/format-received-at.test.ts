import { formatReceivedAt } from './format-received-at';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('received-at labels', () => {
  it.each([
    [ago(5 * 60 * 1000), 'Just now'],
    [ago(HOUR), '1h ago'],
    [ago(23 * HOUR + 59 * 60 * 1000), '23h ago'],
    [ago(24 * HOUR), 'Yesterday'],
    [ago(47 * HOUR), 'Yesterday'],
  ])('labels a message received at %s as %s', (createdAt, label) => {
    expect(formatReceivedAt(createdAt, now)).toBe(label);
  });

  it('shows the date for anything older than two days', () => {
    const label = formatReceivedAt('2025-06-01T09:00:00Z', now);
    expect(label).not.toMatch(/ago|Yesterday|Just now/);
    expect(label).toMatch(/2025/);
  });
});
