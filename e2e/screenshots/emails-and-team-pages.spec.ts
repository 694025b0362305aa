import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { mailTo } from '../support/mailpit';
import { acceptedOrder, inDays, quotedRequest } from '../support/orders';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// The emails and the team's pages: the quote confirmation email and the guest's page
// with everything the buyer sent, the order email, the admin's quote page with its one notes
// concept, the Orders board with every stage, the Activity Log and the Releases page, at a phone's
// and a desktop's width. Not a journey: `npx playwright test -c playwright.screenshots.config.ts
// emails-and-team-pages` in e2e/, after `npm run build`. Each page goes to docs/screenshots/<page>/.
const screenshots = path.join(__dirname, '../../docs/screenshots');
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;

async function shoot(page: Page, folder: string, viewport: string) {
  const dir = path.join(screenshots, folder);
  fs.mkdirSync(dir, { recursive: true });
  // Let scrolling, focus and fonts settle before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(dir, `${folder}-${viewport}.png`), fullPage: true });
}

/** The subject and HTML of the newest email to `address` whose subject matches. */
async function email(address: string, subject: RegExp): Promise<{ subject: string; html: string }> {
  let id: string | undefined;
  await expect
    .poll(
      async () => (id = (await mailTo(address)).find((mail) => subject.test(mail.Subject))?.ID),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const response = await fetch(`${e2eEnv.mailpitUrl}/api/v1/message/${id}`);
  const message = (await response.json()) as { Subject: string; HTML: string };
  return { subject: message.Subject, html: message.HTML };
}

test.setTimeout(300_000);

test('the emails and the team’s pages', async ({ browser }) => {
  const id = randomUUID().slice(0, 6);
  const guestEmail = `greta-${id}@brand.example`;

  // A guest in Germany writes the quantity as Germans do.
  const guest = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' })
  ).newPage();
  await guest.goto('/request-quote');
  await waitForApp(guest);
  await guest.getByLabel('Your Name').fill(`Greta Gast ${id}`);
  await guest.getByLabel('Email Address').fill(guestEmail);
  await guest.getByLabel('Company (optional)').fill('Gast Moden GmbH');
  await guest.getByLabel('Phone (optional)').fill('+49 30 1234567');
  await guest.getByLabel('Product category').selectOption({ index: 1 });
  await guest.getByLabel('Quantity (pieces)').fill('1.200');
  await guest.getByLabel('Needed by').fill(inDays(120));
  await guest.getByLabel('Target unit price (optional)').fill('6.80');
  await guest.getByLabel(/Size breakdown/).fill('S=400, M=500, L=300');
  await guest
    .getByLabel('Details')
    .fill('Organic cotton shirts in navy and white, woven labels, polybag per piece.');
  await guest.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(guest.getByRole('status').filter({ hasText: 'received' })).toBeAttached();
  const received = await email(guestEmail, /We received your quote request/);
  const confirmation = received.html;
  const reference = /Q-\d{4}-\d+/.exec(received.subject)![0];
  const guestLink = /href="([^"]*quote-conversation[^"]*)"/.exec(confirmation)?.[1];
  expect(guestLink).toBeTruthy();
  for (const viewport of VIEWPORTS) {
    await guest.setViewportSize({ width: viewport.width, height: viewport.height });
    await guest.setContent(confirmation);
    await shoot(guest, 'quote-confirmation-email', viewport.name);
    await guest.goto(guestLink!.replace(/&amp;/g, '&'));
    await waitForApp(guest);
    await expect(guest.getByRole('region', { name: 'Your request' })).toBeVisible();
    await shoot(guest, 'guest-quote-page', viewport.name);
  }

  // A member with an order: its email, and the board and the log the admin reads.
  const member = await createMember({
    name: `Mira Merchandiser ${id}`,
    email: `mira-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  await acceptedOrder(member, await quotedRequest(member, { quantity: 1200, neededInDays: 200 }));
  const orderEmail = (await email(member.email, /Your order O-\d{4}-\d+ is confirmed/)).html;

  const admin = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize({ width: viewport.width, height: viewport.height });
    await admin.setContent(orderEmail);
    await shoot(admin, 'order-email', viewport.name);
    await admin.goto('/dashboard/orders');
    await waitForApp(admin);
    await expect(
      admin.getByRole('region', { name: 'By stage' }).getByRole('table').first(),
    ).toBeVisible();
    await shoot(admin, 'orders-board', viewport.name);
    await admin.goto('/dashboard/activity-log');
    await waitForApp(admin);
    await expect(admin.getByRole('table', { name: 'Activity' })).toBeVisible();
    await shoot(admin, 'activity-log', viewport.name);
    await admin.goto('/dashboard/quote-requests');
    await waitForApp(admin);
    await admin
      .getByRole('link', { name: new RegExp(reference) })
      .first()
      .click();
    await expect(admin.getByRole('region', { name: 'Conversation' })).toBeVisible();
    await shoot(admin, 'admin-quote-page', viewport.name);
    await admin.goto('/dashboard/releases');
    await waitForApp(admin);
    await expect(admin.getByRole('region', { name: 'How releases reach visitors' })).toBeVisible();
    await shoot(admin, 'releases', viewport.name);
  }
});
