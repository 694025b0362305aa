#!/usr/bin/env node
// Script weight of the public site for a signed-out visitor, never a test. It starts the built
// product (see lib/built-stack.mjs) and opens every public route in a fresh Chromium context
// (Debian's /usr/bin/chromium through Playwright), waits past the 3 s splash until the network
// settles, and sums the compressed bytes on the wire of every JavaScript response, prefetches
// included. Prints one row per route, then every script file of the home page.
//
//   npm run bench script-bytes
//   BENCH_ROUTES=/,/contact npm run bench script-bytes
import { chromium } from 'playwright';
import { publicRoutes, startBuiltStack } from './lib/built-stack.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The budget for the home page, in bytes on the wire. */
const HOME_BUDGET = 180 * 1024;
// The splash, the remote's first render and its prefetches, with room to spare.
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function scriptsOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const type = response?.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(request.url())) return;
    const sizes = await request.sizes().catch(() => undefined);
    const wire = sizes?.responseBodySize ?? Number(response.headers()['content-length'] ?? 0);
    scripts.push({
      url: request.url(),
      bytes: wire,
      encoding: response.headers()['content-encoding'] ?? 'none',
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.tl-splash', { state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return scripts;
}

const stack = await startBuiltStack();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const routes = process.env.BENCH_ROUTES
    ? process.env.BENCH_ROUTES.split(',')
    : publicRoutes(stack.categories);
  console.log(
    `Script on the wire for a signed-out visitor, Chromium, ${routes.length} routes on ${stack.urls.shell}\n`,
  );
  const rows = [];
  let home;
  for (const route of routes) {
    const scripts = await scriptsOf(browser, `${stack.urls.shell}${route}`);
    if (route === '/') home = scripts;
    rows.push({
      route,
      files: scripts.length,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    });
  }
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  console.log(
    `${'route'.padEnd(width)}  ${'files'.padStart(5)}  ${'script on the wire'.padStart(18)}`,
  );
  for (const r of rows)
    console.log(
      `${r.route.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.bytes).padStart(18)}`,
    );
  if (home) {
    const origin = (url) =>
      Object.entries(stack.urls).find(([, base]) => url.startsWith(base))?.[0] ?? new URL(url).host;
    console.log("\nThe home page's scripts, largest first:");
    for (const s of [...home].sort((a, b) => b.bytes - a.bytes))
      console.log(
        `  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(4)}  ${origin(s.url).padEnd(15)} ${new URL(s.url).pathname}`,
      );
    const total = home.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `\nHome page: ${kb(total)} of script on the wire (budget ${kb(HOME_BUDGET)}): ${total <= HOME_BUDGET ? 'within' : 'OVER'} budget`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
