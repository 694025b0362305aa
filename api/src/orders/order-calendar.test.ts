import { planOrder, progressOf, type Order } from '@threadline/contracts';
import { orderCalendar } from './order-calendar';

const plan = planOrder({ startDate: '2027-01-04', neededBy: '2027-07-01', shippingMode: 'sea' });
const order = {
  _id: '0123456789abcdef01234567',
  reference: 'O-2027-0001',
  progress: progressOf(
    plan.milestones.map(({ key, plannedDate }) => ({
      key,
      plannedDate,
      actualDate: key === 'fabric_approval' ? '2027-01-19' : undefined,
    })),
    '2027-07-01',
    'sea',
    '2027-01-19',
  ),
} as Order;
const NOW = new Date('2027-01-19T10:00:00Z');

/** Unfolds RFC 5545 content lines. */
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the order calendar (RFC 5545)', () => {
  const ics = orderCalendar(order, 'api.threadline.test', NOW);

  it('is one VCALENDAR of CRLF lines no longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('has an all-day event per milestone on its expected date, moved by a slip', () => {
    const lines = linesOf(ics);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(7);
    expect(lines).toContain('UID:0123456789abcdef01234567-fabric_approval@api.threadline.test');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270119');
    // Development was planned for 2027-01-28; five days late on fabric moves it to 02-02.
    expect(lines).toContain('SUMMARY:O-2027-0001: Development (fit) sample');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270202');
    expect(lines).toContain('DTEND;VALUE=DATE:20270203');
    expect(lines).toContain('DTSTAMP:20270119T100000Z');
  });

  it('escapes commas and semicolons in text', () => {
    expect(linesOf(ics)).toContain(
      'DESCRIPTION:Development (fit) sample (planned). Planned 2027-01-28\\, expected 2027-02-02.',
    );
  });
});
