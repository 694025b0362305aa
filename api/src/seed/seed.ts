// The seed command: `node dist/seed/seed.js` with the API's environment plus SEED_ADMIN_EMAIL
// and SEED_ADMIN_PASSWORD. Prints one line, `SEED_RESULT {...}`, for the launcher.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { type AppConfig, ConfigValidationError, loadAppConfig } from '../config/app.config';
import { type SeedAdmin, seedAdminCredentials, seedDatabase } from './seed-database';

/** Both checks run before either complains, so the report lists every problem at once. */
function readEnvironment(env: NodeJS.ProcessEnv): [AppConfig, SeedAdmin] {
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
  if (!config || !admin) throw new ConfigValidationError(problems);
  return [config, admin];
}

async function main(): Promise<void> {
  const [config, admin] = readEnvironment(process.env);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: ['error', 'warn'],
  });
  try {
    const result = await seedDatabase(app, admin);
    process.stdout.write(`SEED_RESULT ${JSON.stringify(result)}\n`);
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
