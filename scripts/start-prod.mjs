#!/usr/bin/env node
// `npm run start:prod`: the production topology of docker-compose.yml on this machine, without
// Docker — Debian's nginx (the API gateway, the shell, both remotes) from deploy/'s configs, two
// API processes with NODE_ENV=production, Redis and the database. Auth is the one difference: the
// Auth emulator, allowed by the staging switch. Ctrl-C stops everything it started.
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

await bootstrap();
console.log(`Node ${process.version}`);
const { bold, green, info, red, SetupError } = await import('@threadline/tools/process/log');
const { stopAll } = await import('@threadline/tools/process/processes');
const { buildAll } = await import('@threadline/tools/hosting/stack');
const { REMOTE_FOLDERS } = await import('@threadline/contracts/remotes');
const { productionPorts, startProductionStack } =
  await import('@threadline/tools/hosting/production-stack');

const replicas = Number(process.env.API_REPLICAS ?? 2);
let stack;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack?.stop();
  await stopAll();
  console.log('Stopped. Nothing is left running.');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  info('Building contracts, API, shell and remotes…');
  await buildAll();
  info(`Starting the database, the Auth emulator, Redis, ${replicas} API processes and nginx…`);
  stack = await startProductionStack({
    persistDir: path.join(repoRoot, '.data', 'prod'),
    ports: productionPorts(replicas),
    replicas,
    supervise: true,
    keepRunDir: true,
    prometheus: true,
  });
  const { urls, apis } = stack;
  console.log(`
${bold(green('Threadline runs in its production topology.'))}
  Shell (open this)   ${bold(urls.shell)}            nginx, deploy/nginx/shell.conf
${REMOTE_FOLDERS.map((remote) => `  ${remote.padEnd(19)} ${urls.remotes[remote]}            nginx, deploy/nginx/remote.conf`).join('\n')}
  API gateway         ${urls.gateway}            nginx, deploy/api-gateway/nginx.conf
${apis.map((api) => `  ${api.name.padEnd(19)} ${api.url}   NODE_ENV=production (pid ${api.service.child.pid})`).join('\n')}
  Prometheus          ${urls.prometheus}            deploy/prometheus (scrapes both API processes)
  Database            ${stack.harnessEnv.MONGODB_URI}
  Redis               ${stack.harnessEnv.REDIS_URL}
  Auth                the emulator, http://${stack.harnessEnv.FIREBASE_AUTH_EMULATOR_HOST} (STAGING_AUTH_EMULATOR)
  Configs and logs    ${stack.runDir}

  Admin login         ${bold(stack.seeded.adminEmail ?? '?')}  /  ${bold(stack.seeded.adminPassword ?? '?')}

Rolling restart of one API process: kill -TERM <pid> (it drains and exits; it is started again).
Press Ctrl-C to stop everything.`);
} catch (error) {
  console.error(
    `\n${red('✖')} ${error instanceof SetupError ? error.message : (error.stack ?? error)}`,
  );
  await shutdown(1);
}
