// The containers' nginx configs (deploy/nginx), run by a real nginx on 127.0.0.1 against a
// built-looking folder: caching, 404s, source maps and security headers as a browser sees them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../process/ports.mjs';

const deploy = path.resolve(__dirname, '../../deploy/nginx');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const RELEASE = '20261122T231500Z-aaaaaaaa';

let dir;
let nginx;
const ports = {};

const write = (file, content) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A template as the image renders it, pointed at this test's folders and port. */
function render(conf, { port, root, releases }) {
  return fs
    .readFileSync(path.join(deploy, conf), 'utf8')
    .replaceAll('${RELEASE_REMOTE}', 'remote-public')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/usr/share/nginx/html', root)
    .replaceAll('/srv/releases/', `${releases}/`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`);
}

beforeAll(async () => {
  if (!nginxBinary) {
    throw new Error(
      'nginx is not installed: apt-get install -y nginx-light (this test runs deploy/nginx)',
    );
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // nginx's workers read as an unprivileged user; mkdtemp makes the folder private.
  fs.chmodSync(dir, 0o755);
  ports.shell = await freePort();
  ports.remote = await freePort();
  execFileSync('sh', [path.join(deploy, 'write-security-headers.sh')], {
    env: {
      ...process.env,
      NGINX_SNIPPETS_DIR: `${dir}/snippets`,
      API_URL: 'https://api.threadline.test',
      REMOTE_PUBLIC_URL: 'https://public.threadline.test/mf-manifest.json',
      REMOTE_DASHBOARD_URL: 'https://dashboard.threadline.test/mf-manifest.json',
    },
  });
  const shellRoot = `${dir}/shell`;
  write(`${shellRoot}/index.html`, '<!doctype html><title>shell</title>');
  write(`${shellRoot}/runtime-config.json`, '{}');
  write(`${shellRoot}/main.1a2b3c4d.js`, 'console.log(1)');
  write(`${shellRoot}/main.1a2b3c4d.js.map`, '{"version":3}');
  const remoteRoot = `${dir}/remote`;
  const releases = `${dir}/releases`;
  write(`${remoteRoot}/mf-manifest.json`, '{}');
  write(`${releases}/remote-public/live.json`, JSON.stringify({ id: RELEASE }));
  write(`${releases}/remote-public/releases/${RELEASE}/remoteEntry.js`, 'var remote_public;');
  write(`${releases}/remote-public/releases/${RELEASE}/app.5e6f7a8b.js`, 'export {}');
  write(`${releases}/remote-public/releases/${RELEASE}/app.5e6f7a8b.js.map`, '{"version":3}');
  write(
    `${dir}/shell.conf`,
    render('shell.conf', { port: ports.shell, root: shellRoot, releases }),
  );
  write(
    `${dir}/remote.conf`,
    render('remote.conf', { port: ports.remote, root: remoteRoot, releases }),
  );
  write(
    `${dir}/nginx.conf`,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include /etc/nginx/mime.types;\n  include ${dir}/shell.conf;\n  server_names_hash_bucket_size 64;\n  include ${dir}/remote.conf;\n}\n`,
  );
  // Both templates declare the same `map $hsts`; one http block may hold it once.
  const remote = fs.readFileSync(`${dir}/remote.conf`, 'utf8');
  fs.writeFileSync(`${dir}/remote.conf`, remote.replace(/^map [\s\S]*?^}\n/m, ''));
  nginx = spawn(nginxBinary, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await waitForPort(ports.shell, { timeoutMs: 10_000, name: 'nginx (shell)' });
  await waitForPort(ports.remote, { timeoutMs: 10_000, name: 'nginx (remote)' });
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const shell = (pathname) => fetch(`http://127.0.0.1:${ports.shell}${pathname}`);
const remote = (pathname) => fetch(`http://127.0.0.1:${ports.remote}${pathname}`);

describe('deploy/nginx/shell.conf', () => {
  it('serves an app route as the page, never cached, with the security headers', async () => {
    const response = await shell('/dashboard/Profile');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://api.threadline.test');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when a TLS proxy says the request came over https', async () => {
    const response = await fetch(`http://127.0.0.1:${ports.shell}/index.html`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('caches a hashed bundle for a year, the runtime config never', async () => {
    expect((await shell('/main.1a2b3c4d.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await shell('/runtime-config.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing script with 404, not the page, and never serves a source map', async () => {
    const missing = await shell('/main.99999999.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>shell</title>');
    expect((await shell('/main.1a2b3c4d.js.map')).status).toBe(404);
  });
});

describe('deploy/nginx/remote.conf', () => {
  it('serves the live pointer and a release entry uncached, its hashed chunks for a year', async () => {
    const pointer = await remote('/live.json');
    expect(pointer.status).toBe(200);
    expect(await pointer.json()).toEqual({ id: RELEASE });
    expect(pointer.headers.get('cache-control')).toBe('no-cache');
    expect((await remote(`/releases/${RELEASE}/remoteEntry.js`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const chunk = await remote(`/releases/${RELEASE}/app.5e6f7a8b.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 404 for a missing chunk and for any source map, in a release or not', async () => {
    expect((await remote(`/releases/${RELEASE}/gone.12345678.js`)).status).toBe(404);
    expect((await remote(`/releases/${RELEASE}/app.5e6f7a8b.js.map`)).status).toBe(404);
    expect((await remote('/missing.js')).status).toBe(404);
  });
});
