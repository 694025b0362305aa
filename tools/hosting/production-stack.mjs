// The production topology of docker-compose.yml, run on this machine without Docker and from the
// same config files: Debian's nginx with deploy/api-gateway/nginx.conf in front of N API
// processes (NODE_ENV=production), Redis, the database, and the shell and both remotes served by
// nginx with deploy/nginx/*.conf and the same runtime-config and security-header scripts.
// The one difference: auth is the Firebase Auth emulator, allowed by the staging switch
// (STAGING_AUTH_EMULATOR=true), which docker-compose.yml never sets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '../harness/start-harness.mjs';
import { fail } from '../process/log.mjs';
import { freePorts, waitForHttp } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';
import { repoRoot } from '../process/repo-root.mjs';
import { releaseCurrentBuild, releasesRoot } from '../releases/release-remote.mjs';
import {
  deployDir,
  mainConfig,
  mapContainerPaths,
  reloadNginx,
  renderTemplate,
  requireNginx,
  startNginx,
} from './nginx-instance.mjs';
import { startPrometheus } from './prometheus.mjs';
import { REMOTE_FOLDERS, REMOTE_REGISTRY } from '@threadline/contracts/remotes';
import {
  apiEnvironment,
  localJwtSecret,
  remotePortKey,
  remotePortsOf,
  remoteUrlVariable,
  requireBuilt,
  seed,
  SHELL_HOST,
} from './stack.mjs';

const HOST = '127.0.0.1';
/** The upstream group the gateway template's API_UPSTREAM names here (compose: api:4000). */
const UPSTREAM_GROUP = 'threadline_api';
const REMOTES = REMOTE_FOLDERS;

/** The ports start:prod uses by default (the gateway where the API was); tests pass free ones. */
export function productionPorts(replicas = 2) {
  const port = (name, fallback) => Number(process.env[name] ?? fallback);
  return {
    shell: port('SHELL_PORT', 3000),
    ...Object.fromEntries(
      REMOTE_REGISTRY.map((remote) => [
        remotePortKey(remote),
        port(remote.portEnv, remote.devPort),
      ]),
    ),
    gateway: port('API_PORT', 4000),
    prometheus: port('PROMETHEUS_PORT', 9090),
    replicas: Array.from({ length: replicas }, (_, i) =>
      port(`API_REPLICA_${i + 1}_PORT`, 4101 + i),
    ),
  };
}

export async function freeProductionPorts(replicas = 2) {
  const [shell, gateway, prometheus, ...rest] = await freePorts(
    3 + REMOTE_REGISTRY.length + replicas,
  );
  const remotes = rest.splice(0, REMOTE_REGISTRY.length);
  return {
    shell,
    ...Object.fromEntries(REMOTE_REGISTRY.map((remote, i) => [remotePortKey(remote), remotes[i]])),
    gateway,
    prometheus,
    replicas: rest,
  };
}

/** A build output copied as the image copies it: source maps left out. */
function copyWebRoot(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (file) => !file.endsWith('.map') });
}

