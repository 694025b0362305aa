import { TELEMETRY_MAX_REPORTS, type TelemetryReport } from '@threadline/contracts/releases';
import type { TelemetrySender } from './telemetry-plugin';

/** How long reports wait to be sent together, unless the page is hidden or left first. */
export const TELEMETRY_FLUSH_MS = 5000;

/**
 * Batches reports and sends them with navigator.sendBeacon as text/plain JSON (no preflight, and
 * the browser delivers it even as the page goes away): on a short timer, when a batch is full,
 * and when the page is hidden or left. Nothing about the person is sent, and nothing is retried.
 */
export function createTelemetrySender(
  endpoint: string,
  {
    send = (url: string, body: string) => navigator.sendBeacon(url, body),
    flushMs = TELEMETRY_FLUSH_MS,
    page = window,
    doc = document,
  }: {
    send?: (url: string, body: string) => boolean;
    flushMs?: number;
    page?: Pick<Window, 'addEventListener'>;
    doc?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  } = {},
): TelemetrySender {
  const queue: TelemetryReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const reports = queue.splice(0, TELEMETRY_MAX_REPORTS);
      try {
        send(endpoint, JSON.stringify({ reports }));
      } catch {
        // A browser without sendBeacon, or one that refuses it: these reports are dropped.
      }
    }
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  page.addEventListener('pagehide', flush);

  return {
    add(report) {
      queue.push(report);
      if (queue.length >= TELEMETRY_MAX_REPORTS) flush();
      else timer ??= setTimeout(flush, flushMs);
    },
    flush,
  };
}
