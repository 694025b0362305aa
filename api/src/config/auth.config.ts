import { IsNotEmpty, IsOptional, IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { registerAs, WHOLE_NUMBER, type Environment } from './config-namespace';

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

export interface AuthConfig {
  jwtSecret: string;
  /** Seconds (a number) or a vercel/ms span, as jsonwebtoken's expiresIn wants. */
  jwtExpiresIn: number | string;
  /** The same lifetime in seconds, at most MAX_JWT_LIFETIME_SECONDS. */
  jwtLifetimeSeconds: number;
  /** How often Firebase's disabled and revoked accounts are mirrored; 0: never. */
  sessionSyncSeconds: number;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
}

class AuthVariables {
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
    (env: AuthVariables) =>
      env.FIREBASE_AUTH_EMULATOR_HOST !== undefined && env.FIREBASE_AUTH_EMULATOR_HOST !== '',
  )
  @Matches(/^[^\s:/]+:\d+$/, {
    message: 'FIREBASE_AUTH_EMULATOR_HOST must be host:port, for example 127.0.0.1:9099',
  })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'SESSION_SYNC_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  SESSION_SYNC_SECONDS?: string;
}

/** The staging switch: a production process that may use the Auth emulator. */
export const STAGING_AUTH_EMULATOR = 'STAGING_AUTH_EMULATOR';

/** Firebase's demo projects exist only in the emulator; a real deployment names a real project. */
const DEMO_PROJECT_PREFIX = 'demo-';

/**
 * The rules that tie variables together. The Auth emulator accepts unsigned ID tokens, so a
 * production process that talks to it would let anyone mint an admin session.
 */
function deploymentProblems(env: Environment): string[] {
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

/** API tokens (their secret and lifetime) and the Firebase project that vouches for sign-ins. */
export const authConfig = registerAs('auth', {
  secrets: ['JWT_SECRET'],
  variables: AuthVariables,
  load(env: Environment, problems: string[]): AuthConfig {
    problems.push(...deploymentProblems(env));
    const expiresIn = env.JWT_EXPIRES_IN ?? '1h';
    const jwtLifetimeSeconds = TIME_SPAN.test(expiresIn) ? secondsOfTimeSpan(expiresIn) : 0;
    if (jwtLifetimeSeconds > MAX_JWT_LIFETIME_SECONDS) {
      problems.push(
        `JWT_EXPIRES_IN must be at most 12h (${MAX_JWT_LIFETIME_SECONDS} seconds), got ${expiresIn}`,
      );
    }
    return {
      jwtSecret: env.JWT_SECRET as string,
      // A bare number means seconds here; jsonwebtoken would read the string "3600" as 3.6 s.
      jwtExpiresIn: WHOLE_NUMBER.test(expiresIn) ? Number(expiresIn) : expiresIn.replace(/\s/g, ''),
      jwtLifetimeSeconds,
      sessionSyncSeconds: Number(env.SESSION_SYNC_SECONDS ?? 60),
      firebaseProjectId: env.FIREBASE_PROJECT_ID as string,
      firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    };
  },
});
