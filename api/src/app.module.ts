import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import type { DestinationStream } from 'pino';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { ContactsModule } from './contacts/contacts.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createValidationPipe } from './common/validation.options';
import { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { ImagesModule } from './images/images.module';
import { NotificationsModule } from './notifications/notifications.module';
import { QuoteThreadsModule } from './quote-threads/quote-threads.module';
import { QuoteLinesModule } from './quote-lines/quote-lines.module';
import { OffersModule } from './offers/offers.module';
import { OrdersModule } from './orders/orders.module';
import { QuotesModule } from './quotes/quotes.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReleasesModule } from './releases/releases.module';
import { TrashModule } from './trash/trash.module';
import { SavedViewsModule } from './views/saved-views.module';
import { UsersModule } from './users/users.module';
import { StylesModule } from './styles/styles.module';

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
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggingModule.forRoot(config.logLevel, options.logDestination),
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
        TrashModule,
        SavedViewsModule,
        StylesModule,
        QuoteLinesModule,
        OffersModule,
        MetricsModule.register(options.metricsToken ?? (process.env.METRICS_TOKEN || undefined)),
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
