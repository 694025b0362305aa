import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { checkPassword, EMAIL_PATTERN } from '@threadline/contracts';
import { AUTH_TIMEOUT_MS, FirebaseAuthService } from '../firebase/firebase-auth.service';
import { withTimeout } from '../common/with-timeout';
import { CategoriesService } from '../categories/categories.service';
import { ConfigValidationError } from '../config/app.config';
import { ImagesService } from '../images/images.service';
import { UsersService } from '../users/users.service';
import { SEED_CATEGORIES } from './seed-catalogue';
import { MAX_FAKE_USERS } from './seed-fake-users';

export const DEFAULT_ADMIN_EMAIL = 'admin@threadline.local';
const ADMIN_NAME = 'Threadline Admin';
// The same folder from src/seed (ts-jest, tests) and dist/seed (node).
const ASSETS_DIR = path.resolve(__dirname, '..', '..', 'seed-assets');

export interface SeedAdmin {
  email: string;
  password: string;
}

export interface SeedResult {
  adminEmail: string;
  adminPassword: string;
  categories: number;
  categoriesCreated: number;
}

/** SEED_FAKE_USERS: how many benchmark users to add (0 when unset). */
export function seedFakeUsersCount(env: NodeJS.ProcessEnv): number {
  const raw = env.SEED_FAKE_USERS?.trim();
  if (!raw) return 0;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > MAX_FAKE_USERS)
    throw new ConfigValidationError([
      `SEED_FAKE_USERS must be a whole number from 0 to ${MAX_FAKE_USERS}`,
    ]);
  return count;
}

/**
 * The admin account to create. Its password has no fallback here, so none ships in the API
 * image: the local launcher (tools/hosting/stack.mjs) passes its own for `npm start`.
 */
export function seedAdminCredentials(env: NodeJS.ProcessEnv): SeedAdmin {
  const email = (env.SEED_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = env.SEED_ADMIN_PASSWORD ?? '';
  const problems: string[] = [];
  if (!EMAIL_PATTERN.test(email)) problems.push('SEED_ADMIN_EMAIL must be an email address');
  const passwordProblem = password
    ? checkPassword(password)
    : 'required (the admin account’s first password)';
  if (passwordProblem) problems.push(`SEED_ADMIN_PASSWORD: ${passwordProblem}`);
  if (problems.length > 0) throw new ConfigValidationError(problems);
  return { email, password };
}

/**
 * Idempotent: the admin's Firebase account and user record are created or brought up to date,
 * and only missing categories are added (with their images), so a second run adds nothing.
 */
export async function seedDatabase(
  app: INestApplicationContext,
  admin: SeedAdmin,
): Promise<SeedResult> {
  const firebase = app.get(FirebaseAuthService).auth;
  const users = app.get(UsersService);
  const categories = app.get(CategoriesService);
  const images = app.get(ImagesService);

  // Every call to Firebase has a timeout: a hung provider fails the seed instead of holding it.
  const bounded = <T>(call: Promise<T>) => withTimeout(call, AUTH_TIMEOUT_MS, 'Firebase Auth');
  const existing = await bounded(firebase.getUserByEmail(admin.email)).catch(
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return undefined;
      throw error;
    },
  );
  const account = existing
    ? await bounded(
        firebase.updateUser(existing.uid, { password: admin.password, emailVerified: true }),
      )
    : await bounded(
        firebase.createUser({
          email: admin.email,
          password: admin.password,
          emailVerified: true,
          displayName: ADMIN_NAME,
        }),
      );
  await users.ensureAdmin({
    uid: account.uid,
    email: admin.email,
    emailVerified: true,
    name: ADMIN_NAME,
  });

  let categoriesCreated = 0;
  for (const category of SEED_CATEGORIES) {
    if (await categories.exists(category.key)) continue;
    const store = async (suffix: string) => {
      const bytes = await readFile(path.join(ASSETS_DIR, `${category.key}${suffix}.webp`));
      return (await images.store(bytes, 'seed')).url;
    };
    const image = await store('');
    const galleryImages = [await store('-1'), await store('-2'), await store('-3')];
    await categories.create({ ...category, image, galleryImages });
    categoriesCreated += 1;
  }

  return {
    adminEmail: admin.email,
    adminPassword: admin.password,
    categories: SEED_CATEGORIES.length,
    categoriesCreated,
  };
}
