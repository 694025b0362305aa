import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { acceptedOrder, quotedRequest, startedDaysAgo } from '../support/orders';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// The orders' pictures: My Orders, an order's page and the Orders board at a phone's and a
// desktop's width, each in its page's folder of docs/screenshots/. Not a journey (it asserts only
// that the page is there), so it runs only when asked:
// `npx playwright test -c playwright.screenshots.config.ts orders` in e2e/.
const screenshots = path.join(__dirname, '../../docs/screenshots');
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;

async function shoot(page: Page, pageName: string, viewport: string) {
  const outDir = path.join(screenshots, pageName);
  fs.mkdirSync(outDir, { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(outDir, `${viewport}.png`), fullPage: true });
}

test.setTimeout(240_000);

test('orders screenshots', async ({ browser }) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Mira Merchandiser ${id}`,
    email: `mira-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const onTrack = await acceptedOrder(member, await quotedRequest(member, { neededInDays: 200 }));
  const late = await acceptedOrder(member, await quotedRequest(member, { neededInDays: 150 }));
  await startedDaysAgo(late, 20);
  const further = await acceptedOrder(member, await quotedRequest(member, { neededInDays: 220 }));
  await startedDaysAgo(further, 30, 2);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const buyer = await context.newPage();
  await watchCaptchaDrawing(buyer);
  await logIn(buyer, member.email, member.password);
  const admin = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);

  for (const viewport of VIEWPORTS) {
    await buyer.setViewportSize({ width: viewport.width, height: viewport.height });
    await buyer.goto('/dashboard/my-orders');
    await waitForApp(buyer);
    await expect(buyer.getByRole('link', { name: new RegExp(onTrack.reference) })).toBeVisible();
    await shoot(buyer, 'my-orders', viewport.name);
    await buyer.goto(`/dashboard/orders/${late._id}`);
    await waitForApp(buyer);
    await expect(buyer.getByRole('region', { name: 'Delivery' })).toBeVisible();
    await shoot(buyer, 'order-page', viewport.name);

    await admin.setViewportSize({ width: viewport.width, height: viewport.height });
    await admin.goto('/dashboard/orders');
    await waitForApp(admin);
    await expect(admin.getByRole('link', { name: late.reference }).first()).toBeVisible();
    await shoot(admin, 'orders-board', viewport.name);
  }
});
