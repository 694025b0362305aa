// Starts the built product for a browser benchmark, as bench/pages.mjs does: the database and the
// Auth emulator (harness), the seed, the API and the three static servers, on free ports of
// 127.0.0.1. Answers { urls, categories, stop }.
import { startHarness } from '@threadline/tools/harness/start-harness';
import { freePorts } from '@threadline/tools/process/ports';
import { stopAll } from '@threadline/tools/process/processes';
import {
  apiEnvironment,
  localJwtSecret,
  requireBuilt,
  seed,
  startApps,
} from '@threadline/tools/hosting/stack';

export const STATIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/portfolio',
  '/production',
  '/products',
  '/services',
  '/video',
  '/why-choose-us',
];

/** `apiEnv`: extra API environment (a bench's own rate limits). */
export async function startBuiltStack({ apiEnv = {} } = {}) {
  requireBuilt();
  const harness = await startHarness();
  let apps;
  try {
    const [shell, pub, dash, api] = await freePorts(4);
    const ports = { shell, public: pub, dashboard: dash, api };
    const jwtSecret = localJwtSecret();
    await seed(apiEnvironment({ harnessEnv: harness.env, ports, jwtSecret, logLevel: 'warn' }));
    apps = await startApps({
      harnessEnv: harness.env,
      ports,
      jwtSecret,
      logLevel: 'silent',
      quietApi: true,
      extraOrigins: [],
      extraEnv: apiEnv,
    });
    const categories = await (await fetch(`${apps.urls.api}/categories`)).json();
    return {
      urls: apps.urls,
      harness,
      categories,
      stop: async () => {
        await apps.stop();
        await harness.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await apps?.stop();
    await harness.stop();
    await stopAll();
    throw error;
  }
}

/** The public routes, with the first category's page after /products. */
export function publicRoutes(categories) {
  return [
    ...STATIC_ROUTES.slice(0, 6),
    ...(categories[0] ? [`/products/${categories[0].key}`] : []),
    ...STATIC_ROUTES.slice(6),
  ];
}
