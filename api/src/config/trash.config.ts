import { IsOptional, Matches } from 'class-validator';
import { DEFAULT_TRASH_RETENTION_DAYS } from '@threadline/contracts';
import { registerAs, type Environment } from './config-namespace';

export interface TrashConfig {
  /** A deleted record older than this is purged for good, with everything it owned. */
  retentionDays: number;
  /** How often the sweep looks for such records; 0 turns it off (tests purge by hand). */
  sweepIntervalSeconds: number;
}

class TrashVariables {
  @IsOptional()
  @Matches(/^[1-9]\d{0,4}$/, {
    message: 'TRASH_RETENTION_DAYS must be a whole number of days from 1 to 99999',
  })
  TRASH_RETENTION_DAYS?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'TRASH_SWEEP_INTERVAL_SECONDS must be a whole number of seconds (0: no sweep)',
  })
  TRASH_SWEEP_INTERVAL_SECONDS?: string;
}

/** How long the back office's trash keeps a deleted record, and how often it is swept. */
export const trashConfig = registerAs('trash', {
  variables: TrashVariables,
  load: (env: Environment): TrashConfig => ({
    retentionDays: Number(env.TRASH_RETENTION_DAYS ?? DEFAULT_TRASH_RETENTION_DAYS),
    sweepIntervalSeconds: Number(env.TRASH_SWEEP_INTERVAL_SECONDS ?? 3600),
  }),
});
