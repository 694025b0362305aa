// The seed command: `node dist/seed/seed.js` with the API's environment plus SEED_ADMIN_EMAIL,
// SEED_ADMIN_PASSWORD and, for the load benchmark, SEED_FAKE_USERS=N. Prints one line,
// `SEED_RESULT {...}`, on stdout for the launcher; progress goes to stderr.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { type AppConfig, ConfigValidationError, loadAppConfig } from '../config/app.config';
import {
  type SeedAdmin,
  seedAdminCredentials,
  seedDatabase,
  seedFakeUsersCount,
} from './seed-database';
import { seedFakeUsers } from './seed-fake-users';

/** Both checks run before either complains, so the report lists every problem at once. */
function readEnvironment(env: NodeJS.ProcessEnv): [AppConfig, SeedAdmin, number] {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigValidationError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const config = attempt(() => loadAppConfig(env));
  const admin = attempt(() => seedAdminCredentials(env));
  const fakeUsers = attempt(() => seedFakeUsersCount(env));
  if (!config || !admin || fakeUsers === undefined) throw new ConfigValidationError(problems);
  return [config, admin, fakeUsers];
}

async function main(): Promise<void> {
  const [config, admin, fakeUsers] = readEnvironment(process.env);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: ['error', 'warn'],
  });
  try {
    const result = await seedDatabase(app, admin);
    const fake =
      fakeUsers > 0
        ? await seedFakeUsers(app, fakeUsers, (line) => process.stderr.write(`${line}\n`))
        : {};
    process.stdout.write(`SEED_RESULT ${JSON.stringify({ ...result, ...fake })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigValidationError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
