import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { TelemetryOutcome, TelemetryReport } from '@threadline/contracts/releases';
import { remoteEntry, remoteOfRequest } from '@threadline/contracts/remotes';
import type { RemoteName } from './remote-loader';

/** Reports one remote mount's outcome, for its release (POST /telemetry/remotes). */
export interface RemoteTelemetry {
  report(report: TelemetryReport): void;
}

export const NO_TELEMETRY: RemoteTelemetry = { report: () => undefined };

export interface TelemetrySender {
  add(report: TelemetryReport): void;
  flush(): void;
}

export interface TelemetryPlugin extends ModuleFederationRuntimePlugin {
  /** Reports a mount's outcome for the release this page loaded (none for an unreleased build). */
  reportMount(remote: RemoteName, outcome: TelemetryOutcome): void;
}

const RELEASE_MANIFEST = /\/releases\/(\d{8}T\d{6}Z-[0-9a-z]{4,16})\/mf-manifest\.json$/;

/**
 * Telemetry: as each load of a remote starts, notes the release the runtime was given for it
 * (registered by the release pointer plugin before this one runs); each outcome is reported for
 * that release. A build served without releases (a dev server) has no release id: nothing is
 * reported for it.
 */
export function telemetryPlugin(telemetry: RemoteTelemetry = NO_TELEMETRY): TelemetryPlugin {
  const releases = new Map<RemoteName, string>();
  return {
    name: 'threadline-telemetry',
    async beforeRequest(args) {
      const remote = remoteOfRequest(args.id);
      if (!remote) return args;
      const registered = args.origin.options.remotes.find((entry) => entry.name === remote);
      const release =
        registered && 'entry' in registered
          ? RELEASE_MANIFEST.exec(registered.entry)?.[1]
          : undefined;
      if (release) releases.set(remote, release);
      else releases.delete(remote);
      return args;
    },
    reportMount(remote, outcome) {
      const release = releases.get(remote);
      if (release) telemetry.report({ remote: remoteEntry(remote).folder, release, outcome });
    },
  };
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
