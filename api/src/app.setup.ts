import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { TOTAL_COUNT_HEADER, UNREAD_COUNT_HEADER } from '@threadline/contracts';
import { AppModule, type AppModuleOptions } from './app.module';
import { answerMethodNotAllowed } from './common/method-not-allowed';
import { requestIdOf } from './common/request-id';
import { securityHeaders } from './common/security-headers';
import { refuseNonMultipartUploads } from './common/single-file-upload';
import type { AppConfig } from './config/app.config';
import { describeBodies } from './openapi/describe-bodies';
import { describeErrors } from './openapi/describe-errors';
import { describeParameters, pathParameterPattern } from './openapi/describe-parameters';
import { describeSecurity } from './openapi/describe-security';
import { AppLogger } from './logging/app-logger';
import { TelemetryBatchDto } from './releases/dto/telemetry-batch.dto';
import { describeTelemetryRoute } from './releases/telemetry/telemetry.route';
import { logRequests } from './logging/request-log';

/** The response headers a cross-origin caller (the dashboard) may read. */
const CORS_EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, UNREAD_COUNT_HEADER];

/** JSON and form bodies are small (100 kB); images arrive as multipart and have their own limit. */
const BODY_LIMIT_BYTES = 100 * 1024;
/** text/plain is only the browsers' telemetry (a full batch is about 5 KB): more answers 413. */
const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;

/** Everything main.ts applies beyond the module graph, so the tests run the same stack. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  const fastify = app.getHttpAdapter().getInstance();
  // First, so everything after it (a refusal by CORS included) runs within the request's log scope.
  logRequests(fastify, logger);
  answerMethodNotAllowed(fastify, ROUTE_MATCHING, pathParameterPattern);
  // helmet's headers, decided once (common/security-headers.ts) and added to every answer, the
  // not-found and error answers included. @fastify/helmet would build a new helmet (every header,
  // the CSP parsed again) on each request.
  const helmetHeaders = securityHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(helmetHeaders);
    done();
  });
  // Multipart bodies are read by the routes that take a file (common/single-file-upload.ts),
  // each with its own limits; nothing else accepts them.
  await app.register(fastifyMultipart);
  refuseNonMultipartUploads(fastify);
  // CORS as the Fastify plugin it is, registered directly: Nest's app.enableCors() also copies
  // the CORS headers onto the raw response for answers that a Nest middleware ends. There is no
  // middleware here (skipMiddie), and that copy put every answer on Node's slow header path
  // (each header set and checked twice): about a quarter of a catalogue read's CPU.
  const allowlist = new Set(config.http.corsOrigins);
  await app.register(fastifyCors, {
    origin:
      allowlist.size === 0
        ? false
        : (origin, callback) => callback(null, !!origin && allowlist.has(origin)),
    // Every method the dashboard calls cross-origin (@fastify/cors allows only GET, HEAD and POST
    // unless told).
    methods: 'GET,HEAD,PUT,PATCH,POST,DELETE',
    exposedHeaders: CORS_EXPOSED_HEADERS.join(','),
    maxAge: 600,
  });
  // sendBeacon posts text/plain, which needs no CORS preflight: read whole, held to the
  // telemetry's limit (no other route reads text/plain), and handed on as a string. Read as bytes
  // and decoded once: Fastify's `parseAs: 'string'` decodes chunk by chunk through a StringDecoder,
  // which cost a beacon more than the decoding itself.
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer', bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body.toString('utf8')),
  );
  // No enableShutdownHooks: main.ts drains requests first (lifecycle/graceful-shutdown.ts), then
  // closes the modules; Nest's own hook would close the database under in-flight requests.

  // The API explorer maps every route for whoever asks: local and staging only.
  if (config.production) return;
  const document = describeErrors(
    describeBodies(
      describeParameters(
        describeSecurity(
          describeTelemetryRoute(
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
              // The telemetry route is Fastify's own (releases/telemetry/telemetry.route.ts).
              { extraModels: [TelemetryBatchDto] },
            ),
          ),
          app,
        ),
      ),
    ),
  );
  SwaggerModule.setup('docs', app, document);
}

/** Trusts the nearest `hops` addresses of a request's chain (the peer first), or none. */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * Express's routing, which the clients were written against: /categories/ is /categories, and
 * paths match whatever their case. A release preview's signed token is one path segment of a few
 * hundred characters.
 */
const ROUTE_MATCHING = { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 2048 };

/** Fastify's own options: the body limit, the proxies trusted, the request id. */
export function fastifyAdapterFor(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: ROUTE_MATCHING,
    // The client's address (the rate limits' key) is the one the outermost trusted proxy saw:
    // TRUST_PROXY hops, none by default. As a function: since 5.12 Fastify takes a bare hop count
    // as trusting no proxy at all (it cannot tell who the peer is), which would put every client
    // behind the gateway on one rate-limit budget. The deployments name their hops exactly.
    trustProxy: trustedHops(config.throttle.trustProxy),
    // The gateway's X-Request-Id, so request.id (audit entries) is the log lines' reqId.
    genReqId: requestIdOf,
    // A JSON body parses as JSON.parse reads it (an own "__proto__" key is only data), so the API's
    // own check (common/reserved-keys.ts) refuses it with a message naming the key and its path.
    onProtoPoisoning: 'ignore',
    // The API's own hooks log the requests (logging/request-log.ts); Fastify's logger stays off.
    logger: false,
    // No Nest middleware (the request log and the metrics are Fastify hooks): without middie every
    // request skips its onRequest run. A module that applies one fails at start, not silently.
    skipMiddie: true,
  });
}

/** Creates the configured, not yet listening, application. */
export async function createApp(
  config: AppConfig,
  options: AppModuleOptions = {},
  adapter: FastifyAdapter = fastifyAdapterFor(config),
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, options),
    adapter,
    { bufferLogs: true },
  );
  await configureApp(app, config);
  return app;
}
