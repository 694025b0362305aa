import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app.setup';
import { ConfigValidationError, loadAppConfig } from './config/app.config';
import { drainMsFromEnv, drainOnSignals, gracefulShutdown } from './lifecycle/graceful-shutdown';
import { unsupportedNodeReason } from './runtime/node-support';
import { UsersRepository } from './users/users.repository';
import { AppLogger } from './logging/app-logger';

/** The `engines.node` of the API's package.json, beside dist/ in the build and in the image. */
function enginesNode(): string | undefined {
  const manifest = path.join(__dirname, '..', 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).engines?.node;
}

async function bootstrap(): Promise<void> {
  const nodeProblem = unsupportedNodeReason(process.version, enginesNode());
  if (nodeProblem) {
    process.stderr.write(`${nodeProblem}\n`);
    process.exit(1);
  }
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
  const drainMs = drainMsFromEnv(process.env);
  if (drainMs === null) {
    process.stderr.write(
      'Invalid configuration:\n  - SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 1 to 600\n',
    );
    process.exit(1);
  }
  const app = await createApp(config);
  drainOnSignals(gracefulShutdown(app, { drainMs }), (message) => app.get(AppLogger).log(message));
  await app.listen(config.http.port, config.http.host);
  app.get(UsersRepository).keepFresh();
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `The API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
