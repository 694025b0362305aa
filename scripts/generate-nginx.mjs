#!/usr/bin/env node
// `npm run generate:nginx`: renders deploy/nginx's configs and security-headers script from their
// *.in templates and deploy/nginx/static-rules.json (the one place a caching or header rule lives).
import { bootstrap } from './bootstrap.mjs';

await bootstrap();
const { writeNginxFiles } = await import('@threadline/tools/hosting/nginx-rules');
const changed = writeNginxFiles();
console.log(
  changed.length ? `Wrote deploy/nginx/${changed.join(', ')}` : 'deploy/nginx is up to date',
);
