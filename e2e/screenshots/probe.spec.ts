import { test } from '@playwright/test';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

const PAGES = ['manage-users', 'showContact', 'AddCategoryForm', 'ShowCategoryFormData', 'quote-requests', 'activity-log', 'releases', 'Profile', 'my-quotes'];

test('probe overflow', async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    for (const p of PAGES) {
      await page.goto(`/dashboard/${p}`);
      await waitForApp(page);
      await page.waitForTimeout(1500);
      const r = await page.evaluate(() => {
        const de = document.documentElement;
        const wide: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          const b = el.getBoundingClientRect();
          if (b.right > de.clientWidth + 1) wide.push(`${el.tagName}.${el.className} r=${Math.round(b.right)}`);
        }
        const scrollers: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          const h = el as HTMLElement;
          if (h.scrollWidth > h.clientWidth + 1 && getComputedStyle(h).overflowX !== 'visible') scrollers.push(`${h.tagName}.${h.className} ${h.scrollWidth}/${h.clientWidth}`);
        }
        return { sw: de.scrollWidth, cw: de.clientWidth, wide: wide.slice(0, 8), scrollers: scrollers.slice(0, 5) };
      });
      console.log(width, p, JSON.stringify(r));
    }
  }
});
