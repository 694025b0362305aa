import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

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
  reporter: [['list'], [path.join(__dirname, 'support/count-reporter.ts')]],
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
