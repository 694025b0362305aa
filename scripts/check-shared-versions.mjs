#!/usr/bin/env node
// Fails when the federation-shared singletons drift: every app must ask for the same version
// range of react, react-dom and react-router-dom, or two copies could load at runtime.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTE_FOLDERS } = await import('@threadline/contracts/remotes');
const apps = ['shell', ...REMOTE_FOLDERS];
const singletons = ['react', 'react-dom', 'react-router-dom', '@module-federation/enhanced'];
const problems = [];
for (const name of singletons) {
  const ranges = new Map();
  for (const app of apps) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8'));
    const range = pkg.dependencies?.[name];
    if (!range) problems.push(`${app} does not depend on ${name}`);
    else ranges.set(app, range);
  }
  if (new Set(ranges.values()).size > 1) {
    problems.push(
      `${name} differs: ${[...ranges].map(([app, range]) => `${app} ${range}`).join(', ')}`,
    );
  }
}
if (problems.length) {
  console.error(`Shared singleton versions drifted:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`Shared singletons agree across ${apps.join(', ')}.`);
