import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

const phase = process.env.SHOT_PHASE ?? 'after';
// The quote and user pages' pictures, before and after a change of their layout, each in its
// page's folder of docs/screenshots/: `SHOT_PHASE=before|after npx playwright test -c
// playwright.screenshots.config.ts quotes-and-users` in e2e/.
const screenshots = path.join(__dirname, '../../docs/screenshots');
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, pageName: string, viewport: string) {
  const outDir = path.join(screenshots, pageName);
  fs.mkdirSync(outDir, { recursive: true });
  // Let scrolling, focus and fonts settle before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(outDir, `${viewport}-${phase}.png`) });
}

test.setTimeout(240_000);

test('quote and user pages screenshots', async ({ browser }) => {
  const id = randomUUID().slice(0, 6);
  for (const viewport of VIEWPORTS) {
    const visitor = await (
      await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
    ).newPage();
    await visitor.goto('/request-quote');
    await waitForApp(visitor);
    await visitor.getByLabel('Your Name').fill(`Vera Visitor ${id}`);
    await visitor.getByLabel('Email Address').fill(`vera-${id}@brand.example`);
    await visitor.getByLabel('Company (optional)').fill(`Vera Brands ${id}`);
    await visitor.getByLabel('Product category').selectOption({ index: 1 });
    await visitor.getByLabel('Quantity (pieces)').fill('600');
    await visitor.getByLabel('Needed by').fill(inDays(viewport.width === 390 ? 45 : 120));
    await visitor.getByLabel('Target unit price (optional)').fill('6.80');
    await visitor.getByLabel(/Size breakdown/).fill('S=200, M=250, L=150');
    await visitor
      .getByLabel('Details')
      .fill('Organic cotton shirts in navy and white, woven labels, polybag per piece.');
    await visitor.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'received' })).toBeAttached();
    await shoot(visitor, 'quote-confirmation', viewport.name);
    await visitor.context().close();
  }

  // A name without spaces, the kind that ran into the role badge.
  await createMember({
    name: `Bartholomew-Featherstonehaugh-Wolfeschlegelstein${id}`,
    email: `bartholomew.featherstonehaugh.${id}@longnames-atelier.example`,
    password: `Tailor#${id}A`,
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize({ width: viewport.width, height: viewport.height });
    await admin.goto('/dashboard/quote-requests');
    await waitForApp(admin);
    const firstCard = admin
      .getByRole('list')
      .filter({ hasText: /Q-\d{4}/ })
      .getByRole('listitem')
      .first();
    await expect(firstCard).toBeVisible();
    await shoot(admin, 'admin-quote-list', viewport.name);
    await firstCard.getByRole('link').or(firstCard.getByRole('button')).first().click();
    await expect(admin.getByRole('article').first()).toBeAttached();
    await shoot(admin, 'admin-quote-detail', viewport.name);
    await admin.goto('/dashboard/manage-users');
    await waitForApp(admin);
    await expect(admin.getByText(/Total/).first()).toBeVisible();
    await shoot(admin, 'manage-users', viewport.name);
  }
  await context.close();
});
