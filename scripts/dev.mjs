#!/usr/bin/env node
// `npm run dev`: the everyday loop. The database and the Auth emulator (with seed data), contracts
// and the API compiled in watch mode (the API restarts on each change), and the shell and both
// remotes on webpack dev servers with Fast Refresh.
// `npm run dev -- remote-dashboard`: only that remote on its dev server; the shell and the other
// remote are their live builds (the live release when one exists, else dist/), as deployed.
// Ctrl-C stops everything it started. `npm start` stays the production-like run.
import fs from 'node:fs';
import path from 'node:path';
import { bootstrap, repoRoot } from './bootstrap.mjs';

// Dependencies and Node 24 first: the tools below come from the workspace package.
await bootstrap();
const { startHarness } = await import('@threadline/tools/harness/start-harness');
const { bold, dim, green, info, red, SetupError, fail } =
  await import('@threadline/tools/process/log');
const { waitForHttp } = await import('@threadline/tools/process/ports');
const { lastOutput, run, startService, stopAll } =
  await import('@threadline/tools/process/processes');
const { releasesRoot } = await import('@threadline/tools/releases/release-remote');
const { REMOTES } = await import('@threadline/releases');
const {
  apiEnvironment,
  assertPortsFree,
  configuredPorts,
  cspFor,
  localJwtSecret,
  runtimeConfigFor,
  seed,
  urlsFor,
} = await import('@threadline/tools/hosting/stack');
const { serveStatic } = await import('@threadline/tools/hosting/static-server');

const startedAt = performance.now();
const ports = configuredPorts();
const appPorts = {
  shell: ports.shell,
  public: ports.public,
  dashboard: ports.dashboard,
  api: ports.api,
};
// DEV_DATA_DIR: `npm run dev:check` keeps its throwaway accounts out of the everyday data.
const dataDir = path.resolve(process.env.DEV_DATA_DIR || path.join(repoRoot, '.data'));
const node = process.execPath;
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
/** `tsc --watch` that rechecks only what changed since the last run (its state kept outside dist/). */
const tscWatch = (project, name) => [
  tsc,
  '-p',
  project,
  '--watch',
  '--preserveWatchOutput',
  '--incremental',
  '--tsBuildInfoFile',
  path.join(repoRoot, 'node_modules/.cache/threadline', `${name}.tsbuildinfo`),
];

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !REMOTES.includes(name));
/** The apps on dev servers; the others are served from their live builds. */
const devApps = asked.length ? asked : ['shell', ...REMOTES];
const portOf = {
  shell: ports.shell,
  'remote-public': ports.public,
  'remote-dashboard': ports.dashboard,
};

let stopping = false;
let harness;
const servers = [];

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const server of servers) await server.close();
  await stopAll();
  await harness?.stop();
  console.log('Stopped. Nothing is left running.');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Resolves once a `tsc --watch` service has finished its first compilation. */
