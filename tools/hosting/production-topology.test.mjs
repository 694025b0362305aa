// The production topology (tools/hosting/production-stack.mjs) as its clients see it: the nginx
// gateway in front of two API processes (NODE_ENV=production), Redis, the database, and the
// shell and remotes served by nginx from deploy/nginx. Every request here goes over loopback to
// processes this file starts, and stops them all at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { freeProductionPorts, startProductionStack } from './production-stack.mjs';
import { queryPrometheus } from './prometheus.mjs';
import { steppedUpToken } from '../harness/passkey-authenticator.mjs';

/** The catalogue cache's bound (CATALOGUE_CACHE_SECONDS, docs/operations.md): 5 s by default. */
const CATALOGUE_BOUND_MS = 5000;
/** The gateway's edge cache keeps a catalogue answer as long again (deploy/api-gateway/nginx.conf). */
const EDGE_BOUND_MS = 5000;
const CONTACTS_LIMIT = 4;

/**
 * A bounded load of `connections` parallel loops over keep-alive connections, cycling through
 * `requests`. A request reset before any answer came (a reload's old nginx workers close the
 * connections they hold without a request in progress, a kept-alive one or one just accepted) is
 * sent again once, on a new connection, as browsers do and as Node's docs advise for kept-alive
 * sockets (`request.reusedSocket`): nginx finishes every request it has read, so none of these
 * reached a replica. Any other error counts as failed, and so does a second reset. stop()
 * resolves with the counts.
 */
function keptAliveLoad(baseUrl, { connections, amount, requests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result = { sent: 0, resent: 0, errors: 0, errorKinds: {}, statuses: {} };
  let stopping = false;
  const send = ({ method = 'GET', path: pathname, body }, { fresh = false } = {}) =>
    new Promise((resolve) => {
      const request = http.request(new URL(pathname, baseUrl), {
        // A resend takes a connection of its own, never another kept-alive one being closed.
        agent: fresh ? false : agent,
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
      });
      request.on('error', (error) =>
        resolve({
          error,
          reused: request.reusedSocket,
          // Reset before any answer: the gateway closed the connection without reading the request.
          resend: ['ECONNRESET', 'EPIPE'].includes(error.code),
        }),
      );
      request.end(body);
    });
  const loop = async (offset) => {
    for (let i = offset; !stopping && result.sent < amount; i += connections) {
      const spec = requests[i % requests.length];
      result.sent++;
      let answer = await send(spec);
      if (answer.resend) {
        result.resent++;
        answer = await send(spec, { fresh: true });
      }
      if (answer.error) {
        result.errors++;
        const kind = `${spec.method ?? 'GET'} ${spec.path} ${answer.error.code ?? answer.error.message}${answer.reused ? ' (reused)' : ''}`;
        result.errorKinds[kind] = (result.errorKinds[kind] ?? 0) + 1;
      } else result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    }
  };
  const loops = Array.from({ length: connections }, (_, index) => loop(index));
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      agent.destroy();
      return result;
    },
  };
}

let stack;
let releasesDir;
let api1;
let api2;

beforeAll(async () => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-releases-'));
  // nginx's workers run unprivileged and must read the releases.
  fs.chmodSync(releasesDir, 0o755);
  stack = await startProductionStack({
    ports: await freeProductionPorts(2),
    releasesDir,
    logLevel: 'warn',
    // npm test's harness may be shared: this run's data stays in a database of its own.
    databaseName: `topology_${Date.now()}`,
    // The restart's load posts to /jwt: its budget must not be what refuses it.
    apiEnv: { THROTTLE_CONTACTS_LIMIT: String(CONTACTS_LIMIT), THROTTLE_JWT_LIMIT: '1000000' },
    prometheus: true,
  });
  [api1, api2] = stack.apis;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  if (releasesDir) fs.rmSync(releasesDir, { recursive: true, force: true });
}, 60_000);

