import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createValidationPipe } from './common/validation.options';
import { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { UsersModule } from './users/users.module';

/** Headers whose values never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

@Module({})
export class AppModule {
  /** The whole API, wired to one validated configuration (main.ts, the seed and the tests). */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            customProps: () => ({ context: 'HTTP' }),
            serializers: {
              res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
            },
          },
        }),
        MongooseModule.forRoot(config.database.uri, {
          serverSelectionTimeoutMS: 5000,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        UsersModule,
        AuthModule,
        CategoriesModule,
        ImagesModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
