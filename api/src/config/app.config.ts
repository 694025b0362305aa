import { readFileSync } from 'node:fs';
import { plainToInstance } from 'class-transformer';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@threadline/contracts';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
  type ValidationError,
} from 'class-validator';
import {
  loadReleasePreviewConfig,
  type ReleasePreviewConfig,
} from '../releases/release-preview.config';
import {
  DEFAULT_RELEASE_DELIVERY,
  loadReleaseDeliveryConfig,
  type ReleaseDeliveryConfig,
} from '../releases/release-delivery.config';
import { loadMailConfig, type MailConfig, NO_MAIL } from '../notifications/mail.config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Where GET /users finds its matches. `database` asks the database (indexed on MongoDB);
 * `memory` keeps an in-process index (for engines that answer secondary-field filters by scanning
 * every document, as FerretDB 1.x on SQLite does); `auto` picks `memory` on FerretDB.
 */
export const USERS_SEARCH_MODES = ['auto', 'database', 'memory'] as const;
export type UsersSearchMode = (typeof USERS_SEARCH_MODES)[number];

/** The rate-limited routes, each with its own per-client budget per window. */
export const RATE_LIMITED_ROUTES = [
  'jwt',
  'contacts',
  'images',
  'users',
  'quotes',
  'telemetry',
] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

const WHOLE_NUMBER = /^\d+$/;

const HTTP_ORIGIN = /^https?:\/\/[^/\s?#]+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** jsonwebtoken's `expiresIn`: a number of seconds or a vercel/ms span such as 15m, 1h, 7d. */
const TIME_SPAN = /^\d+(\s?(ms|s|m|h|d|w|y))?$/;
/** The longest an API token may live: logout and revocation are checked, but a cap bounds a leak. */
export const MAX_JWT_LIFETIME_SECONDS = 12 * 60 * 60;
const SPAN_UNIT_SECONDS: Record<string, number> = {
  ms: 0.001,
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31557600,
};

/** Seconds in a JWT_EXPIRES_IN value that matched TIME_SPAN (a bare number is seconds). */
function secondsOfTimeSpan(span: string): number {
  const [, amount, unit] = /^(\d+)\s?([a-z]*)$/.exec(span) ?? [];
  return Number(amount) * (SPAN_UNIT_SECONDS[unit || 's'] ?? 1);
}

/**
 * The environment as the process receives it; every rule is one line of the boot report. The
 * decorator nearest a property runs first, and only the first failure per variable is reported.
 */
class EnvironmentVariables {
  @IsOptional()
  @Matches(/^\d+$/, { message: 'PORT must be a whole number' })
  PORT?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'HOST must not be empty' })
  HOST?: string;

  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, {
    message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string',
  })
  @IsString({ message: 'MONGODB_URI is required' })
  MONGODB_URI!: string;

  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  @IsString({ message: 'JWT_SECRET is required' })
  JWT_SECRET!: string;

  @IsOptional()
  @Matches(TIME_SPAN, {
    message: 'JWT_EXPIRES_IN must be seconds or a time span such as 15m, 1h or 12h',
  })
  JWT_EXPIRES_IN?: string;

  @IsString({ message: 'FIREBASE_PROJECT_ID is required' })
  @IsNotEmpty({ message: 'FIREBASE_PROJECT_ID is required' })
  FIREBASE_PROJECT_ID!: string;

  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.FIREBASE_AUTH_EMULATOR_HOST !== undefined && env.FIREBASE_AUTH_EMULATOR_HOST !== '',
  )
  @Matches(/^[^\s:/]+:\d+$/, {
    message: 'FIREBASE_AUTH_EMULATOR_HOST must be host:port, for example 127.0.0.1:9099',
  })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @Matches(HTTP_URL, { message: 'PUBLIC_API_URL must be an absolute http(s) URL' })
  PUBLIC_API_URL?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, {
    message: 'THROTTLE_WINDOW_SECONDS must be a whole number of seconds from 1 to 999999',
  })
  THROTTLE_WINDOW_SECONDS?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_JWT_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_JWT_LIMIT?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_CONTACTS_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_CONTACTS_LIMIT?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_IMAGES_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_IMAGES_LIMIT?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_USERS_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_USERS_LIMIT?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, {
    message: 'REDIS_URL must be a redis:// or rediss:// URL',
  })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^\d{1,2}$/, {
    message: 'TRUST_PROXY must be the number of proxies in front of the API (0 for none)',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_QUOTES_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_QUOTES_LIMIT?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'THROTTLE_TELEMETRY_LIMIT must be a whole number from 1 to 9999999',
  })
  THROTTLE_TELEMETRY_LIMIT?: string;

  @IsOptional()
  @IsIn(USERS_SEARCH_MODES, {
    message: `USERS_SEARCH must be one of ${USERS_SEARCH_MODES.join(', ')}`,
  })
  USERS_SEARCH?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'USERS_INDEX_REFRESH_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  USERS_INDEX_REFRESH_SECONDS?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'SESSION_SYNC_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  SESSION_SYNC_SECONDS?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,6}$/, {
    message: 'UPLOAD_QUOTA_FILES must be a whole number from 1 to 9999999',
  })
  UPLOAD_QUOTA_FILES?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,12}$/, {
    message: 'UPLOAD_QUOTA_BYTES must be a whole number of bytes from 1 to 9999999999999',
  })
  UPLOAD_QUOTA_BYTES?: string;

  @IsOptional()
  @Matches(/^\d{1,8}$/, {
    message: 'IMAGE_ORPHAN_AGE_SECONDS must be a whole number of seconds',
  })
  IMAGE_ORPHAN_AGE_SECONDS?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'IMAGE_CLEANUP_INTERVAL_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  IMAGE_CLEANUP_INTERVAL_SECONDS?: string;

  @IsOptional()
  @IsString()
  NODE_ENV?: string;

  @IsOptional()
  @Matches(/^[1-9]\d{0,4}$/, {
    message: 'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 99999',
  })
  AUDIT_RETENTION_DAYS?: string;

  @IsOptional()
  @Matches(/^\d{1,4}$/, {
    message: 'CATALOGUE_CACHE_SECONDS must be a whole number of seconds (0 turns the cache off)',
  })
  CATALOGUE_CACHE_SECONDS?: string;
}

