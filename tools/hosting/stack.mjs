// Starts the product's own processes on top of a running harness: the API (built), and static
// servers for the shell (with its runtime config) and both remotes. Used by npm start and e2e.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTE_REGISTRY } from '@threadline/contracts/remotes';
import { repoRoot } from '../process/repo-root.mjs';
import { fail } from '../process/log.mjs';
import { isPortFree, waitForHttp } from '../process/ports.mjs';
import { lastOutput, run, startService } from '../process/processes.mjs';
import { releaseCurrentBuild, releasesRoot } from '../releases/release-remote.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { CSP_REPORT_PATH, serveStatic } from './static-server.mjs';

const HOST = '127.0.0.1';
/**
 * The host the shell is opened on: a passkey's relying-party id is a host name, never an IP
 * address, so the browser must be on `localhost` (it still connects to 127.0.0.1).
 */
export const SHELL_HOST = 'localhost';

/** A remote's key in the ports object: its folder without `remote-` (`public`, `dashboard`). */
export const remotePortKey = (remote) => remote.folder.replace(/^remote-/, '');
/** Of a ports object, the registered remotes' ones (`{ public, dashboard }`). */
export const remotePortsOf = (ports) =>
  Object.fromEntries(
    REMOTE_REGISTRY.map((remote) => [remotePortKey(remote), ports[remotePortKey(remote)]]),
  );
/** The container variable that carries a remote's manifest URL to the shell: REMOTE_PUBLIC_URL. */
export const remoteUrlVariable = (remote) => `${remote.federationName.toUpperCase()}_URL`;
/** The banner's lines, one per remote: its folder, its manifest and what serves it. */
export const remoteBannerLines = (urls, describe) =>
  REMOTE_REGISTRY.map(
    (remote) =>
      `  ${remote.folder.padEnd(19)} ${urls.remotes[remote.folder]}/mf-manifest.json   ${describe(remote.folder)}`,
  ).join('\n');

/** What the API alone needs built (the bench and the restore drill run no front end). */
export const API_BUILD_OUTPUTS = [
  'contracts/dist/index.js',
  'releases/dist/index.js',
  'api/dist/main.js',
];

export function requireBuilt(
  outputs = [
    ...API_BUILD_OUTPUTS,
    'shell/dist/index.html',
    ...REMOTE_FOLDERS.map((folder) => `${folder}/dist/mf-manifest.json`),
  ],
) {
  const missing = outputs.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  if (missing.length)
    fail(`These build outputs are missing: ${missing.join(', ')}. Run \`npm run build\`.`);
}

/** The ports `npm start` and `npm run dev` use: the defaults, or the *_PORT variables. */
export function configuredPorts() {
  const port = (name, fallback) => Number(process.env[name] ?? fallback);
  return {
    shell: port('SHELL_PORT', 3000),
    ...Object.fromEntries(
      REMOTE_REGISTRY.map((remote) => [
        remotePortKey(remote),
        port(remote.portEnv, remote.devPort),
      ]),
    ),
    api: port('API_PORT', 4000),
    'auth emulator': port('AUTH_EMULATOR_PORT', 9099),
    ...(process.env.MONGODB_URI ? {} : { database: port('DB_PORT', 27018) }),
    ...(process.env.SMTP_URL
      ? {}
      : { 'mail SMTP': port('SMTP_PORT', 1025), 'mail catcher': port('MAILPIT_PORT', 8025) }),
  };
}

export async function assertPortsFree(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports))
    if (!(await isPortFree(port))) taken.push(`${port} (${name})`);
  if (taken.length) {
    fail(
      `Port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}.\n` +
        'Stop whatever is using them (another `npm start`?), or choose other ports with ' +
        'SHELL_PORT, PUBLIC_PORT, DASHBOARD_PORT, API_PORT, AUTH_EMULATOR_PORT, DB_PORT, SMTP_PORT, MAILPIT_PORT.',
    );
  }
}

