import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { mongo } from 'mongoose';
import { catchError, type Observable, throwError } from 'rxjs';
import { ApiMetrics } from './api-metrics';

/** timeout: the database took longer than socketTimeoutMS; unavailable: no server to ask. */
export function databaseFailureKind(error: unknown): 'timeout' | 'unavailable' | undefined {
  if (error instanceof mongo.MongoNetworkTimeoutError) return 'timeout';
  if (error instanceof mongo.MongoServerSelectionError) return 'unavailable';
  if (error instanceof mongo.MongoNetworkError) return 'unavailable';
  if (error instanceof mongo.MongoError && /timed out|timeout/i.test(error.message))
    return 'timeout';
  return undefined;
}

/** Counts requests that failed on the database; the error goes on to the exception filter. */
@Injectable()
export class DatabaseFailureInterceptor implements NestInterceptor {
  constructor(private readonly metrics: ApiMetrics) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const kind = databaseFailureKind(error);
        if (kind) this.metrics.databaseFailures.inc({ kind });
        return throwError(() => error);
      }),
    );
  }
}
