import autocannon from 'autocannon';
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts } from '@threadline/tools/process/ports';
import { stopAll } from '@threadline/tools/process/processes';
import { apiEnvironment, localJwtSecret, seed, startApps } from '@threadline/tools/hosting/stack';
import { rawServerLike } from './lib/raw-server-like.mjs';
const seconds = Number(process.env.S ?? 4);
const run = (url) => new Promise((res, rej) => autocannon({ url, duration: seconds, connections: 20 }, (e, r) => e ? rej(e) : res(r)));
const harness = await startHarness();
try {
  const [shell, pub, dash, api, rawPort] = await freePorts(5);
  const ports = { shell, public: pub, dashboard: dash, api };
  const jwtSecret = localJwtSecret();
  await seed({ ...apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret }), SEED_FAKE_USERS: '0' });
  const apps = await startApps({ harnessEnv: harness.env, ports, jwtSecret, logLevel: 'info', quietApi: true, extraOrigins: [] });
  const base = apps.urls.api;
  const raw = await rawServerLike(`${base}/categories`, rawPort);
  for (let i = 0; i < Number(process.env.R ?? 2); i++) {
    const r = await run(raw); const a = await run(`${base}/categories`);
    console.log(`raw ${r.requests.average} api ${a.requests.average} ratio ${(a.requests.average / r.requests.average).toFixed(3)} p99 ${a.latency.p99} non2xx ${a.non2xx}`);
  }
} finally { await stopAll(); await harness.stop?.(); }
process.exit(0);