async function firstCompilation(service) {
  while (!service.output.some((line) => /Watching for file changes/.test(line))) {
    if (!service.isAlive()) throw new Error(`${service.name} exited:\n${lastOutput(service)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const errors = service.output.find((line) => /Found [1-9]\d* errors?/.test(line));
  if (errors) info(`${service.name}: ${errors.replace(/^.*Found/, 'found')} (it keeps watching)`);
}

/** A remote's live build: its live release when `npm run release` made one, else its dist/. */
function liveRemote(remote) {
  const releases = path.join(releasesRoot(), remote);
  return fs.existsSync(path.join(releases, 'live.json'))
    ? { releases, label: 'live release' }
    : { label: 'dist/' };
}

try {
  if (unknown.length)
    fail(
      `Unknown app ${unknown.join(', ')}: name ${REMOTES.join(' or ')}, or nothing for all of them.`,
    );
  await assertPortsFree(ports);
  const liveApps = ['shell', ...REMOTES].filter((app) => !devApps.includes(app));
  const missing = liveApps.filter(
    (app) =>
      !fs.existsSync(
        path.join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'),
      ),
  );
  for (const app of missing) {
    info(`Building ${app} (it has no build to serve)…`);
    await run('npm', ['run', 'build', '-w', `@threadline/${app}`, '--silent'], { cwd: repoRoot });
  }

  info(
    `Starting the database, the Auth emulator, watch compilers and dev servers (${devApps.join(', ')})…`,
  );
  const harnessStarting = startHarness({
    persistDir: dataDir,
    dbPort: ports.database,
    authPort: ports['auth emulator'],
    smtpPort: ports['mail SMTP'],
    mailHttpPort: ports['mail catcher'],
  });
  harnessStarting.catch(() => undefined);

  // contracts is read from its build everywhere: CommonJS for the API, ES modules for the front ends.
  const contractsTsc = startService(
    'contracts',
    node,
    tscWatch('contracts/tsconfig.build.json', 'contracts'),
    { cwd: repoRoot, quiet: true },
  );
  const contractsEsmTsc = startService(
    'contracts (esm)',
    node,
    tscWatch('contracts/tsconfig.esm.json', 'contracts-esm'),
    { cwd: repoRoot, quiet: true },
  );

  const urls = urlsFor(appPorts);
  const devUrl = (app) => `http://127.0.0.1:${portOf[app]}`;
  // Until the harness answers, the emulator's address is the one it is asked to use.
  const harnessEnvGuess = {
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-threadline',
    FIREBASE_AUTH_EMULATOR_HOST:
      process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports['auth emulator']}`,
  };
  const runtimeConfig = runtimeConfigFor({ ports: appPorts, harnessEnv: harnessEnvGuess });
  const shellIsLive = !devApps.includes('shell');
  const devServers = devApps.map((app) =>
    startService(
      app,
      node,
      [webpackCli, 'serve', '--mode', 'development', '--port', String(portOf[app])],
      {
        cwd: path.join(repoRoot, app),
        env: {
          ...process.env,
          SHELL_RUNTIME_CONFIG: JSON.stringify(runtimeConfig),
          // A live shell runs production React: no Fast Refresh, and the remote builds for it.
          DEV_LIVE_SHELL: shellIsLive ? 'true' : 'false',
        },
        quiet: true,
      },
    ),
  );

  await firstCompilation(contractsTsc);
  await firstCompilation(contractsEsmTsc);
  // The API requires the release store's CommonJS build; it changes seldom, so it is built once.
  await run('npm', ['run', 'build', '-w', '@threadline/releases', '--silent'], { cwd: repoRoot });
  const apiTsc = startService('api build', node, tscWatch('api/tsconfig.build.json', 'api'), {
    cwd: repoRoot,
    quiet: true,
  });
  await firstCompilation(apiTsc);

  harness = await harnessStarting;
  const jwtSecret = localJwtSecret(dataDir);
  const apiEnv = apiEnvironment({ harnessEnv: harness.env, ports: appPorts, jwtSecret });
  const seeded = await seed(apiEnv);
  const api = startService('api', node, ['--watch', 'api/dist/main.js'], {
    cwd: repoRoot,
    env: apiEnv,
    quiet: true,
  });

  const live = {};
  // The live servers' CSP lets the page reach the dev servers' reload sockets too.
  const devSockets = devApps
    .filter((app) => app !== 'shell')
    .map((app) => `ws://127.0.0.1:${portOf[app]}`);
  const csp = cspFor(runtimeConfigFor({ ports: appPorts, harnessEnv: harness.env }), {
    devSockets,
  });
  for (const remote of REMOTES.filter((name) => !devApps.includes(name))) {
    live[remote] = liveRemote(remote);
    servers.push(
      await serveStatic({
        root: path.join(repoRoot, remote, 'dist'),
        port: portOf[remote],
        releases: live[remote].releases,
        csp,
        sourceMaps: true,
      }),
    );
  }
  if (shellIsLive) {
    servers.push(
      await serveStatic({
        root: path.join(repoRoot, 'shell/dist'),
        port: ports.shell,
        spa: true,
        runtimeConfig: runtimeConfigFor({ ports: appPorts, harnessEnv: harness.env }),
        csp,
        sourceMaps: true,
      }),
    );
  }

  await waitForHttp(`${urls.api}/health`, {
    name: 'API',
    timeoutMs: 120_000,
    isAlive: api.isAlive,
  });
  for (const [index, app] of devApps.entries()) {
    const readyUrl = app === 'shell' ? `${devUrl(app)}/` : `${devUrl(app)}/mf-manifest.json`;
    await waitForHttp(readyUrl, {
      name: `${app} dev server`,
      timeoutMs: 180_000,
      isAlive: devServers[index].isAlive,
    });
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const devLabel = shellIsLive
    ? 'dev server; an edit reloads the page, as the live shell has no Fast Refresh'
    : 'dev server, Fast Refresh';
  const describe = (app) => (devApps.includes(app) ? devLabel : (live[app]?.label ?? 'dist/'));
  console.log(`
${bold(green(`Threadline dev loop is ready in ${seconds} s.`))}
  Shell (open this)   ${bold(urls.shell)}   ${dim(`(${describe('shell')})`)}
  remote-public       ${urls.publicRemote}/mf-manifest.json   ${dim(`(${describe('remote-public')})`)}
  remote-dashboard    ${urls.dashboardRemote}/mf-manifest.json   ${dim(`(${describe('remote-dashboard')})`)}
  API                 ${urls.api}   (docs: ${urls.api}/docs; restarts on every change)
  Auth emulator       http://${harness.env.FIREBASE_AUTH_EMULATOR_HOST}
  Database            ${harness.env.MONGODB_URI}  (${harness.env.DB_ENGINE ?? 'external'})
  Mail catcher        ${harness.env.MAILPIT_URL ?? '?'}/api/v1/messages   (Mailpit REST; SMTP ${harness.env.SMTP_URL ?? '?'})

  Admin login         ${bold(seeded.adminEmail ?? '?')}  /  ${bold(seeded.adminPassword ?? '?')}

The compilers and the API log here (VERBOSE=1: every service). Press Ctrl-C to stop everything.`);
  // From now on the compilers' errors and the API's log belong on screen; webpack's errors show
  // in the browser's overlay.
  for (const service of [contractsTsc, contractsEsmTsc, apiTsc, api]) service.quiet = false;
} catch (error) {
  console.error(
    `\n${red('✖')} ${error instanceof SetupError ? error.message : (error.stack ?? error)}`,
  );
  await shutdown(1);
}