/** The staging switch: a production process that may use the Auth emulator. */
export const STAGING_AUTH_EMULATOR = 'STAGING_AUTH_EMULATOR';

/** Firebase's demo projects exist only in the emulator; a real deployment names a real project. */
const DEMO_PROJECT_PREFIX = 'demo-';

/**
 * The rules that tie variables together. The Auth emulator accepts unsigned ID tokens, so a
 * production process that talks to it would let anyone mint an admin session.
 */
function deploymentProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  // STAGING_AUTH_EMULATOR=true (npm run start:prod only; docker-compose.yml never sets it, a test
  // pins that) runs the production build against the emulator, since no real project exists here.
  if (
    env.NODE_ENV === 'production' &&
    emulator !== undefined &&
    env[STAGING_AUTH_EMULATOR] !== 'true'
  ) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: the Auth emulator accepts unsigned tokens',
    );
  }
  if (env.FIREBASE_PROJECT_ID?.startsWith(DEMO_PROJECT_PREFIX) && emulator === undefined) {
    problems.push(
      `FIREBASE_PROJECT_ID "${env.FIREBASE_PROJECT_ID}" is a demo project, which only the Auth emulator knows: set FIREBASE_AUTH_EMULATOR_HOST for local use, or name a real project`,
    );
  }
  return problems;
}

/** Per account: enough for a profile photo and a catalogue's worth of pictures. */
export const DEFAULT_UPLOAD_QUOTA = { files: 50, bytes: 100 * 1024 * 1024 };

