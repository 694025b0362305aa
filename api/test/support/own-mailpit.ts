import { startMailpit } from '@threadline/tools/harness/mailpit';

/**
 * A Mailpit of one spec's own, that the spec may stop and start again on the same ports (the
 * outage test): the harness's tools/harness/mailpit.mjs, started even though the suite's own
 * Mailpit is in the environment. Its messages live in a temporary file that outlives a restart.
 */
export interface OwnMailpit {
  smtpUrl: string;
  url: string;
  pause: () => Promise<void>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export const startOwnMailpit = (): Promise<OwnMailpit> => startMailpit({ own: true });
