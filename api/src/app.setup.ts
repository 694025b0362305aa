import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { TOTAL_COUNT_HEADER, UNREAD_COUNT_HEADER } from '@threadline/contracts';
import { AppModule, type AppModuleOptions } from './app.module';
import { CatalogueCache } from './categories/catalogue-cache';
import { fixedHeadersOf, serveCachedCatalogueFirst } from './categories/catalogue-fast-path';
import type { AppConfig } from './config/app.config';
import { describeErrors } from './openapi/describe-errors';

/** The response headers a cross-origin caller (the dashboard) may read. */
const CORS_EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, UNREAD_COUNT_HEADER];

const TELEMETRY_BODY_LIMIT = '16kb';
/** JSON and form bodies are small; images arrive as multipart and have their own limit. */
const BODY_LIMIT = '100kb';

/** Everything main.ts applies beyond the module graph, so the tests run the same stack. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // The client's address (the rate limits' key) is the one the outermost trusted proxy saw.
  app.set('trust proxy', config.throttle.trustProxy);
  const securityHeaders = helmet({
    // Images are loaded cross-origin by the shell and the remotes.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // TLS is the proxy's business; over plain http (local runs) /docs must load its own assets.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  app.use(securityHeaders);
  const allowlist = new Set(config.http.corsOrigins);
  app.enableCors({
    origin:
      allowlist.size === 0
        ? false
        : (origin, callback) => callback(null, !!origin && allowlist.has(origin)),
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });
  serveCachedCatalogueFirst(app.getHttpServer(), {
    cache: app.get(CatalogueCache),
    securityHeaders: fixedHeadersOf(securityHeaders),
    corsOrigins: allowlist,
    corsExposedHeaders: CORS_EXPOSED_HEADERS,
  });
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  // text/plain is only the browsers' telemetry (sendBeacon needs no preflight for it): a full
  // batch is about 5 KB; anything over this answers 413.
  app.useBodyParser('text', { limit: TELEMETRY_BODY_LIMIT });
  // No enableShutdownHooks: main.ts drains requests first (lifecycle/graceful-shutdown.ts), then
  // closes the modules; Nest's own hook would close the database under in-flight requests.

  // The API explorer maps every route for whoever asks: local and staging only.
  if (config.production) return;
  const document = describeErrors(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Threadline API')
        .setDescription(
          'Accounts, categories, contact messages and images of the Threadline platform.',
        )
        .setVersion('0.1.0')
        .addBearerAuth()
        .build(),
    ),
  );
  SwaggerModule.setup('docs', app, document);
}

/** Creates the configured, not yet listening, application. */
export async function createApp(
  config: AppConfig,
  options: AppModuleOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, options),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  configureApp(app, config);
  return app;
}
