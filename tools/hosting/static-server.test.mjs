import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './static-server.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { openReleaseStore } from '@threadline/releases';

/** A raw GET (fetch would normalise `%zz` and `..` away before the server sees them). */
function get(url, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${pathname}`,
      { method: 'GET', headers, path: pathname },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const write = (file, content) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

let dir;
const servers = [];
const start = async (options) => {
  const server = await serveStatic({ port: 0, ...options });
  servers.push(server);
  return server.url;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
});
afterEach(async () => {
  while (servers.length) await servers.pop().close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const csp = contentSecurityPolicy({
  apiUrl: 'http://127.0.0.1:4000',
  remoteUrls: ['http://127.0.0.1:3001/mf-manifest.json', 'http://127.0.0.1:3002/mf-manifest.json'],
  authDomain: 'threadline.firebaseapp.com',
  authEmulatorUrl: 'http://127.0.0.1:9099',
});

describe('the static server', () => {
  beforeEach(() => {
    write(path.join(dir, 'app/index.html'), '<!doctype html><title>shell</title>');
    write(path.join(dir, 'app/assets/main.0123abcd.js'), 'console.log(1)');
    write(path.join(dir, 'app/favicon.svg'), '<svg/>');
    write(path.join(dir, 'app-evil/secret.txt'), 'secret');
  });

  it('caches hashed files for a year as immutable, and never caches the page or the runtime config', async () => {
    const url = await start({
      root: path.join(dir, 'app'),
      spa: true,
      runtimeConfig: { apiUrl: 'x' },
    });
    expect((await get(url, '/assets/main.0123abcd.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(url, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(url, '/runtime-config.json')).headers['cache-control']).toBe('no-cache');
    expect((await get(url, '/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a missing script with 404, never with the page, even for a single-page app', async () => {
    const url = await start({ root: path.join(dir, 'app'), spa: true });
    const missing = await get(url, '/assets/gone.deadbeef.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
    expect((await get(url, '/dashboard/Profile')).body).toContain('<title>shell</title>');
  });

  it('answers a malformed % escape with 400 and keeps serving', async () => {
    const url = await start({ root: path.join(dir, 'app') });
    expect((await get(url, '/%E0%A4%A')).status).toBe(400);
    expect((await get(url, '/favicon.svg')).status).toBe(200);
  });

  it('never serves a sibling folder whose name starts like the root', async () => {
    const url = await start({ root: path.join(dir, 'app') });
    const escaped = await get(url, '/..%2fapp-evil/secret.txt');
    expect(escaped.status).toBe(403);
    expect(escaped.body).not.toContain('secret');
  });

  it('answers 404 for source maps (they hold every source file)', async () => {
    write(path.join(dir, 'app/assets/main.0123abcd.js.map'), '{"sourcesContent":["secret"]}');
    const url = await start({ root: path.join(dir, 'app'), spa: true });
    const map = await get(url, '/assets/main.0123abcd.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    expect((await get(url, '/assets/main.0123abcd.js')).status).toBe(200);
  });

  it('serves source maps when the development flag is set (the dev loop)', async () => {
    write(path.join(dir, 'app/assets/main.0123abcd.js.map'), '{"sourcesContent":["dev"]}');
    const url = await start({ root: path.join(dir, 'app'), sourceMaps: true });
    const map = await get(url, '/assets/main.0123abcd.js.map');
    expect(map.status).toBe(200);
    expect(map.body).toContain('sourcesContent');
  });

  it('sends the security headers, and HSTS only behind TLS', async () => {
    const url = await start({ root: path.join(dir, 'app'), csp });
    const plain = await get(url, '/');
    expect(plain.headers['content-security-policy']).toBe(csp);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overTls = await get(url, '/', { 'X-Forwarded-Proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the content security policy', () => {
  it('allows only self, the remotes, the API and Firebase, forbids framing and eval', () => {
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002;");
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:4000 http://127.0.0.1:3001 http://127.0.0.1:3002 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'self';");
  });
});

describe('a remote served from its releases', () => {
  let url;
  let store;
  const release = (id, label) => {
    const from = path.join(dir, `build-${label}`);
    write(path.join(from, 'mf-manifest.json'), JSON.stringify({ label }));
    write(path.join(from, 'remoteEntry.js'), `/* ${label} */`);
    write(path.join(from, `__federation_expose_App.${label}.js`), label);
    store.add({ id, from, contractsVersion: '0.1.0' });
    store.setLive(id);
  };

  beforeEach(async () => {
    store = openReleaseStore({ root: path.join(dir, 'releases'), remote: 'remote-public' });
    release('20261122T231500Z-aaaaaaaa', 'aaaaaaaa');
    url = await start({ root: path.join(dir, 'app'), releases: store.dir });
  });

  it('serves the pointer and the history uncached', async () => {
    const pointer = await get(url, '/live.json');
    expect(JSON.parse(pointer.body)).toMatchObject({
      id: '20261122T231500Z-aaaaaaaa',
      manifest: 'releases/20261122T231500Z-aaaaaaaa/mf-manifest.json',
    });
    expect(pointer.headers['cache-control']).toBe('no-cache');
    expect((await get(url, '/releases.json')).headers['cache-control']).toBe('no-cache');
  });

  it("keeps serving an earlier release's files after a new one goes live, and moves the stable URLs", async () => {
    release('20261122T232000Z-bbbbbbbb', 'bbbbbbbb');
    const oldChunk = await get(
      url,
      '/releases/20261122T231500Z-aaaaaaaa/__federation_expose_App.aaaaaaaa.js',
    );
    expect(oldChunk.status).toBe(200);
    expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get(url, '/releases/20261122T232000Z-bbbbbbbb/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get(url, '/remoteEntry.js')).body).toBe('/* bbbbbbbb */');
    expect(JSON.parse((await get(url, '/mf-manifest.json')).body)).toEqual({ label: 'bbbbbbbb' });
  });

  it('answers 404 for a release that does not exist and refuses to leave the releases folder', async () => {
    expect((await get(url, '/releases/20200101T000000Z-00000000/remoteEntry.js')).status).toBe(404);
    expect((await get(url, '/releases/..%2f..%2f..%2fapp-evil/secret.txt')).status).toBe(403);
  });
});

describe('violation reports', () => {
  it('hands what a browser POSTs to /__csp-report to the collector', async () => {
    const reports = [];
    write(path.join(dir, 'app/index.html'), '<!doctype html>');
    const url = await start({
      root: path.join(dir, 'app'),
      onCspReport: (report) => reports.push(report),
    });
    const report = {
      'csp-report': {
        'violated-directive': 'script-src',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    const response = await fetch(`${url}/__csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    expect(reports).toEqual([report]);
  });

  it('names the report URI in the policy only when one is given', () => {
    expect(
      contentSecurityPolicy({
        apiUrl: 'http://a.test',
        remoteUrls: [],
        reportUri: 'http://s.test/__csp-report',
      }),
    ).toMatch(/; report-uri http:\/\/s\.test\/__csp-report$/);
    expect(csp).not.toContain('report-uri');
  });
});

describe('the content security policy', () => {
  const directive = (policy, name) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `));

  it("lets the page load each remote's extracted stylesheets from the remote's origin", () => {
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' http://127.0.0.1:3001 http://127.0.0.1:3002",
    );
  });

  it("reaches a remote dev server's reload socket only when the dev loop names it", () => {
    expect(directive(csp, 'connect-src')).not.toContain('ws:');
    const dev = contentSecurityPolicy({
      apiUrl: 'http://a.test',
      remoteUrls: ['http://127.0.0.1:3001/'],
      devSockets: ['ws://127.0.0.1:3001'],
    });
    expect(directive(dev, 'connect-src')).toContain('ws://127.0.0.1:3001');
  });
});
