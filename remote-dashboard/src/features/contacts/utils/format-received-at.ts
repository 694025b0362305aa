const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a message arrived, as the inbox shows it: 'Just now' under a minute (a clock a little
 * ahead of the server's included), 'N min ago' under an hour, 'Nh ago' under a day, 'Yesterday'
 * under two days, else the date. An unreadable timestamp gives ''. `now` is injected so the
 * labels are tested against a fixed clock.
 */
export function formatReceivedAt(createdAt: string, now: Date = new Date()): string {
  const received = new Date(createdAt);
  if (Number.isNaN(received.getTime())) return '';
  const elapsed = now.getTime() - received.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 2 * DAY_MS) return 'Yesterday';
  return received.toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** The full date and time, for the detail pane and tooltips. */
export function formatFullDate(createdAt: string): string {
  const received = new Date(createdAt);
  if (Number.isNaN(received.getTime())) return '';
  return received.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