/** Defaults: generous enough for a person (and the browser journeys), tight enough for a script. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitedRoute, number> = {
  jwt: 60,
  contacts: 10,
  images: 60,
  users: 20,
  // POST /quotes and POST /quotes/attachments, each counted on its own: one request with five
  // files is six calls.
  quotes: 20,
  // POST /telemetry/remotes: a browser sends a batch every few seconds at most, and on leaving.
  telemetry: 120,
};

class PortRange {
  @IsInt()
  @Min(1, { message: 'PORT must be between 1 and 65535' })
  @Max(65535, { message: 'PORT must be between 1 and 65535' })
  port!: number;
}

/** The validated, typed configuration every module reads (injected by its class). */
export class AppConfig {
  constructor(
    readonly http: {
      port: number;
      host: string;
      corsOrigins: string[];
      publicApiUrl: string;
    },
    readonly database: { uri: string },
    readonly auth: {
      jwtSecret: string;
      /** Seconds (a number) or a vercel/ms span, as jsonwebtoken's expiresIn wants. */
      jwtExpiresIn: number | string;
      /** The same lifetime in seconds, at most MAX_JWT_LIFETIME_SECONDS. */
      jwtLifetimeSeconds: number;
      /** How often Firebase's disabled and revoked accounts are mirrored; 0: never. */
      sessionSyncSeconds: number;
      firebaseProjectId: string;
      firebaseAuthEmulatorHost?: string;
    },
    readonly logLevel: LogLevel,
    readonly throttle: {
      windowSeconds: number;
      /** Requests per client per window, per route. */
      limits: Record<RateLimitedRoute, number>;
      /** Shared counters for every replica; without it each process counts on its own. */
      redisUrl?: string;
      /**
       * Express's `trust proxy`: how many proxies append to X-Forwarded-For in front of the API,
       * so the client is the address the outermost one saw. 0 when unset: without a proxy the
       * header is whatever the client wrote, and trusting it would give every made-up address a
       * fresh rate-limit budget.
       */
      trustProxy: number;
    },
    readonly usersSearch: {
      mode: UsersSearchMode;
      /** How often the in-process index re-reads the collection; 0: only at start. */
      refreshSeconds: number;
    },
    /** NODE_ENV=production: no emulator, no API explorer. */
    readonly production: boolean,
    readonly images: {
      /** What one account may keep stored: number of images and their total bytes. */
      quota: { files: number; bytes: number };
      /** An upload nothing references is removed once it is this old. */
      orphanAgeSeconds: number;
      /** How often the clean-up looks for them; 0: never. */
      cleanupIntervalSeconds: number;
    },
    readonly audit: {
      /** Audit entries older than this are removed (a TTL index, or a daily clean-up). */
      retentionDays: number;
    } = { retentionDays: DEFAULT_AUDIT_RETENTION_DAYS },
    /** How long the public catalogue answers are reused; another process's write shows after it. */
    readonly catalogueCache: { seconds: number } = { seconds: 5 },
    /** Preview links of staged releases (src/releases). */
    readonly releasePreview: ReleasePreviewConfig = { ttlSeconds: 3600 },
    /** SMTP, the sender, the links' origin and the delivery worker (notifications/mail.config). */
    readonly mail: MailConfig = NO_MAIL,
    /** The release store, browser telemetry and the canary watcher (src/releases). */
    readonly releaseDelivery: ReleaseDeliveryConfig = DEFAULT_RELEASE_DELIVERY,
  ) {}
}

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

/** Secrets a deployment may hand over as files (docker secrets): NAME_FILE holds NAME. */
const SECRET_FILE_VARIABLES = [
  'JWT_SECRET',
  'MONGODB_PASSWORD',
  'RELEASE_PREVIEW_SECRET',
  'SMTP_PASSWORD',
] as const;

