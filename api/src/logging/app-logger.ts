import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, {
  type DestinationStream,
  type Logger,
  type LoggerOptions,
  stdSerializers,
} from 'pino';

/**
 * Defence in depth: the request lines log no headers, bodies or query strings, and these paths
 * are censored should anything else ever log an object carrying them.
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

/** What a log line says of its request: its id (the gateway's X-Request-Id), method and path. */
export interface RequestLine {
  id: string;
  method: string;
  url: string;
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * The API's one pino logger, as Nest's logger (app.useLogger): every `new Logger(Context)` line
 * is `{ context, msg }`, an Error goes under `err`, and a line logged while a request is served
 * carries that request's `req` (its id, method and path), bound the first time something logs in
 * it: a request that logs nothing costs no child logger.
 */
export class AppLogger implements LoggerService {
  readonly root: Logger;
  /** The request being served (any object standing for it), through every await of it. */
  private readonly scopes = new AsyncLocalStorage<object>();
  /** The loggers bound to requests that logged something. */
  private readonly bound = new WeakMap<object, Logger>();
  /** What a line says of the request a scope stands for (set by the request log). */
  describe: (scope: object) => RequestLine = () => ({ id: '', method: '', url: '' });

  constructor(level: string, destination?: DestinationStream) {
    const options: LoggerOptions = {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: stdSerializers.err },
    };
    this.root = destination ? pino(options, destination) : pino(options);
  }

  /** Runs `next` (and whatever it starts) as part of serving the request `scope` describes. */
  within(scope: object, next: () => void): void {
    this.scopes.run(scope, next);
  }

  /** The logger of the request being served, else the root. */
  get current(): Logger {
    const scope = this.scopes.getStore();
    if (!scope) return this.root;
    let logger = this.bound.get(scope);
    if (!logger) {
      logger = this.root.child({ req: this.describe(scope) });
      this.bound.set(scope, logger);
    }
    return logger;
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest's contract: the context is the last parameter; Nest's own handlers pass a stack before it. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const logger = this.current;
    if (!logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    let rest = params;
    if (params.length > 0) {
      fields.context = params[params.length - 1];
      rest = params.slice(0, -1);
    }
    if (message instanceof Error) {
      fields.err = message;
      logger[level](fields, ...(rest as []));
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message }, ...(rest as []));
    } else if (
      level === 'error' &&
      rest.length === 1 &&
      typeof rest[0] === 'string' &&
      /\n\s*at /.test(rest[0])
    ) {
      const error = new Error(String(message));
      error.stack = rest[0];
      logger.error({ ...fields, err: error });
    } else {
      logger[level](fields, String(message), ...(rest as []));
    }
  }
}
