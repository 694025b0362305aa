import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The pictures in docs/screenshots/, by page: not journeys (they assert nothing), so they live
// apart from tests/ and run only when asked:
// `SHOT_PHASE=after npx playwright test -c playwright.screenshots.config.ts`.
export default defineConfig({
  ...base,
  testDir: path.join(__dirname, 'screenshots'),
  reporter: [['list']],
});
