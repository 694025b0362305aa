// Runs one of deploy/'s nginx configs with Debian's nginx, as the container would, from the same
// file: an envsubst-style render of its ${VARIABLES} (what the nginx image does with
// /etc/nginx/templates), then the container's paths mapped onto a run folder (listen port, web
// root, snippets, releases volume). Each instance is a non-daemon master with its own prefix,
// pid, logs and temp folders under `dir`.
import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../process/log.mjs';
import { waitForPort } from '../process/ports.mjs';
import { lastOutput, startService } from '../process/processes.mjs';
import { repoRoot } from '../process/repo-root.mjs';

export const deployDir = path.join(repoRoot, 'deploy');

export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? null;
}

export function requireNginx() {
  const binary = nginxBinary();
  if (!binary)
    fail(
      'nginx is not installed: apt-get install -y nginx-light (the production topology runs it)',
    );
  return binary;
}

/**
 * envsubst as the nginx image runs it: `${NAME}` is replaced only for the names given, so nginx's
 * own `$variables` (and any `${NAME}` not given) are left as they are.
 */
export function renderTemplate(text, variables) {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) =>
    Object.hasOwn(variables, name) ? String(variables[name]) : whole,
  );
}

/** The container's fixed paths and port, moved to this run's folders and a loopback port. */
export function mapContainerPaths(text, { port, html, snippets, releases, cache }) {
  let mapped = text.replace(/listen 8080;/g, `listen 127.0.0.1:${port};`);
  if (cache) mapped = mapped.replaceAll('/var/cache/nginx/', `${cache}/`);
  if (html) mapped = mapped.replaceAll('/usr/share/nginx/html', html);
  if (snippets) mapped = mapped.replaceAll('/etc/nginx/snippets/', `${snippets}/`);
  if (releases) mapped = mapped.replaceAll('/srv/releases/', `${releases}/`);
  return mapped;
}

/**
 * The image's /etc/nginx/nginx.conf, reduced: one worker, logs and temp files in `dir`, the
 * access log carrying $request_id, `httpExtra` (the gateway's upstream group) and the server.
 */
export function mainConfig({ dir, httpExtra = '' }) {
  const tmp = (name) => path.join(dir, 'tmp', name);
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format main '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                  'rt=$request_time upstream=$upstream_addr request_id=$request_id';
  access_log ${dir}/access.log main;
  client_body_temp_path ${tmp('client_body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  sendfile on;
  keepalive_timeout 65;
${httpExtra}
  include ${dir}/default.conf;
}
`;
}

function workersOf(masterPid) {
  const children = `/proc/${masterPid}/task/${masterPid}/children`;
  return fs.existsSync(children)
    ? fs.readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean)
    : [];
}

/**
 * nginx's graceful reload (SIGHUP): new workers with the new config; the old ones finish their
 * requests and leave. Resolves once none of the old workers is left (at most `timeoutMs`).
 */
export async function reloadNginx(masterPid, { timeoutMs = 10_000 } = {}) {
  const before = new Set(workersOf(masterPid));
  process.kill(masterPid, 'SIGHUP');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const now = workersOf(masterPid);
    if (now.length > 0 && now.every((pid) => !before.has(pid))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx (pid ${masterPid}) did not finish reloading within ${timeoutMs} ms`);
}

/**
 * Starts nginx with `serverConfig` (already rendered) as its default.conf; resolves once it
 * listens on `port`. Returns { port, dir, stop, reload, service }.
 */
export async function startNginx(name, { dir, port, serverConfig, httpExtra, quiet = true }) {
  const binary = requireNginx();
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Workers run unprivileged (nobody) when the master is root: the folders must be readable.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'default.conf'), serverConfig);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig({ dir, httpExtra }));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  const service = startService(name, binary, args, { quiet });
  try {
    await waitForPort(port, { name, timeoutMs: 15_000 });
  } catch (error) {
    await service.stop();
    const log = fs.existsSync(path.join(dir, 'error.log'))
      ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
      : '';
    throw new Error(`${error.message}\n${lastOutput(service)}\n${log}`);
  }
  return {
    port,
    dir,
    service,
    stop: () => service.stop(),
  };
}
