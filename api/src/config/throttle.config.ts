import { IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

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

export interface ThrottleConfig {
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
}

const limitRule = (name: string) =>
  Matches(/^[1-9]\d{0,6}$/, { message: `${name} must be a whole number from 1 to 9999999` });

class ThrottleVariables {
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, {
    message: 'THROTTLE_WINDOW_SECONDS must be a whole number of seconds from 1 to 999999',
  })
  THROTTLE_WINDOW_SECONDS?: string;

  @IsOptional()
  @limitRule('THROTTLE_JWT_LIMIT')
  THROTTLE_JWT_LIMIT?: string;

  @IsOptional()
  @limitRule('THROTTLE_CONTACTS_LIMIT')
  THROTTLE_CONTACTS_LIMIT?: string;

  @IsOptional()
  @limitRule('THROTTLE_IMAGES_LIMIT')
  THROTTLE_IMAGES_LIMIT?: string;

  @IsOptional()
  @limitRule('THROTTLE_USERS_LIMIT')
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
  @limitRule('THROTTLE_QUOTES_LIMIT')
  THROTTLE_QUOTES_LIMIT?: string;

  @IsOptional()
  @limitRule('THROTTLE_TELEMETRY_LIMIT')
  THROTTLE_TELEMETRY_LIMIT?: string;
}

/** The per-client budgets, where they are counted, and who the client is behind proxies. */
export const throttleConfig = registerAs('throttle', {
  variables: ThrottleVariables,
  load: (env: Environment): ThrottleConfig => ({
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
  }),
});
