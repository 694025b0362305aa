import { addDays, ORDER_MILESTONE_LABELS, type Order } from '@threadline/contracts';

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, a newline becomes `\n`. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The order's milestones as all-day events on their expected dates (the actual date once done),
 * so a subscribed calendar follows every slip. One UID per milestone keeps each event stable.
 */
export function orderCalendar(order: Order, host: string, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threadline//Orders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Order ${order.reference}`)}`,
  ];
  for (const milestone of order.progress.milestones) {
    const label = ORDER_MILESTONE_LABELS[milestone.key];
    const state = milestone.done ? 'done' : milestone.late ? 'late' : 'planned';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${order._id}-${milestone.key}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDay(milestone.expectedDate)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(milestone.expectedDate, 1))}`,
      `SUMMARY:${escapeText(`${order.reference}: ${label}`)}`,
      `DESCRIPTION:${escapeText(
        `${label} (${state}). Planned ${milestone.plannedDate}, expected ${milestone.expectedDate}.`,
      )}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
