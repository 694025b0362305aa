import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { adminApiToken } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

/** Issue 37, journey 1: the team costs a two-line request and sends its offer; the buyer reads it. */

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

async function signedInPage(browser: Browser, email: string, password: string, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.slow();

test('the admin costs a two-line request with price breaks at 390 px and sends it; the buyer sees tiers and totals but no costing', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Olive Offers ${id}`,
    email: `olive-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const memberToken = await apiSessionToken(member.email, member.password);
  // Admin routes need the seed admin's passkey step-up (docs/security.md).
  const adminToken = await adminApiToken();
  const categoryKey = (await callApi<{ key: string }[]>('GET', '/categories')).data[0].key;
  const style = await callApi<{ id: string }>('POST', '/styles', memberToken, {
    styleNumber: `OF-${id}`,
    name: 'Crew-neck tee',
    categoryKey,
    season: 'SS27',
    colourways: [
      { name: 'Navy', swatch: '#1F3A5F' },
      { name: 'Ecru', swatch: '#F3EEDF' },
    ],
    sizes: ['S', 'M', 'L'],
    measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, 54] }],
    materials: [
      { kind: 'material', description: 'Body fabric', consumption: 0.85, unit: 'm' },
      { kind: 'trim', description: 'Care label', consumption: 1, unit: 'pcs' },
    ],
    fileIds: [],
  });
  expect(style.status).toBe(201);
  const sent = await callApi<{ insertedId: string }>('POST', '/quotes/requests', memberToken, {
    kind: 'bulk',
    lines: [
      {
        type: 'style',
        styleId: style.data.id,
        versionId: `${style.data.id}:1`,
        quantities: [
          [100, 150, 50],
          [50, 50, 50],
        ],
      },
      { type: 'quick', categoryKey, description: 'Tote bags in natural canvas', quantity: 300 },
    ],
    neededBy: future(120),
    destination: { country: 'GB', port: 'Felixstowe' },
    incoterm: 'FOB',
    currency: 'EUR',
  });
  expect(sent.status).toBe(201);
  const quoteId = sent.data.insertedId;
  expect(
    (await callApi('PATCH', `/quotes/${quoteId}`, adminToken, { status: 'reviewing' })).status,
  ).toBe(200);

  // The admin, on a phone: line 1's sheet, prefilled from the BOM, with its live unit price.
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword, 390);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await waitForApp(admin);
  await admin.getByRole('button', { name: 'Cost line 1' }).click();
  const sheet = admin.getByRole('form', { name: /Costing sheet of line 1/ });
  await expect(sheet.getByLabel('Fabric 1')).toHaveValue('Body fabric');
  await sheet.getByLabel('Price per unit (EUR)').fill('4.20');
  await sheet.getByLabel('Wastage (%)').fill('5');
  await sheet.getByLabel('Price each (EUR)').fill('0.12');
  await sheet.getByLabel('Cut-make-trim (EUR)').fill('1.50');
  await sheet.getByLabel('Washing (EUR)').fill('0.20');
  await sheet.getByLabel('Packaging (EUR)').fill('0.15');
  await sheet.getByLabel('Testing and certification (EUR)').fill('0.08');
  await sheet.getByLabel('Overhead (%)').fill('10');
  await sheet.getByLabel('Margin (%)').fill('15');
  await expect(sheet.getByText(/Unit price \(FOB\)/)).toContainText('7.34 EUR');
  await sheet.getByRole('button', { name: 'Save costing of line 1' }).click();
  await expect(sheet.getByRole('status')).toHaveText(/^Saved \d{4}-/);
  expect(await seriousViolations(admin)).toEqual([]);
  // Nothing wider than the phone but the tables' own scroll boxes.
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The offer: two price breaks on line 1, one on line 2; then save and send.
  const offer = admin.getByRole('form', { name: 'Offer per line' });
  const lineOne = offer.getByRole('group', { name: /Line 1: OF-/ });
  await lineOne.getByLabel('Price break 1: from (pcs)').fill('300');
  await lineOne.getByLabel('Price break 1: unit price (EUR)').fill('7.60');
  await lineOne.getByRole('button', { name: 'Add a price break to line 1' }).click();
  await lineOne.getByLabel('Price break 2: from (pcs)').fill('1000');
  await lineOne.getByLabel('Price break 2: unit price (EUR)').fill('6.90');
  await lineOne.getByLabel('MOQ per style (pcs)').fill('300');
  await expect(lineOne.getByText('At 450 pcs: 7.60 EUR each, 3,420.00 EUR')).toBeVisible();
  const lineTwo = offer.getByRole('group', { name: /Line 2: Tote bags/ });
  await lineTwo.getByLabel('Price break 1: from (pcs)').fill('300');
  await lineTwo.getByLabel('Price break 1: unit price (EUR)').fill('4.50');
  await offer.getByRole('button', { name: 'Save offer' }).click();
  await offer.getByRole('button', { name: 'Send offer to the buyer' }).click();
  await expect(admin.getByText(/Version 1 sent to the buyer on/)).toBeVisible();

  // The buyer reads the tiers, their price, the totals and the date, and no costing.
  const buyer = await signedInPage(browser, member.email, member.password, 1440);
  await buyer.goto(`/dashboard/my-quotes/${quoteId}`);
  await waitForApp(buyer);
  const seen = buyer.getByRole('region', { name: 'Our offer per line' });
  await expect(seen.getByRole('region', { name: 'Price breaks of line 1' })).toContainText(
    '1,000 pcs',
  );
  await expect(seen.getByRole('region', { name: /Line 1: OF-/ })).toContainText(
    'Line total3,420.00 EUR',
  );
  await expect(seen.getByText(/Total:/)).toContainText('4,770.00 EUR');
  await expect(seen).toContainText('Valid until');
  await expect(buyer.locator('body')).not.toContainText(
    /Cut-make-trim|Overhead|Factory cost|Wastage/,
  );
  expect(await seriousViolations(buyer)).toEqual([]);
});
