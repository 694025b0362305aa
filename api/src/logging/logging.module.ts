import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AppLogger } from './app-logger';

/**
 * The API's logger (AppLogger) for every module; app.setup.ts makes it Nest's logger and adds
 * the request log's Fastify hooks (request-log.ts).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(level: string, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: AppLogger, useValue: new AppLogger(level, destination) }],
      exports: [AppLogger],
    };
  }
}
