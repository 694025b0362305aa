import type { TelemetryOutcome, TelemetryReport } from '@threadline/contracts';

/** Reports one remote mount's outcome, for its release (POST /telemetry/remotes). */
export interface RemoteTelemetry {
  report(report: TelemetryReport): void;
}

export const NO_TELEMETRY: RemoteTelemetry = { report: () => undefined };

export interface TelemetrySender {
  add(report: TelemetryReport): void;
  flush(): void;
}

/**
 * The shell's side of the browser telemetry, kept small: reports wait here until the sender
 * (./telemetry-sender, a chunk of its own loaded after the first mount, never before the page
 * renders) takes them. Telemetry never breaks a page: a sender that cannot load drops them.
 */
export function createRemoteTelemetry(
  endpoint: string,
  load: () => Promise<{ createTelemetrySender: (endpoint: string) => TelemetrySender }> = () =>
    import(/* webpackChunkName: "telemetry" */ './telemetry-sender'),
): RemoteTelemetry {
  const waiting: TelemetryReport[] = [];
  let sender: TelemetrySender | undefined;
  let loading: Promise<void> | undefined;
  return {
    report(report) {
      if (sender) return sender.add(report);
      // Bounded while the sender loads: a page mounts a remote a handful of times at most.
      if (waiting.length < 100) waiting.push(report);
      loading ??= load().then(
        ({ createTelemetrySender }) => {
          sender = createTelemetrySender(endpoint);
          for (const early of waiting.splice(0)) sender.add(early);
        },
        () => {
          waiting.length = 0;
        },
      );
    },
  };
}

/** How a failed load is reported: the contracts or a shared version refused, else by stage. */
export function loadFailureOf(error: unknown, refused: boolean): TelemetryOutcome {
  if (refused) return 'failed_shared';
  const text = `${(error as { name?: string })?.name ?? ''} ${String((error as { message?: string })?.message ?? error)}`;
  if (/ChunkLoadError|loading (css )?chunk/i.test(text)) return 'failed_chunk';
  if (/RUNTIME-003|manifest/i.test(text)) return 'failed_manifest';
  if (/shared|RUNTIME-00[56]/i.test(text)) return 'failed_shared';
  return 'failed_entry';
}
