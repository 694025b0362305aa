import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createApp } from '../../src/app.setup';
import { type AppConfig, loadAppConfig } from '../../src/config/app.config';

export interface TestApp {
  app: NestExpressApplication;
  /** What supertest's request() takes. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  /** The spec file's own throwaway database, for arranging and inspecting state. */
  db: Connection;
  close: () => Promise<void>;
}

/** A database name of its own per spec file, on the harness's server. */
function throwawayDatabaseUri(): string {
  const base = process.env.MONGODB_URI;
  if (!base)
    throw new Error(
      'MONGODB_URI is not set: run the API tests through jest (global-setup starts the harness).',
    );
  const uri = new URL(base);
  uri.pathname = `/api_test_${randomBytes(5).toString('hex')}`;
  return uri.toString();
}

/** The real application stack (same module graph, pipes, filters and guards as main.ts). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadAppConfig({
    ...process.env,
    MONGODB_URI: throwawayDatabaseUri(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_API_URL: 'http://api.threadline.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  const db = app.get<Connection>(getConnectionToken());
  return {
    app,
    server: app.getHttpServer(),
    config,
    db,
    close: async () => {
      if (db.readyState === 1) await db.dropDatabase();
      await app.close();
    },
  };
}
