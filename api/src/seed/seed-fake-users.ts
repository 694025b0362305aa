import type { INestApplicationContext } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { mongo } from 'mongoose';
import { DEFAULT_USER_STATUS, type UserRole } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { User } from '../users/schemas/user.schema';
import { searchFieldsOf } from '../users/user-search';

/** The benchmark's users: `user-<n>@bench.threadline.test`, so `search=user-1` finds a subset. */
export const FAKE_USER_DOMAIN = 'bench.threadline.test';
export const MAX_FAKE_USERS = 1_000_000;
const BATCH_SIZE = 2000;
/** The refCode alphabet of ref-code.ts: a fake user's code is its number in that alphabet. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FIRST_CREATED_AT = Date.UTC(2024, 0, 1);

export interface FakeUsersResult {
  fakeUsers: number;
  fakeUsersCreated: number;
}

function refCodeOf(n: number): string {
  let code = '';
  for (let rest = n; code.length < 7; rest = Math.floor(rest / ALPHABET.length))
    code = ALPHABET[rest % ALPHABET.length] + code;
  return `Z${code}`;
}

/** Fake user number n (from 1): mostly 'user', every 100th a 'teacher', never an admin. */
export function fakeUser(n: number): User {
  const name = `Bench User-${n}`;
  const email = `user-${n}@${FAKE_USER_DOMAIN}`;
  const role: UserRole = n % 100 === 0 ? 'teacher' : 'user';
  return {
    uid: `bench-user-${n}`,
    name,
    email,
    role,
    status: DEFAULT_USER_STATUS,
    emailVerified: true,
    refCode: refCodeOf(n),
    createdAt: new Date(FIRST_CREATED_AT + n * 60_000),
    ...searchFieldsOf(name, email),
  };
}

/** Inserts a batch, skipping the users a previous run already stored; answers how many were new. */
async function insertMissing(users: Model<User>, batch: User[]): Promise<number> {
  try {
    return (await users.collection.insertMany(batch, { ordered: false })).insertedCount;
  } catch (error) {
    if (error instanceof mongo.MongoBulkWriteError) {
      const problems = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      if (problems.every((problem) => problem.code === 11000)) return error.insertedCount;
    }
    if (isDuplicateKeyError(error)) return 0;
    throw error;
  }
}

/**
 * Adds users 1…count for the load benchmark, in batches straight into the collection (no Firebase
 * accounts: nobody signs in as them). Idempotent: a second run inserts nothing, and a run with a
 * larger count adds only the missing ones.
 */
export async function seedFakeUsers(
  app: INestApplicationContext,
  count: number,
  progress: (message: string) => void = () => undefined,
): Promise<FakeUsersResult> {
  const users = app.get<Model<User>>(getModelToken(User.name));
  const started = Date.now();
  let created = 0;
  for (let first = 1; first <= count; first += BATCH_SIZE) {
    const last = Math.min(count, first + BATCH_SIZE - 1);
    const batch = Array.from({ length: last - first + 1 }, (_, i) => fakeUser(first + i));
    created += await insertMissing(users, batch);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (last === count || (last - first + 1 === BATCH_SIZE && (last / BATCH_SIZE) % 5 === 0))
      progress(
        `fake users: ${last.toLocaleString('en')} of ${count.toLocaleString('en')} (${created.toLocaleString('en')} new) in ${seconds} s`,
      );
  }
  return { fakeUsers: count, fakeUsersCreated: created };
}
