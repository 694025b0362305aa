import { TELEMETRY_MAX_REPORTS, type TelemetryReport } from '@threadline/contracts';
import { createTelemetrySender } from './telemetry-sender';

const ENDPOINT = 'http://api.test/telemetry/remotes';
const report = (outcome: TelemetryReport['outcome'] = 'mounted'): TelemetryReport => ({
  remote: 'remote-public',
  release: '20261124T100000Z-aaaa0001',
  outcome,
});

function setUp() {
  const sent: { url: string; body: unknown }[] = [];
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const sender = createTelemetrySender(ENDPOINT, {
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
    flushMs: 1000,
    page: page as unknown as Window,
    doc: doc as unknown as Document,
  });
  return { sent, sender, page, doc };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the telemetry sender', () => {
  it('sends the reports gathered in one batch after a short wait, only what mounted and how', () => {
    const { sent, sender } = setUp();
    sender.add(report());
    sender.add(report('failed_render'));
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(sent).toEqual([
      { url: ENDPOINT, body: { reports: [report(), report('failed_render')] } },
    ]);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when the page is hidden or left', () => {
    const { sent, sender, page, doc } = setUp();
    sender.add(report());
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    sender.add(report());
    page.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('never sends more than a full batch in one beacon', () => {
    const { sent, sender } = setUp();
    for (let i = 0; i < TELEMETRY_MAX_REPORTS * 2 + 3; i += 1) sender.add(report());
    sender.flush();
    expect(sent.map(({ body }) => (body as { reports: unknown[] }).reports.length)).toEqual([
      TELEMETRY_MAX_REPORTS,
      TELEMETRY_MAX_REPORTS,
      3,
    ]);
  });
});
