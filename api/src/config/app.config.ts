import { readFileSync } from 'node:fs';
import { IsOptional, IsString } from 'class-validator';
import { auditConfig, type AuditConfig } from './audit.config';
import { authConfig, type AuthConfig } from './auth.config';
import { catalogueCacheConfig, type CatalogueCacheConfig } from './catalogue-cache.config';
import { type Environment, problemsOfVariables, registerAs } from './config-namespace';
import { databaseConfig, type DatabaseConfig } from './database.config';
import { httpConfig, type HttpConfig } from './http.config';
import { loggingConfig, type LogLevel } from './logging.config';
import { mailConfig, type MailConfig } from './mail.config';
import { ordersBoardConfig, type OrdersBoardConfig } from './orders-board.config';
import { trashConfig, type TrashConfig } from './trash.config';
import { releaseDeliveryConfig, type ReleaseDeliveryConfig } from './release-delivery.config';
import { releasePreviewConfig, type ReleasePreviewConfig } from './release-preview.config';
import { throttleConfig, type ThrottleConfig } from './throttle.config';
import { uploadsConfig, type UploadsConfig } from './uploads.config';
import { usersSearchConfig, type UsersSearchConfig } from './users-search.config';
import { webauthnConfig, type WebAuthnConfig } from './webauthn.config';

// What the modules import from here, each defined beside its concern.
export { MAX_JWT_LIFETIME_SECONDS, STAGING_AUTH_EMULATOR } from './auth.config';
export { LOG_LEVELS, type LogLevel } from './logging.config';
export { DEFAULT_RATE_LIMITS, RATE_LIMITED_ROUTES, type RateLimitedRoute } from './throttle.config';
export { DEFAULT_UPLOAD_QUOTA } from './uploads.config';
export { USERS_SEARCH_MODES, type UsersSearchMode } from './users-search.config';

class DeploymentVariables {
  @IsOptional()
  @IsString()
  NODE_ENV?: string;
}

/** NODE_ENV=production: no emulator, no API explorer. */
const deploymentConfig = registerAs('production', {
  variables: DeploymentVariables,
  load: (env: Environment): boolean => env.NODE_ENV === 'production',
});

/**
 * Every concern, in the order of the boot report. Each is one file of this folder: its variables,
 * their rules and defaults, and its typed value (AppConfig's property of the same name).
 */
const NAMESPACES = [
  httpConfig,
  databaseConfig,
  authConfig,
  loggingConfig,
  throttleConfig,
  usersSearchConfig,
  deploymentConfig,
  uploadsConfig,
  auditConfig,
  catalogueCacheConfig,
  releasePreviewConfig,
  mailConfig,
  releaseDeliveryConfig,
  ordersBoardConfig,
  trashConfig,
  webauthnConfig,
] as const;

/** The validated, typed configuration every module reads (injected by its class). */
export class AppConfig {
  readonly http!: HttpConfig;
  readonly database!: DatabaseConfig;
  readonly auth!: AuthConfig;
  readonly logLevel!: LogLevel;
  readonly throttle!: ThrottleConfig;
  readonly usersSearch!: UsersSearchConfig;
  readonly production!: boolean;
  readonly images!: UploadsConfig;
  readonly audit!: AuditConfig;
  readonly catalogueCache!: CatalogueCacheConfig;
  /** Preview links of staged releases (src/releases). */
  readonly releasePreview!: ReleasePreviewConfig;
  /** SMTP, the sender, the links' origin and the delivery worker (config/mail.config). */
  readonly mail!: MailConfig;
  /** The release store, browser telemetry and the canary watcher (src/releases). */
  readonly releaseDelivery!: ReleaseDeliveryConfig;
  /** Where the Orders board is read from, and the in-process copy's staleness bound (src/orders/board). */
  readonly ordersBoard!: OrdersBoardConfig;
  /** How long deleted records stay restorable, and the sweep's pace (src/trash). */
  readonly trash!: TrashConfig;
  /** Passkeys and the admin step-up (src/passkeys). */
  readonly webauthn!: WebAuthnConfig;

  constructor(values: Omit<AppConfig, never>) {
    Object.assign(this, values);
  }
}

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

function readSecretFiles(env: Environment, problems: string[]): void {
  for (const name of NAMESPACES.flatMap((namespace) => namespace.secrets ?? [])) {
    const file = env[`${name}_FILE`];
    if (file === undefined || env[name] !== undefined) continue;
    try {
      const value = readFileSync(file, 'utf8').trim();
      env[name] = value === '' ? undefined : value;
    } catch {
      problems.push(`${name}_FILE ${file} cannot be read`);
    }
  }
}

function blankToUndefined(env: NodeJS.ProcessEnv): Environment {
  const cleaned: Environment = {};
  for (const [name, value] of Object.entries(env)) {
    cleaned[name] = value === undefined || value.trim() === '' ? undefined : value.trim();
  }
  return cleaned;
}

type Values = { [N in (typeof NAMESPACES)[number] as N['name']]: ReturnType<N['load']> };

/**
 * Reads and validates the environment. Throws ConfigValidationError listing every problem at
 * once, so a bad deployment is fixed in one pass instead of one variable per restart: first
 * each variable's own rule, then the rules between variables, concern by concern.
 */
export function loadAppConfig(rawEnv: NodeJS.ProcessEnv): AppConfig {
  const env = blankToUndefined(rawEnv);
  const problems: string[] = [];
  readSecretFiles(env, problems);
  for (const { variables } of NAMESPACES)
    if (variables) problems.push(...problemsOfVariables(variables, env));
  const values = Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace.name, namespace.load(env, problems)]),
  ) as Values;
  if (problems.length > 0) throw new ConfigValidationError(problems);
  return new AppConfig(values);
}
