import path from 'node:path';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// The gateway journeys: the same browser and habits as the other journeys, against the production
// topology (`npm run start:prod`'s arrangement) that their own global setup starts and stops.
export default defineConfig({
  ...journeys,
  testDir: path.join(__dirname, 'production'),
  globalSetup: path.join(__dirname, 'support/production-setup.ts'),
  reporter: [
    ['list'],
    [path.join(__dirname, 'support/count-reporter.ts'), { suite: 'playwright:gateway' }],
  ],
  outputDir: process.env.PW_OUTPUT_DIR ?? path.join(__dirname, 'test-results-production'),
});
