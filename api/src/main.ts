import 'reflect-metadata';
import { createApp } from './app.setup';
import { ConfigValidationError, loadAppConfig } from './config/app.config';
import { UsersRepository } from './users/users.repository';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadAppConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.http.port, config.http.host);
  app.get(UsersRepository).keepFresh();
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `The API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
