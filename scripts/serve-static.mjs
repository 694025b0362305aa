#!/usr/bin/env node
// Serves one built app: `node scripts/serve-static.mjs <dir> <port> [--spa]`.
import { serveStatic } from './lib/static-server.mjs';

const [root = 'dist', port = '3000', ...flags] = process.argv.slice(2);
const { url } = await serveStatic({ root, port: Number(port), spa: flags.includes('--spa') });
console.log(`Serving ${root} at ${url}`);
