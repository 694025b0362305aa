import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { DestinationStream } from 'pino';
import { createApp, fastifyAdapterFor } from '../../src/app.setup';
import { type AppConfig, loadAppConfig } from '../../src/config/app.config';

export interface TestApp {
  app: NestFastifyApplication;
  /** What supertest's request() takes. */
  server: ReturnType<NestFastifyApplication['getHttpServer']>;
  config: AppConfig;
  /**
   * `METHOD /path` of every route Fastify dispatches to, as each was declared (Fastify's own HEAD
   * twin of every GET and the CORS preflight on every path left out).
   */
  routes: string[];
  /** The spec file's own throwaway database, for arranging and inspecting state. */
  db: Connection;
  close: () => Promise<void>;
}

/** A database name of its own per app, on the harness's server (or on `server` when given). */
function throwawayDatabaseUri(server = process.env.MONGODB_URI, name?: string): string {
  if (!server)
    throw new Error(
      'MONGODB_URI is not set: run the API tests through jest (global-setup starts the harness).',
    );
  const uri = new URL(server);
  uri.pathname = `/${name ?? `api_test_${randomBytes(5).toString('hex')}`}`;
  return uri.toString();
}

/**
 * Budgets far above what any spec sends, so only the specs about throttling (which set their
 * own) ever see a 429.
 */
const UNTHROTTLED = {
  THROTTLE_JWT_LIMIT: '1000000',
  THROTTLE_CONTACTS_LIMIT: '1000000',
  THROTTLE_IMAGES_LIMIT: '1000000',
  THROTTLE_USERS_LIMIT: '1000000',
  // Each app counts on its own unless a spec hands it a Redis (npm test's harness may have one).
  REDIS_URL: '',
  THROTTLE_QUOTES_LIMIT: '1000000',
  THROTTLE_TELEMETRY_LIMIT: '1000000',
};

/**
 * For a spec that sends a burst (200 concurrent requests, 10 MB uploads) to check what it stores,
 * not how fast: on a loaded test machine one query of the burst can pass the 2 s default that
 * turns a slow database into a 503, which is not what such a spec tests (hung-dependencies does).
 */
export const SLOW_MACHINE_DATABASE_BOUND = { DATABASE_TIMEOUT_MS: '20000' };

export interface TestAppOptions {
  /** Another database server than the harness's (the health recovery spec starts its own). */
  databaseServer?: string;
  /** Another app's database (its `db.name`), for a second process on the same data. */
  databaseName?: string;
  /** Captures the pino output. */
  logDestination?: DestinationStream;
}

/** The real application stack (same module graph, pipes, filters and guards as main.ts). */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadAppConfig({
    ...process.env,
    MONGODB_URI: throwawayDatabaseUri(options.databaseServer, options.databaseName),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_API_URL: 'http://api.threadline.test',
    LOG_LEVEL: 'silent',
    // Specs arrange categories straight in the database, as another process would; the cache's
    // own spec turns it on.
    CATALOGUE_CACHE_SECONDS: '0',
    // Specs move orders back in time straight in the database too: the board's in-process copy
    // reads them in full on every read unless a spec (orders-board.spec.ts) turns it on.
    ORDERS_BOARD_REBUILD_SECONDS: '0',
    // A spec's admin steps up once at its start; a long spec's sensitive calls still count as fresh.
    STEP_UP_FRESH_SECONDS: '3600',
    // Passkeys come from the software authenticator's origin, whatever CORS_ORIGINS a spec sets.
    WEBAUTHN_ORIGINS: 'http://localhost:3000',
    ...UNTHROTTLED,
    ...env,
  });
  const adapter = fastifyAdapterFor(config);
  const routes: string[] = [];
  adapter.getInstance().addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat())
      if (one !== 'HEAD' && !(one === 'OPTIONS' && url === '*')) routes.push(`${one} ${url}`);
  });
  const app = await createApp(config, { logDestination: options.logDestination }, adapter);
  await app.init();
  // Fastify answers (supertest's requests too) once its plugins and routes are ready.
  await app.getHttpAdapter().getInstance().ready();
  const db = app.get<Connection>(getConnectionToken());
  return {
    app,
    server: app.getHttpServer(),
    routes,
    config,
    db,
    close: async () => {
      if (db.readyState === 1) await db.dropDatabase();
      await app.close();
    },
  };
}
