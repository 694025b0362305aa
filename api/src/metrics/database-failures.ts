import { mongo } from 'mongoose';

/** timeout: the database took longer than socketTimeoutMS; unavailable: no server to ask. */
export function databaseFailureKind(error: unknown): 'timeout' | 'unavailable' | undefined {
  if (error instanceof mongo.MongoNetworkTimeoutError) return 'timeout';
  if (error instanceof mongo.MongoServerSelectionError) return 'unavailable';
  if (error instanceof mongo.MongoNetworkError) return 'unavailable';
  if (error instanceof mongo.MongoError && /timed out|timeout/i.test(error.message))
    return 'timeout';
  return undefined;
}