const identityToolkit = (pathname) =>
  `http://${stack.harnessEnv.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${pathname}`;

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null), response };
}

/** Signs in with the emulator as the browser SDK does, then exchanges the ID token at `apiUrl`. */
async function signIn(apiUrl, email, password) {
  const { body } = await postJson(identityToolkit('accounts:signInWithPassword?key=any'), {
    email,
    password,
    returnSecureToken: true,
  });
  const exchange = await postJson(`${apiUrl}/jwt`, { idToken: body.idToken });
  expect(exchange.status).toBe(200);
  return exchange.body.token;
}

/** The seed's admin, with the passkey step-up that gives its session admin rights. */
async function signInAsAdmin(apiUrl, email, password) {
  const token = await signIn(apiUrl, email, password);
  return steppedUpToken({ apiUrl, token, email, origin: stack.urls.shell });
}

/** A new, verified account in the emulator. */
async function createVerifiedAccount() {
  const email = `buyer-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@brand.test`;
  const password = 'Tailor#2026';
  const created = await postJson(identityToolkit('accounts:signUp?key=any'), {
    email,
    password,
    returnSecureToken: true,
  });
  await postJson(
    identityToolkit(`projects/${stack.harnessEnv.FIREBASE_PROJECT_ID}/accounts:update`),
    { localId: created.body.localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
  return { email, password };
}

const withToken = (token) => ({ headers: { authorization: `Bearer ${token}` } });

/** The fields PUT /categories/{key} takes, from a category as GET answers it. */
const pick = ({ key, title, description, image, icon, galleryImages }) => ({
  key,
  title,
  description,
  image,
  icon,
  galleryImages,
});

describe('the production topology (npm run start:prod)', () => {
  it('signs a person in through the gateway, on the production build with the staging emulator', async () => {
    const { adminEmail, adminPassword } = stack.seeded;
    const token = await signInAsAdmin(stack.urls.gateway, adminEmail, adminPassword);

    const me = await fetch(`${stack.urls.gateway}/users/me`, withToken(token));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: adminEmail, role: 'admin' });
    // The gateway assigned the request an id, and the API handed it back.
    expect(me.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // Production: no API explorer.
    expect((await fetch(`${stack.urls.gateway}/docs`)).status).toBe(404);
  });

  it('shows a category edit made through one API process through the other within the cache bound', async () => {
    const token = await signInAsAdmin(
      stack.urls.gateway,
      stack.seeded.adminEmail,
      stack.seeded.adminPassword,
    );
    const before = await (await fetch(`${api2.url}/categories/shirts`)).json();
    const title = `Shirts ${Date.now()}`;

    const update = await fetch(`${api1.url}/categories/shirts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        key: before.key,
        title,
        description: before.description,
        image: before.image,
        icon: before.icon,
        galleryImages: before.galleryImages,
      }),
    });
    expect(update.status).toBe(200);

    const deadline = Date.now() + CATALOGUE_BOUND_MS + 1000;
    let seen = before.title;
    while (seen !== title && Date.now() < deadline) {
      seen = (await (await fetch(`${api2.url}/categories/shirts`)).json()).title;
      if (seen !== title) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(seen).toBe(title);
    const list = await (await fetch(`${api2.url}/categories`)).json();
    expect(list.find((category) => category.key === 'shirts').title).toBe(title);
  }, 30_000);

  it('answers a repeated catalogue read from the gateway’s edge cache, never an authenticated one', async () => {
    const url = `${stack.urls.gateway}/categories?edge=${Date.now()}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await fetch(url);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    // The API's own headers come with a hit: the validator (a browser's 304) and helmet's.
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const revalidated = await fetch(url, {
      headers: { 'if-none-match': first.headers.get('etag') },
    });
    expect(revalidated.status).toBe(304);

    const token = await signInAsAdmin(
      stack.urls.gateway,
      stack.seeded.adminEmail,
      stack.seeded.adminPassword,
    );
    const asAdmin = await fetch(url, withToken(token));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('x-cache-status')).toBe('BYPASS');
    // An answer the API gives no CDN-Cache-Control (a 404) is never served from the edge.
    const missing = `${stack.urls.gateway}/categories/no-such-category-${Date.now()}`;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(missing);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-cache-status')).toBe('MISS');
    }
  }, 30_000);

  it('shows a category edit through the gateway within the API’s and the edge’s bounds', async () => {
    const token = await signInAsAdmin(
      stack.urls.gateway,
      stack.seeded.adminEmail,
      stack.seeded.adminPassword,
    );
    const url = `${stack.urls.gateway}/categories/shirts`;
    const before = await (await fetch(url)).json();
    // Now in the edge cache.
    expect((await fetch(url)).headers.get('x-cache-status')).toBe('HIT');
    const title = `Shirts at the edge ${Date.now()}`;
    const editedAt = Date.now();
    const update = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...pick(before), title }),
    });
    expect(update.status).toBe(200);

    // The replica that answers the edge's refresh may hold the old answer for its own bound.
    const deadline = editedAt + CATALOGUE_BOUND_MS + EDGE_BOUND_MS + 1000;
    let seen = before.title;
    while (seen !== title && Date.now() < deadline) {
      seen = (await (await fetch(url)).json()).title;
      if (seen !== title) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(seen).toBe(title);
  }, 40_000);

  it('revokes a session on both processes when its role changes', async () => {
    const adminToken = await signInAsAdmin(
      stack.urls.gateway,
      stack.seeded.adminEmail,
      stack.seeded.adminPassword,
    );
    const buyer = await createVerifiedAccount();
    const buyerToken = await signIn(stack.urls.gateway, buyer.email, buyer.password);
    const me = await (await fetch(`${api1.url}/users/me`, withToken(buyerToken))).json();
    expect((await fetch(`${api2.url}/users/me`, withToken(buyerToken))).status).toBe(200);

    const promote = await fetch(`${stack.urls.gateway}/users/admin/${me._id}`, {
      method: 'PATCH',
      ...withToken(adminToken),
    });
    expect(await promote.json()).toEqual({ modifiedCount: 1 });

    expect((await fetch(`${api1.url}/users/me`, withToken(buyerToken))).status).toBe(401);
    expect((await fetch(`${api2.url}/users/me`, withToken(buyerToken))).status).toBe(401);
    // Signing in again gives a session with the new role. Firebase's auth_time counts whole
    // seconds, so a sign-in in the same second as the change is refused with the older ones.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signIn(stack.urls.gateway, buyer.email, buyer.password);
    const again = await (await fetch(`${api2.url}/users/me`, withToken(fresh))).json();
    expect(again.role).toBe('admin');
  });

  it('counts one client’s rate limit across both processes (shared in Redis)', async () => {
    // The same client (as the gateway would name it in X-Forwarded-For), alternating processes:
    // each one alone sees fewer requests than the limit.
    const statuses = [];
    for (let i = 0; i < CONTACTS_LIMIT + 2; i++) {
      const api = i % 2 === 0 ? api1 : api2;
      const { status } = await postJson(
        `${api.url}/contacts`,
        { name: 'Ada Buyer', email: 'ada@brand.test', message: `Sample request number ${i}.` },
        { 'x-forwarded-for': '203.0.113.7' },
      );
      statuses.push(status);
    }
    expect(statuses).toEqual([...Array(CONTACTS_LIMIT).fill(201), 429, 429]);
  });

  it('serves the live release of a remote from nginx with the right cache headers', async () => {
    const { id } = stack.liveReleases['remote-public'];
    const pointer = await fetch(`${stack.urls.publicRemote}/live.json`);
    expect(pointer.status).toBe(200);
    expect(pointer.headers.get('cache-control')).toBe('no-cache');
    expect((await pointer.json()).id).toBe(id);

    const entry = await fetch(`${stack.urls.publicRemote}/releases/${id}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-security-policy')).toContain(stack.urls.gateway);

    const releaseFiles = fs.readdirSync(path.join(releasesDir, 'remote-public/releases', id), {
      recursive: true,
    });
    const hashed = releaseFiles.find((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
    expect(hashed).toBeDefined();
    const chunk = await fetch(`${stack.urls.publicRemote}/releases/${id}/${hashed}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${stack.urls.publicRemote}/releases/${id}/${hashed}.map`)).status).toBe(
      404,
    );

    // The shell's runtime config, written by deploy/nginx/write-runtime-config.sh, never cached.
    const config = await fetch(`${stack.urls.shell}/runtime-config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect((await config.json()).apiUrl).toBe(stack.urls.gateway);
  });

  it('keeps /metrics away from the public side of the gateway', async () => {
    expect((await fetch(`${stack.urls.gateway}/metrics`)).status).toBe(404);
  });

  it('has a real Prometheus scraping both API processes', async () => {
    const instances = [api1, api2].map((api) => new URL(api.url).host).sort();
    let up = [];
    let requests = [];
    for (let attempt = 0; attempt < 60 && (up.length < 2 || requests.length < 2); attempt++) {
      up = await queryPrometheus(stack.urls.prometheus, 'up{job="api"} == 1');
      requests = await queryPrometheus(
        stack.urls.prometheus,
        'sum by (instance) (http_requests_total{job="api"})',
      );
      if (up.length < 2 || requests.length < 2) await new Promise((r) => setTimeout(r, 500));
    }
    expect(up.map((series) => series.metric.instance).sort()).toEqual(instances);
    expect(requests.map((series) => series.metric.instance).sort()).toEqual(instances);
    const database = await queryPrometheus(stack.urls.prometheus, 'threadline_database_up');
    expect(database.map((series) => series.value[1])).toEqual(['1', '1']);
    const rules = await (await fetch(`${stack.urls.prometheus}/api/v1/rules`)).json();
    const alerts = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    expect(alerts).toEqual(expect.arrayContaining(['ApiHigh5xxRate', 'DatabaseDown']));
  }, 60_000);

  it('restarts each API process in turn under load through the gateway with zero failed requests', async () => {
    const load = keptAliveLoad(stack.urls.gateway, {
      connections: 8,
      // The bound: the run stops once the restarts are over, and never sends more than this.
      amount: 200_000,
      requests: [
        { path: '/categories/shirts' },
        { path: '/health/ready' },
        // Not idempotent: nginx never sends it to another replica once a replica has it, so
        // only the drain keeps it from failing while its replica stops.
        { method: 'POST', path: '/jwt', body: '{}' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Each restart: out of the gateway (reload), SIGTERM and drain, start, back in.
    const first = await api1.restart();
    const second = await api2.restart();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const result = await load.stop();

    const serverErrors = Object.entries(result.statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const failed = result.errors + serverErrors;
    console.log(
      `Rolling restart under load: ${result.sent} requests sent, answers by status ` +
        `${JSON.stringify(result.statuses)}, ${failed} failed (errors ${result.errors}, 5xx ` +
        `${serverErrors}); ${result.resent} sent again after the gateway closed their ` +
        `connection unread; exit codes ${first.exitCode}, ${second.exitCode}` +
        (result.errors ? `; errors: ${JSON.stringify(result.errorKinds)}` : ''),
    );
    const statuses = result.statuses;
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(statuses['200']).toBeGreaterThan(100);
    // The refused token exchange is the only non-2xx answer.
    expect(Object.keys(statuses).sort()).toEqual(['200', '401']);
    expect(failed).toBe(0);
    for (const api of [api1, api2])
      expect((await fetch(`${api.url}/health/live`)).status).toBe(200);
  }, 180_000);
});
