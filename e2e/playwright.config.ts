import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

function rootManifest(): { engines: { node: string } } {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8'));
}

// The journeys run on the project's own Node (engines.node, ">=24"): an end-of-life Node fails the run.
const minimumNode = Number(/>=\s*(\d+)/.exec(rootManifest().engines.node)?.[1]);
if (Number(process.versions.node.split('.')[0]) < minimumNode)
  throw new Error(
    `Playwright runs on Node ${process.version}, past its end of life; use npm (Node ${minimumNode}).`,
  );

// Debian's chromium, never a downloaded browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      '(or point CHROMIUM_PATH at a Chromium binary).',
  );
}

export default defineConfig({
  testDir: path.join(__dirname, 'tests'),
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  // The stack is shared and the machine has two cores: one journey at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [
    ['list'],
    [path.join(__dirname, 'support/count-reporter.ts')],
    [path.join(__dirname, 'support/load-reporter.ts')],
  ],
  // Separate runs on one machine can keep their traces apart with PW_OUTPUT_DIR.
  outputDir: process.env.PW_OUTPUT_DIR ?? path.join(__dirname, 'test-results'),
  use: {
    baseURL: process.env.E2E_SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
