import { plainToInstance } from 'class-transformer';
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
export const RATE_LIMITED_ROUTES = ['jwt', 'contacts', 'images'] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

const WHOLE_NUMBER = /^\d+$/;

const HTTP_ORIGIN = /^https?:\/\/[^/\s?#]+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** jsonwebtoken's `expiresIn`: a number of seconds or a vercel/ms span such as 15m, 1h, 7d. */
const TIME_SPAN = /^\d+(\s?(ms|s|m|h|d|w|y))?$/;

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
    message: 'JWT_EXPIRES_IN must be seconds or a time span such as 15m, 1h or 7d',
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
  @Matches(/^\d{1,4}$/, {
    message: 'CATALOGUE_CACHE_SECONDS must be a whole number of seconds (0 turns the cache off)',
  })
  CATALOGUE_CACHE_SECONDS?: string;
}

/** Defaults: generous enough for a person (and the browser journeys), tight enough for a script. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitedRoute, number> = {
  jwt: 60,
  contacts: 10,
  images: 60,
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
      firebaseProjectId: string;
      firebaseAuthEmulatorHost?: string;
    },
    readonly logLevel: LogLevel,
    readonly throttle: {
      windowSeconds: number;
      /** Requests per client per window, per route. */
      limits: Record<RateLimitedRoute, number>;
    },
    readonly usersSearch: {
      mode: UsersSearchMode;
      /** How often the in-process index re-reads the collection; 0: only at start. */
      refreshSeconds: number;
    },
    /** How long the public catalogue answers are reused; another process's write shows after it. */
    readonly catalogueCache: { seconds: number } = { seconds: 5 },
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
  const variables = plainToInstance(EnvironmentVariables, env);
  const problems = messagesOf(
    validateSync(variables, { forbidUnknownValues: false, stopAtFirstError: true }),
  );

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

  if (problems.length > 0) throw new ConfigValidationError(problems);

  const host = env.HOST ?? '127.0.0.1';
  const expiresIn = env.JWT_EXPIRES_IN ?? '1h';
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
    { uri: env.MONGODB_URI as string },
    {
      jwtSecret: env.JWT_SECRET as string,
      // A bare number means seconds here; jsonwebtoken would read the string "3600" as 3.6 s.
      jwtExpiresIn: WHOLE_NUMBER.test(expiresIn) ? Number(expiresIn) : expiresIn.replace(/\s/g, ''),
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
      },
    },
    {
      mode: (env.USERS_SEARCH ?? 'auto') as UsersSearchMode,
      refreshSeconds: Number(env.USERS_INDEX_REFRESH_SECONDS ?? 300),
    },
    { seconds: Number(env.CATALOGUE_CACHE_SECONDS ?? 5) },
  );
}
