import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppConfig, ConfigValidationError, loadAppConfig } from './app.config';

const validEnv = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/threadline',
  JWT_SECRET: 'x'.repeat(32),
  FIREBASE_PROJECT_ID: 'threadline-prod',
};
/**
 * What production needs besides: mail (config/mail.config.test.ts covers these) and the shell's
 * origin for passkeys (config/webauthn.config.test.ts).
 */
const productionMail = {
  SMTP_URL: 'smtp://threadline@mail.example.com:587',
  MAIL_FROM: 'Threadline <no-reply@threadline.example>',
  APP_URL: 'https://threadline.example',
  WEBAUTHN_ORIGINS: 'https://threadline.example',
};
const emulated = {
  ...validEnv,
  FIREBASE_PROJECT_ID: 'demo-threadline',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadAppConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadAppConfig', () => {
  it('fills every optional variable with its documented default', () => {
    const config = loadAppConfig(validEnv);
    expect(config).toBeInstanceOf(AppConfig);
    expect(config.http).toEqual({
      port: 4000,
      host: '127.0.0.1',
      corsOrigins: [],
      publicApiUrl: 'http://127.0.0.1:4000',
    });
    expect(config.auth.jwtExpiresIn).toBe('1h');
    expect(config.auth.jwtLifetimeSeconds).toBe(3600);
    expect(config.auth.sessionSyncSeconds).toBe(60);
    expect(config.auth.firebaseAuthEmulatorHost).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.throttle).toEqual({
      windowSeconds: 60,
      limits: { jwt: 60, contacts: 10, images: 60, users: 20, quotes: 20, telemetry: 120 },
      redisUrl: undefined,
      trustProxy: 0,
    });
    expect(config.usersSearch).toEqual({
      mode: 'auto',
      refreshSeconds: 300,
      maxIndexedRecords: 100_000,
    });
    expect(config.database.timeoutMs).toBe(2000);
    expect(config.production).toBe(false);
    expect(config.images).toEqual({
      quota: { files: 50, bytes: 100 * 1024 * 1024 },
      orphanAgeSeconds: 86400,
      cleanupIntervalSeconds: 3600,
    });
  });

  it('reads the upload quota and the clean-up timing, and refuses a zero quota', () => {
    const config = loadAppConfig({
      ...validEnv,
      UPLOAD_QUOTA_FILES: '3',
      UPLOAD_QUOTA_BYTES: '1000',
      IMAGE_ORPHAN_AGE_SECONDS: '0',
      IMAGE_CLEANUP_INTERVAL_SECONDS: '0',
    });
    expect(config.images).toEqual({
      quota: { files: 3, bytes: 1000 },
      orphanAgeSeconds: 0,
      cleanupIntervalSeconds: 0,
    });
    expect(problemsOf({ ...validEnv, UPLOAD_QUOTA_FILES: '0', UPLOAD_QUOTA_BYTES: '1MB' })).toEqual(
      [
        'UPLOAD_QUOTA_FILES must be a whole number from 1 to 9999999',
        'UPLOAD_QUOTA_BYTES must be a whole number of bytes from 1 to 9999999999999',
      ],
    );
  });

  it('reads the database bound, and refuses one under 100 ms', () => {
    expect(loadAppConfig({ ...validEnv, DATABASE_TIMEOUT_MS: '60000' }).database.timeoutMs).toBe(
      60000,
    );
    expect(problemsOf({ ...validEnv, DATABASE_TIMEOUT_MS: '50' })).toEqual([
      'DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 999999',
    ]);
  });

  it('lists every missing required variable at once', () => {
    expect(problemsOf({})).toEqual(
      expect.arrayContaining([
        'MONGODB_URI is required',
        'JWT_SECRET is required',
        'FIREBASE_PROJECT_ID is required',
      ]),
    );
  });

  it('lists several bad values together in one report', () => {
    const problems = problemsOf({
      ...validEnv,
      PORT: '70000',
      JWT_SECRET: 'short',
      MONGODB_URI: 'postgres://db/threadline',
      CORS_ORIGINS: 'https://shop.example.com,not-an-origin',
      PUBLIC_API_URL: 'api.example.com',
      LOG_LEVEL: 'loud',
      JWT_EXPIRES_IN: 'forever',
      FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be between 1 and 65535',
        'JWT_SECRET must be at least 32 characters long',
        'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string',
        'CORS_ORIGINS entry "not-an-origin" must be an origin such as https://shop.example.com',
        'PUBLIC_API_URL must be an absolute http(s) URL',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        'JWT_EXPIRES_IN must be seconds or a time span such as 15m, 1h or 12h',
        'FIREBASE_AUTH_EMULATOR_HOST must be host:port, for example 127.0.0.1:9099',
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('prints the whole list in the error message', () => {
    expect(() => loadAppConfig({})).toThrow(
      /Invalid configuration:\n {2}- MONGODB_URI is required/,
    );
  });

  it('has no default JWT secret', () => {
    expect(problemsOf({ ...validEnv, JWT_SECRET: '' })).toEqual(['JWT_SECRET is required']);
  });

  it('refuses a JWT_EXPIRES_IN longer than 12 hours with the boot report line', () => {
    expect(problemsOf({ ...validEnv, JWT_EXPIRES_IN: '13h' })).toEqual([
      'JWT_EXPIRES_IN must be at most 12h (43200 seconds), got 13h',
    ]);
    expect(problemsOf({ ...validEnv, JWT_EXPIRES_IN: '7d' })).toEqual([
      'JWT_EXPIRES_IN must be at most 12h (43200 seconds), got 7d',
    ]);
    expect(problemsOf({ ...validEnv, JWT_EXPIRES_IN: '43201' })).toHaveLength(1);
  });

  it('accepts a JWT_EXPIRES_IN of exactly 12 hours, in any unit', () => {
    expect(loadAppConfig({ ...validEnv, JWT_EXPIRES_IN: '12h' }).auth.jwtLifetimeSeconds).toBe(
      43200,
    );
    expect(loadAppConfig({ ...validEnv, JWT_EXPIRES_IN: '720m' }).auth.jwtLifetimeSeconds).toBe(
      43200,
    );
    expect(loadAppConfig({ ...validEnv, JWT_EXPIRES_IN: '43200' }).auth.jwtExpiresIn).toBe(43200);
  });

  it('reads the CORS allowlist, the public URL and a numeric expiry as seconds', () => {
    const config = loadAppConfig({
      ...validEnv,
      PORT: '8080',
      HOST: '0.0.0.0',
      CORS_ORIGINS: ' http://localhost:3000/ , https://threadline.example ',
      PUBLIC_API_URL: 'https://api.threadline.example/',
      JWT_EXPIRES_IN: '3600',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'silent',
    });
    expect(config.http).toEqual({
      port: 8080,
      host: '0.0.0.0',
      corsOrigins: ['http://localhost:3000', 'https://threadline.example'],
      publicApiUrl: 'https://api.threadline.example',
    });
    expect(config.auth.jwtExpiresIn).toBe(3600);
    expect(config.auth.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.logLevel).toBe('silent');
  });

  it('derives PUBLIC_API_URL with localhost when the API listens on every interface', () => {
    expect(loadAppConfig({ ...validEnv, HOST: '0.0.0.0' }).http.publicApiUrl).toBe(
      'http://localhost:4000',
    );
  });

  it('derives PUBLIC_API_URL from HOST and PORT when it is not given', () => {
    expect(
      loadAppConfig({ ...validEnv, PORT: '5000', HOST: 'api.internal' }).http.publicApiUrl,
    ).toBe('http://api.internal:5000');
  });

  it('reads the rate limits and the users search mode', () => {
    const config = loadAppConfig({
      ...validEnv,
      THROTTLE_WINDOW_SECONDS: '10',
      THROTTLE_JWT_LIMIT: '3',
      THROTTLE_CONTACTS_LIMIT: '2',
      THROTTLE_IMAGES_LIMIT: '1',
      THROTTLE_USERS_LIMIT: '4',
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: '2',
      THROTTLE_QUOTES_LIMIT: '4',
      THROTTLE_TELEMETRY_LIMIT: '5',
      USERS_SEARCH: 'database',
      USERS_INDEX_REFRESH_SECONDS: '0',
    });
    expect(config.throttle).toEqual({
      windowSeconds: 10,
      limits: { jwt: 3, contacts: 2, images: 1, users: 4, quotes: 4, telemetry: 5 },
      redisUrl: 'redis://redis:6379',
      trustProxy: 2,
    });
    expect(config.usersSearch).toMatchObject({ mode: 'database', refreshSeconds: 0 });
  });

  it('lists bad rate limits and a bad users search mode together', () => {
    expect(
      problemsOf({
        ...validEnv,
        THROTTLE_WINDOW_SECONDS: '0',
        THROTTLE_JWT_LIMIT: '-1',
        THROTTLE_CONTACTS_LIMIT: 'many',
        THROTTLE_IMAGES_LIMIT: '1.5',
        THROTTLE_USERS_LIMIT: '0',
        REDIS_URL: 'localhost:6379',
        TRUST_PROXY: 'yes',
        THROTTLE_QUOTES_LIMIT: '0',
        USERS_SEARCH: 'magic',
        USERS_INDEX_REFRESH_SECONDS: 'often',
      }),
    ).toEqual([
      'THROTTLE_WINDOW_SECONDS must be a whole number of seconds from 1 to 999999',
      'THROTTLE_JWT_LIMIT must be a whole number from 1 to 9999999',
      'THROTTLE_CONTACTS_LIMIT must be a whole number from 1 to 9999999',
      'THROTTLE_IMAGES_LIMIT must be a whole number from 1 to 9999999',
      'THROTTLE_USERS_LIMIT must be a whole number from 1 to 9999999',
      'REDIS_URL must be a redis:// or rediss:// URL',
      'TRUST_PROXY must be the number of proxies in front of the API (0 for none)',
      'THROTTLE_QUOTES_LIMIT must be a whole number from 1 to 9999999',
      'USERS_SEARCH must be one of auto, database, memory',
      'USERS_INDEX_REFRESH_SECONDS must be a whole number of seconds (0 turns it off)',
    ]);
  });

  it('refuses to start in production with the Auth emulator set', () => {
    expect(problemsOf({ ...emulated, ...productionMail, NODE_ENV: 'production' })).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: the Auth emulator accepts unsigned tokens',
    ]);
  });

  it.each(['production', 'development', undefined])(
    'refuses a demo- project without the Auth emulator (NODE_ENV=%s)',
    (nodeEnv) => {
      expect(
        problemsOf({
          ...validEnv,
          ...productionMail,
          FIREBASE_PROJECT_ID: 'demo-threadline',
          NODE_ENV: nodeEnv,
        }),
      ).toEqual([
        'FIREBASE_PROJECT_ID "demo-threadline" is a demo project, which only the Auth emulator knows: set FIREBASE_AUTH_EMULATOR_HOST for local use, or name a real project',
      ]);
    },
  );

  it('starts with the emulator and a demo project outside production', () => {
    const config = loadAppConfig({ ...emulated, NODE_ENV: 'development' });
    expect(config.auth.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.production).toBe(false);
  });

  it('starts in production with a real project and no emulator', () => {
    expect(
      loadAppConfig({ ...validEnv, ...productionMail, NODE_ENV: 'production' }).production,
    ).toBe(true);
  });

  it('reads JWT_SECRET and MONGODB_PASSWORD from files (docker secrets)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    writeFileSync(path.join(dir, 'jwt'), `${'s'.repeat(40)}\n`);
    writeFileSync(path.join(dir, 'mongo'), 'p@ss:word/1\n');
    const config = loadAppConfig({
      ...validEnv,
      JWT_SECRET: undefined,
      JWT_SECRET_FILE: path.join(dir, 'jwt'),
      MONGODB_URI: 'mongodb://threadline@mongo-1:27017,mongo-2:27017/threadline?replicaSet=rs0',
      MONGODB_PASSWORD_FILE: path.join(dir, 'mongo'),
    });
    expect(config.auth.jwtSecret).toBe('s'.repeat(40));
    expect(config.database.uri).toBe(
      'mongodb://threadline:p%40ss%3Aword%2F1@mongo-1:27017,mongo-2:27017/threadline?replicaSet=rs0',
    );
  });

  it('names a secret file it cannot read, and a password with no user to go with', () => {
    expect(
      problemsOf({
        ...validEnv,
        JWT_SECRET: undefined,
        JWT_SECRET_FILE: '/nonexistent/jwt',
        MONGODB_PASSWORD: 'secret',
      }),
    ).toEqual([
      'JWT_SECRET_FILE /nonexistent/jwt cannot be read',
      'JWT_SECRET is required',
      'MONGODB_PASSWORD needs a user name in MONGODB_URI, as in mongodb://user@host/db',
    ]);
  });
});
