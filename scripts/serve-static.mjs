#!/usr/bin/env node
// Serves one built app: `node scripts/serve-static.mjs <dir> <port> [--spa] [--runtime-config <file>]`.
import fs from 'node:fs';
import { serveStatic } from './lib/static-server.mjs';

const [root = 'dist', port = '3000', ...flags] = process.argv.slice(2);
const configAt = flags.indexOf('--runtime-config');
const runtimeConfig = configAt >= 0 ? JSON.parse(fs.readFileSync(flags[configAt + 1], 'utf8')) : undefined;
const { url } = await serveStatic({ root, port: Number(port), spa: flags.includes('--spa'), runtimeConfig });
console.log(`Serving ${root} at ${url}`);
