import { IsOptional, Matches } from 'class-validator';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@threadline/contracts';
import { registerAs, type Environment } from './config-namespace';

export interface AuditConfig {
  /** Audit entries older than this are removed (a TTL index, or a daily clean-up). */
  retentionDays: number;
}

class AuditVariables {
  @IsOptional()
  @Matches(/^[1-9]\d{0,4}$/, {
    message: 'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 99999',
  })
  AUDIT_RETENTION_DAYS?: string;
}

/** How long the audit trail is kept. */
export const auditConfig = registerAs('audit', {
  variables: AuditVariables,
  load: (env: Environment): AuditConfig => ({
    retentionDays: Number(env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS),
  }),
});
