#!/usr/bin/env node
// `npm start`: the whole product on the embedded defaults — database, Auth emulator, API, shell
// and both remotes, with seed data. Ctrl-C stops everything it started.
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

// Dependencies and Node 24 first: the tools below come from the workspace package.
await bootstrap();
const { startHarness } = await import('@threadline/tools/harness/start-harness');
const { bold, green, info, red, SetupError } = await import('@threadline/tools/process/log');
const { stopAll } = await import('@threadline/tools/process/processes');
const {
  apiEnvironment,
  assertPortsFree,
  buildAll,
  configuredPorts,
  LOCAL_PREVIEW_SECRET_FILE,
  localJwtSecret,
  localSecret,
  remoteBannerLines,
  remotePortsOf,
  seed,
  startApps,
} = await import('@threadline/tools/hosting/stack');

const ports = configuredPorts();
const dataDir = path.join(repoRoot, '.data');

let stopping = false;
let harness;
let apps;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await apps?.stop();
  await harness?.stop();
  await stopAll();
  console.log('Stopped. Nothing is left running.');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await assertPortsFree(ports);
  info('Building contracts, API, shell and remotes…');
  await buildAll();
  info('Starting the database and the Firebase Auth emulator…');
  harness = await startHarness({
    persistDir: dataDir,
    dbPort: ports.database,
    authPort: ports['auth emulator'],
    smtpPort: ports['mail SMTP'],
    mailHttpPort: ports['mail catcher'],
  });
  const jwtSecret = localJwtSecret(dataDir);
  const appPorts = {
    shell: ports.shell,
    ...remotePortsOf(ports),
    api: ports.api,
  };
  info('Seeding categories and the admin account…');
  const seeded = await seed(
    apiEnvironment({ harnessEnv: harness.env, ports: appPorts, jwtSecret }),
  );
  info('Starting the API, the shell and the remotes…');
  // Preview links work locally too: `npm run ship` and `release --stage` sign with the same file.
  const previewSecret =
    process.env.RELEASE_PREVIEW_SECRET || localSecret(dataDir, LOCAL_PREVIEW_SECRET_FILE);
  apps = await startApps({
    harnessEnv: harness.env,
    ports: appPorts,
    jwtSecret,
    extraEnv: { RELEASE_PREVIEW_SECRET: previewSecret },
  });
  const { urls } = apps;
  console.log(`
${bold(green('Threadline is running.'))}
  Shell (open this)   ${bold(urls.shell)}
${remoteBannerLines(urls, (remote) => `(live release ${apps.liveReleases[remote].id})`)}
  Releases            ${apps.releasesDir}   (npm run release | releases | rollback -- <remote>)
  API                 ${urls.api}   (docs: ${urls.api}/docs)
  Auth emulator       http://${harness.env.FIREBASE_AUTH_EMULATOR_HOST}
  Database            ${harness.env.MONGODB_URI}  (${harness.env.DB_ENGINE ?? 'external'})
  Mail catcher        ${harness.env.MAILPIT_URL ?? '?'}/api/v1/messages   (Mailpit REST; SMTP ${harness.env.SMTP_URL ?? '?'})
  Rate limits         ${harness.env.REDIS_URL ? `Redis ${harness.env.REDIS_URL}` : 'in memory (no redis-server)'}

  Admin login         ${bold(seeded.adminEmail ?? '?')}  /  ${bold(seeded.adminPassword ?? '?')}
  Admin passkey       open ${bold(urls.shell)} (localhost: a passkey cannot be bound to an IP address),
                      sign in, then Register a passkey (first time) or Confirm with passkey: the
                      browser's own passkey prompt, or Chrome DevTools > WebAuthn for a virtual one.
                      Keep the recovery code it shows once. Until then the admin has member rights.

Press Ctrl-C to stop everything.`);
} catch (error) {
  console.error(
    `\n${red('✖')} ${error instanceof SetupError ? error.message : (error.stack ?? error)}`,
  );
  await shutdown(1);
}
