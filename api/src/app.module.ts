import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream, stdSerializers } from 'pino';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { ContactsModule } from './contacts/contacts.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createRequestLogLevel } from './common/request-log-sampling';
import { requestIdOf } from './common/request-id';
import { createValidationPipe } from './common/validation.options';
import { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { ImagesModule } from './images/images.module';
import { NotificationsModule } from './notifications/notifications.module';
import { QuoteThreadsModule } from './quote-threads/quote-threads.module';
import { OrdersModule } from './orders/orders.module';
import { QuotesModule } from './quotes/quotes.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReleasesModule } from './releases/releases.module';
import { UsersModule } from './users/users.module';

/**
 * Defence in depth: the request serializer below logs no headers, bodies or query strings, and
 * these paths are censored should anything else ever log an object carrying them.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-firebase-token"]',
  'res.headers["set-cookie"]',
  '*.idToken',
  '*.token',
  '*.password',
  '*.refreshToken',
];

/** The query string can carry whatever a client puts there; the path is enough for a log. */
function withoutQuery(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

export interface AppModuleOptions {
  /** Where pino writes; the tests capture it to check what a log line holds. */
  logDestination?: DestinationStream;
  /** The bearer token GET /metrics wants; METRICS_TOKEN when not given, none when neither. */
  metricsToken?: string;
}

@Module({})
export class AppModule {
  /** The whole API, wired to one validated configuration (main.ts, the seed and the tests). */
  static register(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const pinoHttpOptions = {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // The request line's context, added when a line is written (a sampled read writes none):
      // customProps would bind a third child logger to every request to carry it.
      customSuccessObject: (_request: unknown, _response: unknown, line: object) => ({
        context: 'HTTP',
        ...line,
      }),
      customErrorObject: (_request: unknown, _response: unknown, _error: Error, line: object) => ({
        context: 'HTTP',
        ...line,
      }),
      // The gateway's X-Request-Id: the same id in its access log and in every line logged here,
      // and the one Fastify gave the request (request.id, which audit entries record).
      genReqId: (request: IncomingMessage & { id?: unknown }) =>
        typeof request.id === 'string' ? request.id : requestIdOf(request),
      // Failures and writes always; successful reads sampled (see createRequestLogLevel).
      customLogLevel: createRequestLogLevel(),
      // The serializers below read the raw request and response themselves: pino-http would
      // otherwise first copy each into pino's full shape (every header included) on every request,
      // only for these to keep three fields of it.
      wrapSerializers: false,
      serializers: {
        // middie may have cut a middleware's prefix off `url` while it runs; originalUrl is whole.
        req: (request: { id?: unknown; method?: string; url?: string; originalUrl?: string }) => ({
          id: request.id,
          method: request.method,
          url: withoutQuery(request.originalUrl ?? request.url),
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        err: stdSerializers.err,
      },
    };
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggerModule.forRoot({
          pinoHttp: options.logDestination
            ? [pinoHttpOptions, options.logDestination]
            : pinoHttpOptions,
        }),
        MongooseModule.forRoot(config.database.uri, {
          // While the database is away a query fails after server selection (503) instead of
          // waiting in Mongoose's buffer; when it is back the driver reconnects by itself.
          // A database that hangs (its process paused: connections open, no answer) fails a
          // query once its socket has been silent for socketTimeoutMS, and a new connection's
          // handshake after connectTimeoutMS; no read is retried on top, so every route answers
          // 503 within about DATABASE_TIMEOUT_MS, 2 s (bench/hung-database.mjs measures it).
          bufferCommands: false,
          serverSelectionTimeoutMS: config.database.timeoutMs,
          connectTimeoutMS: config.database.timeoutMs,
          socketTimeoutMS: config.database.timeoutMs,
          retryReads: false,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        // Before AuthModule: its global guard then runs first, so a flood is refused before any
        // token is verified.
        RateLimitModule,
        NotificationsModule,
        UsersModule,
        AuthModule,
        CategoriesModule,
        ContactsModule,
        ImagesModule,
        QuotesModule,
        QuoteThreadsModule,
        OrdersModule,
        HealthModule,
        ReleasesModule,
        AuditModule,
        MetricsModule.register(options.metricsToken ?? (process.env.METRICS_TOKEN || undefined)),
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
