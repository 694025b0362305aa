import { IsIn, IsOptional } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

class LoggingVariables {
  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;
}

export const loggingConfig = registerAs('logLevel', {
  variables: LoggingVariables,
  load: (env: Environment): LogLevel => (env.LOG_LEVEL ?? 'info') as LogLevel,
});
