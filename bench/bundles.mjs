#!/usr/bin/env node
// Bundle report of the three front-end apps, never a test. From each built app's source maps
// (source-map-explorer) it prints every script chunk with its minified and brotli size and the
// largest modules it holds, then the largest modules of the whole app. Needs `npm run build`.
//
//   npm run bench bundles
//   BENCH_TOP=25 npm run bench bundles
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { explore } from 'source-map-explorer';
import { REMOTE_FOLDERS } from '@threadline/contracts/remotes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const top = Number(process.env.BENCH_TOP ?? 12);
const apps = [
  { name: 'shell', dir: 'shell/dist/assets' },
  ...REMOTE_FOLDERS.map((name) => ({ name, dir: `${name}/dist` })),
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const brotliSize = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
  }).length;
/** node_modules/<pkg>/… and webpack/federation runtime paths grouped by package; own files as they are. */
function moduleName(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const match = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  return match ? match[match.length - 1].replace('node_modules/', '') + ' (package)' : clean;
}

for (const app of apps) {
  const dir = path.join(root, app.dir);
  const chunks = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js') && fs.existsSync(path.join(dir, `${f}.map`)));
  if (!chunks.length) {
    console.log(
      `\n${app.name}: no built chunks with source maps in ${app.dir} (run npm run build)`,
    );
    continue;
  }
  const result = await explore(
    chunks.map((f) => path.join(dir, f)),
    { output: { format: 'json' }, noBorderChecks: true },
  );
  const byModule = new Map();
  const rows = [];
  for (const bundle of result.bundles) {
    const modules = new Map();
    for (const [source, { size }] of Object.entries(bundle.files)) {
      if (source.startsWith('[')) continue; // [sourceMappingURL], [unmapped], [EOLs]
      const name = moduleName(source);
      modules.set(name, (modules.get(name) ?? 0) + size);
      byModule.set(name, (byModule.get(name) ?? 0) + size);
    }
    rows.push({
      file: path.basename(bundle.bundleName),
      minified: bundle.totalBytes,
      brotli: brotliSize(bundle.bundleName),
      modules,
    });
  }
  rows.sort((a, b) => b.brotli - a.brotli);
  const total = rows.reduce((sum, r) => sum + r.brotli, 0);
  console.log(
    `\n${app.name}: ${rows.length} script chunks, ${kb(total)} brotli in all (not all load on every page)`,
  );
  for (const r of rows) {
    const biggest = [...r.modules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([m, s]) => `${m} ${kb(s)}`);
    console.log(
      `  ${r.file.padEnd(40)} ${kb(r.minified).padStart(9)} min ${kb(r.brotli).padStart(9)} br   ${biggest.join(', ')}`,
    );
  }
  console.log(`  largest modules (minified):`);
  for (const [name, size] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${kb(size).padStart(9)}  ${name}`);
}
