const HOUR_MS = 60 * 60 * 1000;

/** Just now (under an hour), Nh ago (today), Yesterday (under 48 h), otherwise the date. */
export function formatReceivedAt(createdAt: string, now: Date = new Date()): string {
  const received = new Date(createdAt);
  if (Number.isNaN(received.getTime())) return '';
  const elapsed = now.getTime() - received.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  return received.toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
