/** @jest-environment node */
// Builds a tiny remote with the real configuration and reads what webpack wrote.
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { createRemoteWebpackConfig } = require('./create-remote-webpack-config');

const CARD_CSS = '.card { color: rebeccapurple; }\n';

function makeRemote() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-kit-remote-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('public/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('src/app/card.module.css', CARD_CSS);
  write(
    'src/app/app.tsx',
    "import styles from './card.module.css';\n" +
      "if (process.env.NODE_ENV !== 'production') console.info('development-only override');\n" +
      'export default function App() { return <p className={styles.card}>Card</p>; }\n',
  );
  write('src/standalone/index.ts', "import('../app/app').then((m) => console.log(m.default));\n");
  return dir;
}

function build(dir, mode) {
  const config = createRemoteWebpackConfig({
    dir,
    port: 0,
    cssPrefix: 'tx',
    // No shared modules: the tiny app imports no React at build time (JSX compiles to the runtime
    // import, which webpack resolves from this repo's node_modules).
    federation: {
      name: 'remote_example',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app/app.tsx' },
      dts: false,
    },
  })({}, { mode });
  // Production is two compilations into one folder: the remote's entry, then the stand-in host page.
  const configs = Array.isArray(config) ? config : [config];
  for (const each of configs) {
    each.resolve.modules = ['node_modules', path.join(__dirname, '../../node_modules')];
    each.resolveLoader = { modules: [path.join(__dirname, '../../node_modules')] };
  }
  return new Promise((resolve, reject) => {
    webpack(configs.length === 1 ? configs[0] : configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(fs.readdirSync(path.join(dir, 'dist')));
    });
  });
}

const read = (dir, file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('a remote built with the shared webpack setup', () => {
  let dir;
  beforeEach(() => {
    dir = makeRemote();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('extracts production CSS into hashed files holding the prefixed classes, not into the scripts', async () => {
    const files = await build(dir, 'production');
    const cssFiles = files.filter((file) => file.endsWith('.css'));
    expect(cssFiles.length).toBeGreaterThan(0);
    for (const file of cssFiles) {
      expect(file).toMatch(/^[\w-]+\.[0-9a-f]{8}\.css$/);
      expect(read(dir, file)).toMatch(/^\.tx-[\w-]{8} \{ color: rebeccapurple; \}/);
    }
    const scripts = files.filter((file) => file.endsWith('.js'));
    for (const script of scripts) expect(read(dir, script)).not.toContain('rebeccapurple');
  }, 120_000);

  it("compiles development-only code (such as the shell's remote override) out of production builds", async () => {
    const production = await build(dir, 'production');
    for (const script of production.filter((file) => file.endsWith('.js'))) {
      expect(read(dir, script)).not.toContain('development-only override');
    }
    const development = await build(dir, 'development');
    const scripts = development
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(dir, file));
    expect(scripts.some((script) => script.includes('development-only override'))).toBe(true);
  }, 120_000);

  it('keeps remoteEntry.js at its fixed name and hashes the lazy chunks', async () => {
    const files = await build(dir, 'production');
    expect(files).toContain('remoteEntry.js');
    expect(files.filter((file) => /\.[0-9a-f]{8}\.js$/.test(file)).length).toBeGreaterThan(0);
  }, 120_000);

  it('injects development CSS from the scripts, with readable class names and no CSS file', async () => {
    const files = await build(dir, 'development');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js')).map((file) => read(dir, file));
    expect(scripts.some((script) => script.includes('rebeccapurple'))).toBe(true);
    expect(scripts.some((script) => script.includes('tx-card-module__card'))).toBe(true);
  }, 120_000);

  it("leaves the federation runtime out of the remote's entry, for the shell to provide, and keeps one in the stand-in host page", async () => {
    const files = await build(dir, 'production');
    expect(files).toContain('index.html');
    const runtimeMarker = 'Federation Runtime';
    expect(read(dir, 'remoteEntry.js')).not.toContain(runtimeMarker);
    const hostScripts = files
      .filter((file) => file.startsWith('standalone') && file.endsWith('.js'))
      .map((file) => read(dir, file));
    expect(hostScripts.some((script) => script.includes(runtimeMarker))).toBe(true);
  }, 120_000);
});