function runScript(script, env) {
  execFileSync('sh', [path.join(deployDir, 'nginx', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the whole topology; resolves once every part answers. Returns the URLs, the API
 * replicas (each with restart(), which sends SIGTERM, waits for the drain and starts it again),
 * the harness env, the seeded admin and stop().
 *
 * @param {object} options
 * @param {string} [options.runDir] per-run configs, web roots, logs (a fresh temp folder)
 * @param {boolean} [options.keepRunDir] keep that fresh temp folder after stop (its logs)
 * @param {string} [options.persistDir] database and emulator data kept between runs
 * @param {string} [options.releasesDir] the remotes' release store (RELEASES_DIR)
 * @param {object} [options.ports] see productionPorts()
 * @param {Record<string,string>} [options.apiEnv] extra API environment (rate limits, cache)
 * @param {boolean} [options.supervise] start an API process again when it exits (compose's
 *   `restart: unless-stopped`), so `kill -TERM <pid>` is a rolling restart of one replica
 * @param {boolean} [options.prometheus] a real Prometheus scraping every API process, with
 *   deploy/prometheus's config and alert rules (on ports.prometheus)
 * @param {string} [options.databaseName] a database of its own on the harness's server (a test
 *   beside npm test's shared harness must not seed or edit the journeys' data)
 */
export async function startProductionStack({
  runDir,
  keepRunDir = false,
  persistDir,
  releasesDir = releasesRoot(),
  ports,
  replicas = 2,
  apiEnv: extraApiEnv = {},
  logLevel = 'info',
  quiet = true,
  databaseName,
  supervise = false,
  prometheus = false,
} = {}) {
  requireBuilt();
  requireNginx();
  ports ??= productionPorts(replicas);
  const ownRunDir = !runDir;
  runDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-prod-'));
  fs.mkdirSync(runDir, { recursive: true });
  fs.chmodSync(runDir, 0o755);
  const stops = [];
  let stopping = false;
  let gatewayControl;
  const stopAllStarted = async () => {
    stopping = true;
    for (const stop of stops.reverse()) await stop();
    if (ownRunDir && !keepRunDir) fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const harness = await startHarness({ persistDir, redis: true });
    stops.push(harness.stop);
    if (!harness.env.REDIS_URL)
      fail(
        'redis-server is not installed: apt-get install -y redis-server (the replicas share rate limits through it)',
      );

    const urls = {
      gateway: `http://${HOST}:${ports.gateway}`,
      shell: `http://${SHELL_HOST}:${ports.shell}`,
      publicRemote: `http://${HOST}:${ports.public}`,
      dashboardRemote: `http://${HOST}:${ports.dashboard}`,
      remotes: Object.fromEntries(
        REMOTE_REGISTRY.map((remote) => [
          remote.folder,
          `http://${HOST}:${ports[remotePortKey(remote)]}`,
        ]),
      ),
    };
    const jwtSecret = localJwtSecret(persistDir);
    const harnessEnv = { ...harness.env };
    if (databaseName) {
      const uri = new URL(harnessEnv.MONGODB_URI);
      uri.pathname = `/${databaseName}`;
      harnessEnv.MONGODB_URI = uri.toString();
    }
    const envFor = (port) =>
      apiEnvironment({
        harnessEnv,
        ports: { shell: ports.shell, ...remotePortsOf(ports), api: port },
        jwtSecret,
        logLevel,
        extraEnv: {
          NODE_ENV: 'production',
          STAGING_AUTH_EMULATOR: 'true',
          // Production requires a sender; SMTP_URL is the harness's Mailpit, APP_URL the shell.
          MAIL_FROM: 'Threadline <no-reply@threadline.local>',
          PUBLIC_API_URL: urls.gateway,
          // One proxy (the gateway) appends to X-Forwarded-For, as in docker-compose.yml.
          TRUST_PROXY: '1',
          // The release store the remotes are served from: the Releases page and the watcher.
          RELEASES_DIR: releasesDir,
          ...extraApiEnv,
        },
      });

    const seeded = await seed(envFor(ports.replicas[0]));

    const apis = ports.replicas.map((port, index) => {
      const name = `api-${index + 1}`;
      const api = { name, port, url: `http://${HOST}:${port}`, env: envFor(port), service: null };
      api.start = async () => {
        api.service = startService(name, process.execPath, ['api/dist/main.js'], {
          cwd: repoRoot,
          env: api.env,
          quiet,
        });
        const started = api.service;
        started.child.once('exit', (code, signal) => {
          if (!supervise || stopping || api.restarting || api.service !== started) return;
          console.log(`${name} exited (${code ?? signal}); starting it again`);
          api
            .start()
            .catch((error) => console.error(`${name} did not start again: ${error.message}`));
        });
        try {
          await waitForHttp(`${api.url}/health/live`, {
            name,
            timeoutMs: 60_000,
            isAlive: api.service.isAlive,
          });
        } catch (error) {
          throw new Error(`${error.message}\n${lastOutput(api.service)}`);
        }
      };
      /** SIGTERM, as a deploy sends it: answers the exit code once the process has drained. */
      api.terminate = async () => {
        const { child } = api.service;
        if (api.service.exited) return api.service.exitCode;
        const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        return exited;
      };
      /**
       * A rolling restart as a deploy does it with nginx: the replica is marked down in the
       * gateway (a graceful reload), so no new request goes to it; then SIGTERM (it drains and
       * exits), start, ready, and back into the gateway.
       */
      api.restart = async () => {
        api.restarting = true;
        try {
          await gatewayControl?.setDown(port, true);
          const exitCode = await api.terminate();
          await api.start();
          await gatewayControl?.setDown(port, false);
          return { exitCode };
        } finally {
          api.restarting = false;
        }
      };
      api.stop = () => api.service?.stop();
      return api;
    });
    for (const api of apis) {
      stops.push(() => api.stop());
      await api.start();
    }

    const liveReleases = {};
    for (const remote of REMOTES) {
      const { store, release } = await releaseCurrentBuild(remote, { root: releasesDir });
      liveReleases[remote] = { dir: store.dir, id: release.id };
    }

    // The containers' environment, as docker-compose.yml hands it to the shell and the remotes.
    const frontEndEnv = {
      API_URL: urls.gateway,
      ...Object.fromEntries(
        REMOTE_REGISTRY.map((remote) => [
          remoteUrlVariable(remote),
          `${urls.remotes[remote.folder]}/mf-manifest.json`,
        ]),
      ),
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_DOMAIN: HOST,
      FIREBASE_PROJECT_ID: harness.env.FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_URL: `http://${harness.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    };
    const nginxDir = (name) => path.join(runDir, 'nginx', name);
    const html = (name) => path.join(runDir, 'html', name);

    const gatewayDir = nginxDir('api-gateway');
    const gatewayConfig = mapContainerPaths(
      renderTemplate(fs.readFileSync(path.join(deployDir, 'api-gateway/nginx.conf'), 'utf8'), {
        API_UPSTREAM: UPSTREAM_GROUP,
      }),
      // The edge cache lives in the run's folder (the image's /var/cache/nginx).
      { port: ports.gateway, cache: path.join(gatewayDir, 'cache') },
    );
    // nginx makes the cache's own folder, not its parents; its workers (nobody) must reach it.
    fs.mkdirSync(path.join(gatewayDir, 'cache'), { recursive: true, mode: 0o755 });
    const down = new Set();
    const upstream = () =>
      `  upstream ${UPSTREAM_GROUP} {\n${ports.replicas
        .map((port) => `    server ${HOST}:${port}${down.has(port) ? ' down' : ''};`)
        .join('\n')}\n  }`;
    const gateway = await startNginx('api-gateway', {
      dir: gatewayDir,
      port: ports.gateway,
      serverConfig: gatewayConfig,
      httpExtra: upstream(),
      quiet,
    });
    stops.push(gateway.stop);
    gatewayControl = {
      /** Marks a replica down (or up again) and reloads nginx; resolves once old workers left. */
      setDown: async (port, isDown) => {
        if (isDown) down.add(port);
        else down.delete(port);
        fs.writeFileSync(
          path.join(gatewayDir, 'nginx.conf'),
          mainConfig({ dir: gatewayDir, httpExtra: upstream() }),
        );
        await reloadNginx(gateway.service.child.pid);
      },
    };

    const sites = [
      { name: 'shell', conf: 'shell.conf', port: ports.shell, from: 'shell/dist', vars: {} },
      ...REMOTE_REGISTRY.map((remote) => ({
        name: remote.folder,
        conf: 'remote.conf',
        port: ports[remotePortKey(remote)],
        from: `${remote.folder}/dist`,
        vars: { RELEASE_REMOTE: remote.folder },
      })),
    ];
    for (const site of sites) {
      const dir = nginxDir(site.name);
      fs.mkdirSync(dir, { recursive: true });
      copyWebRoot(path.join(repoRoot, site.from), html(site.name));
      // The entrypoint scripts of the images, against this run's folders.
      runScript('write-security-headers.sh', {
        ...frontEndEnv,
        NGINX_SNIPPETS_DIR: path.join(dir, 'snippets'),
      });
      if (site.name === 'shell')
        runScript('write-runtime-config.sh', { ...frontEndEnv, NGINX_HTML_DIR: html('shell') });
      const serverConfig = mapContainerPaths(
        renderTemplate(
          fs.readFileSync(path.join(deployDir, 'nginx', site.conf), 'utf8'),
          site.vars,
        ),
        {
          port: site.port,
          html: html(site.name),
          snippets: path.join(dir, 'snippets'),
          releases: releasesDir,
        },
      );
      const server = await startNginx(site.name, { dir, port: site.port, serverConfig, quiet });
      stops.push(server.stop);
    }

    await waitForHttp(`${urls.gateway}/health/live`, { name: 'the API gateway' });
    if (prometheus) {
      const started = await startPrometheus({
        dir: path.join(runDir, 'prometheus'),
        port: ports.prometheus,
        targets: ports.replicas.map((port) => `${HOST}:${port}`),
        quiet,
      });
      stops.push(started.stop);
      urls.prometheus = started.url;
    }
    return {
      urls,
      apis,
      runDir,
      releasesDir,
      liveReleases,
      harnessEnv,
      seeded,
      stop: stopAllStarted,
    };
  } catch (error) {
    await stopAllStarted();
    throw error;
  }
}