function readSecretFiles(env: Record<string, string | undefined>, problems: string[]): void {
  for (const name of SECRET_FILE_VARIABLES) {
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

/** mongodb://user@hosts/db plus a password kept apart (a secret file) → one connection string. */
function withPassword(uri: string, password: string | undefined, problems: string[]): string {
  if (password === undefined) return uri;
  const withUser = /^(mongodb(?:\+srv)?:\/\/)([^:@/\s]+)@/;
  if (!withUser.test(uri)) {
    problems.push(
      'MONGODB_PASSWORD needs a user name in MONGODB_URI, as in mongodb://user@host/db',
    );
    return uri;
  }
  return uri.replace(withUser, (_all, scheme: string, user: string) => {
    return `${scheme}${user}:${encodeURIComponent(password)}@`;
  });
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const cleaned: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) {
    cleaned[name] = value === undefined || value.trim() === '' ? undefined : value.trim();
  }
  return cleaned;
}

/** A wildcard listen address is not somewhere a browser can fetch an image from. */
function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/**
 * Reads and validates the environment. Throws ConfigValidationError listing every problem at
 * once, so a bad deployment is fixed in one pass instead of one variable per restart.
 */
export function loadAppConfig(rawEnv: NodeJS.ProcessEnv): AppConfig {
  const env = blankToUndefined(rawEnv);
  const fileProblems: string[] = [];
  readSecretFiles(env, fileProblems);
  const variables = plainToInstance(EnvironmentVariables, env);
  const problems = [
    ...fileProblems,
    ...messagesOf(validateSync(variables, { forbidUnknownValues: false, stopAtFirstError: true })),
  ];
  const mongodbUri =
    env.MONGODB_URI === undefined
      ? undefined
      : withPassword(env.MONGODB_URI, env.MONGODB_PASSWORD, problems);

  const port = env.PORT === undefined ? 4000 : Number(env.PORT);
  if (env.PORT !== undefined && WHOLE_NUMBER.test(env.PORT)) {
    problems.push(...messagesOf(validateSync(Object.assign(new PortRange(), { port }))));
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin.length > 0);
  for (const origin of corsOrigins) {
    if (!HTTP_ORIGIN.test(origin)) {
      problems.push(
        `CORS_ORIGINS entry "${origin}" must be an origin such as https://shop.example.com`,
      );
    }
  }

  problems.push(...deploymentProblems(env));
  const releasePreview = loadReleasePreviewConfig(env);
  problems.push(...releasePreview.problems);
  const releaseDelivery = loadReleaseDeliveryConfig(env);
  problems.push(...releaseDelivery.problems);
  const expiresIn = env.JWT_EXPIRES_IN ?? '1h';
  const jwtLifetimeSeconds = TIME_SPAN.test(expiresIn) ? secondsOfTimeSpan(expiresIn) : 0;
  if (jwtLifetimeSeconds > MAX_JWT_LIFETIME_SECONDS) {
    problems.push(
      `JWT_EXPIRES_IN must be at most 12h (${MAX_JWT_LIFETIME_SECONDS} seconds), got ${expiresIn}`,
    );
  }

  const mail = loadMailConfig(env, problems);

  if (problems.length > 0) throw new ConfigValidationError(problems);

  const host = env.HOST ?? '127.0.0.1';
  return new AppConfig(
    {
      port,
      host,
      corsOrigins,
      publicApiUrl: (env.PUBLIC_API_URL ?? `http://${reachableHost(host)}:${port}`).replace(
        /\/+$/,
        '',
      ),
    },
    { uri: mongodbUri as string },
    {
      jwtSecret: env.JWT_SECRET as string,
      // A bare number means seconds here; jsonwebtoken would read the string "3600" as 3.6 s.
      jwtExpiresIn: WHOLE_NUMBER.test(expiresIn) ? Number(expiresIn) : expiresIn.replace(/\s/g, ''),
      jwtLifetimeSeconds,
      sessionSyncSeconds: Number(env.SESSION_SYNC_SECONDS ?? 60),
      firebaseProjectId: env.FIREBASE_PROJECT_ID as string,
      firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    (env.LOG_LEVEL ?? 'info') as LogLevel,
    {
      windowSeconds: Number(env.THROTTLE_WINDOW_SECONDS ?? 60),
      limits: {
        jwt: Number(env.THROTTLE_JWT_LIMIT ?? DEFAULT_RATE_LIMITS.jwt),
        contacts: Number(env.THROTTLE_CONTACTS_LIMIT ?? DEFAULT_RATE_LIMITS.contacts),
        images: Number(env.THROTTLE_IMAGES_LIMIT ?? DEFAULT_RATE_LIMITS.images),
        users: Number(env.THROTTLE_USERS_LIMIT ?? DEFAULT_RATE_LIMITS.users),
        quotes: Number(env.THROTTLE_QUOTES_LIMIT ?? DEFAULT_RATE_LIMITS.quotes),
        telemetry: Number(env.THROTTLE_TELEMETRY_LIMIT ?? DEFAULT_RATE_LIMITS.telemetry),
      },
      redisUrl: env.REDIS_URL,
      trustProxy: Number(env.TRUST_PROXY ?? 0),
    },
    {
      mode: (env.USERS_SEARCH ?? 'auto') as UsersSearchMode,
      refreshSeconds: Number(env.USERS_INDEX_REFRESH_SECONDS ?? 300),
    },
    env.NODE_ENV === 'production',
    {
      quota: {
        files: Number(env.UPLOAD_QUOTA_FILES ?? DEFAULT_UPLOAD_QUOTA.files),
        bytes: Number(env.UPLOAD_QUOTA_BYTES ?? DEFAULT_UPLOAD_QUOTA.bytes),
      },
      orphanAgeSeconds: Number(env.IMAGE_ORPHAN_AGE_SECONDS ?? 24 * 60 * 60),
      cleanupIntervalSeconds: Number(env.IMAGE_CLEANUP_INTERVAL_SECONDS ?? 60 * 60),
    },
    { retentionDays: Number(env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS) },
    { seconds: Number(env.CATALOGUE_CACHE_SECONDS ?? 5) },
    releasePreview.config,
    mail,
    releaseDelivery.config,
  );
}
