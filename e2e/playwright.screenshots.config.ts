import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The before/after pictures: not a journey (it asserts nothing), so it lives apart from
// tests/ and runs only when asked: `SHOT_PHASE=after npx playwright test -c playwright.screenshots.config.ts`.
export default defineConfig({
  ...base,
  testDir: path.join(__dirname, 'screenshots'),
  reporter: [['list']],
});
