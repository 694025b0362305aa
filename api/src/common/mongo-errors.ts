import { mongo } from 'mongoose';

export const DUPLICATE_KEY_CODE = 11000;

export function isDuplicateKeyError(
  error: unknown,
): error is InstanceType<typeof mongo.MongoServerError> {
  return error instanceof mongo.MongoServerError && error.code === DUPLICATE_KEY_CODE;
}
