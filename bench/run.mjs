#!/usr/bin/env node
// `npm run bench [name…]`: runs the benchmarks (never part of npm test). Default: all of them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = {
  bundles: 'bundles.mjs',
  'script-bytes': 'script-bytes.mjs',
  'after-splash': 'after-splash.mjs',
  'api-load': 'api-load.mjs',
  'hung-database': 'hung-database.mjs',
  pages: 'pages.mjs',
  redos: 'redos.mjs',
  'export-memory': 'export-memory.mjs',
  scale: 'scale.mjs',
  notifications: 'notifications.mjs',
  orders: 'orders.mjs',
  telemetry: 'telemetry.mjs',
  styles: 'styles.mjs',
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(all);
let failed = false;
for (const name of chosen) {
  if (!all[name]) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(process.execPath, [path.join(here, all[name])], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