/** A per-installation secret kept in `dataDir` (never committed); random when there is none. */
export function localSecret(dataDir, name) {
  if (!dataDir) return crypto.randomBytes(48).toString('hex');
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The secret that signs API tokens locally. */
export const localJwtSecret = (dataDir) => localSecret(dataDir, 'jwt-secret');

/**
 * The secret that signs preview links locally: `npm start` gives it to the API, and
 * `npm run release -- <remote> --stage` (and `ship`) read the same file to print a link.
 */
export const LOCAL_PREVIEW_SECRET_FILE = 'release-preview-secret';

export function urlsFor(ports) {
  return {
    shell: `http://${SHELL_HOST}:${ports.shell}`,
    publicRemote: `http://${HOST}:${ports.public}`,
    dashboardRemote: `http://${HOST}:${ports.dashboard}`,
    api: `http://${HOST}:${ports.api}`,
    /** Each registered remote's origin, by folder. */
    remotes: Object.fromEntries(
      REMOTE_REGISTRY.map((remote) => [
        remote.folder,
        `http://${HOST}:${ports[remotePortKey(remote)]}`,
      ]),
    ),
  };
}

export function apiEnvironment({
  harnessEnv,
  ports,
  jwtSecret,
  logLevel = 'info',
  extraOrigins = [],
  extraEnv = {},
}) {
  const urls = urlsFor(ports);
  const origins = [
    urls.shell,
    ...Object.values(urls.remotes),
    `http://${HOST}:${ports.shell}`,
    ...extraOrigins,
  ];
  return {
    ...process.env,
    ...harnessEnv,
    HOST,
    PORT: String(ports.api),
    JWT_SECRET: jwtSecret,
    CORS_ORIGINS: origins.join(','),
    PUBLIC_API_URL: urls.api,
    // Where the links in emails point: the shell.
    APP_URL: urls.shell,
    LOG_LEVEL: logLevel,
    // The browser talks to the API directly: no proxy, so X-Forwarded-For is never believed.
    TRUST_PROXY: '0',
    // Passkeys are bound to the shell's host and origin.
    WEBAUTHN_RP_ID: SHELL_HOST,
    WEBAUTHN_ORIGINS: urls.shell,
    ...extraEnv,
  };
}

export function runtimeConfigFor({ ports, harnessEnv }) {
  const urls = urlsFor(ports);
  return {
    apiUrl: urls.api,
    remotes: Object.fromEntries(
      REMOTE_REGISTRY.map((remote) => [
        remote.federationName,
        `${urls.remotes[remote.folder]}/mf-manifest.json`,
      ]),
    ),
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${HOST}`,
      projectId: harnessEnv.FIREBASE_PROJECT_ID,
      authEmulatorUrl: `http://${harnessEnv.FIREBASE_AUTH_EMULATOR_HOST}`,
    },
  };
}

// The seed lives with the other seeding (tools/harness/seed-data.mjs); the launchers import it here.
export { seed } from '../harness/seed-data.mjs';

/** The one CSP of the shell and both remotes, from the runtime config they serve. */
export function cspFor(runtimeConfig, { reportUri, devSockets } = {}) {
  return contentSecurityPolicy({
    apiUrl: runtimeConfig.apiUrl,
    remoteUrls: Object.values(runtimeConfig.remotes),
    authDomain: runtimeConfig.firebase.authDomain,
    authEmulatorUrl: runtimeConfig.firebase.authEmulatorUrl,
    reportUri,
    devSockets,
  });
}

/**
 * Starts the API and the three static servers; resolves once each answers. Each remote is served
 * from its releases in `releasesDir` (RELEASES_DIR), the build just made becoming a release when
 * it is new, so `npm run release` and `npm run rollback` work while this runs. `onCspReport`
 * (the journeys) receives every CSP violation a browser reports to the shell's server.
 */
export async function startApps({
  harnessEnv,
  ports,
  jwtSecret,
  logLevel,
  quietApi = false,
  extraOrigins,
  extraEnv,
  releasesDir = releasesRoot(),
  onCspReport,
}) {
  const urls = urlsFor(ports);
  // The API reads and writes the same release store (the Releases page, promote and stop, the
  // canary watcher).
  const apiEnv = {
    ...apiEnvironment({ harnessEnv, ports, jwtSecret, logLevel, extraOrigins, extraEnv }),
    RELEASES_DIR: releasesDir,
  };
  const runtimeConfig = runtimeConfigFor({ ports, harnessEnv });
  const csp = cspFor(runtimeConfig, {
    reportUri: onCspReport ? `${urls.shell}${CSP_REPORT_PATH}` : undefined,
  });
  const liveReleases = {};
  for (const remote of REMOTE_FOLDERS) {
    const { store, release } = await releaseCurrentBuild(remote, { root: releasesDir });
    liveReleases[remote] = { dir: store.dir, id: release.id };
  }
  const api = startService('api', process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env: apiEnv,
    quiet: quietApi,
  });
  const servers = [];
  try {
    for (const remote of REMOTE_REGISTRY)
      servers.push(
        await serveStatic({
          root: path.join(repoRoot, remote.folder, 'dist'),
          port: ports[remotePortKey(remote)],
          releases: liveReleases[remote.folder].dir,
          csp,
        }),
      );
    servers.push(
      await serveStatic({
        root: path.join(repoRoot, 'shell/dist'),
        port: ports.shell,
        spa: true,
        runtimeConfig,
        csp,
        onCspReport,
      }),
    );
    await waitForHttp(`${urls.api}/health`, {
      name: 'API',
      timeoutMs: 60_000,
      isAlive: api.isAlive,
    });
    for (const remote of REMOTE_FOLDERS)
      await waitForHttp(`${urls.remotes[remote]}/mf-manifest.json`, { name: remote });
    await waitForHttp(`${urls.shell}/`, { name: 'shell' });
  } catch (error) {
    for (const server of servers) await server.close();
    await api.stop();
    throw new Error(`${error.message}\n${lastOutput(api)}`);
  }
  return {
    urls,
    apiEnv,
    liveReleases,
    releasesDir,
    apiPid: api.child.pid,
    stop: async () => {
      for (const server of servers) await server.close();
      await api.stop();
    },
  };
}

export async function buildAll() {
  await run('npx', ['lerna', 'run', 'build', '--loglevel', 'warn'], {
    cwd: repoRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}
