#!/usr/bin/env node
// Serves one built app:
//   node scripts/serve-static.mjs <dir> <port> [--spa] [--runtime-config <file>] [--releases <dir>]
// --releases serves a remote from its releases folder (RELEASES_DIR/<remote>), `<dir>` only until
// a release is live.
import fs from 'node:fs';
import { serveStatic } from '@threadline/tools/hosting/static-server';
const [root = 'dist', port = '3000', ...flags] = process.argv.slice(2);
const valueOf = (flag) => {
  const at = flags.indexOf(flag);
  return at >= 0 ? flags[at + 1] : undefined;
};
const configFile = valueOf('--runtime-config');
const runtimeConfig = configFile ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : undefined;
const releases = valueOf('--releases');
const { url } = await serveStatic({
  root,
  port: Number(port),
  spa: flags.includes('--spa'),
  runtimeConfig,
  releases,
});
console.log(`Serving ${releases ? `${releases} (live release), else ${root}` : root} at ${url}`);
