import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { adminApiToken } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

/**
 * Issue 37, journey 2: the admin revises a sent offer; the buyer counters, then accepts v2, and
 * the order shows its lines, totals and payment schedule.
 */

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

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.slow();

test('the admin revises the offer; the buyer counters, then accepts v2, and the order shows the lines and totals', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Rhea Revisions ${id}`,
    email: `rhea-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const memberToken = await apiSessionToken(member.email, member.password);
  const adminToken = await adminApiToken();
  const categoryKey = (await callApi<{ key: string }[]>('GET', '/categories')).data[0].key;
  const style = await callApi<{ id: string }>('POST', '/styles', memberToken, {
    styleNumber: `RV-${id}`,
    name: 'Crew-neck tee',
    categoryKey,
    season: 'SS27',
    colourways: [
      { name: 'Navy', swatch: '#1F3A5F' },
      { name: 'Ecru', swatch: '#F3EEDF' },
    ],
    sizes: ['S', 'M', 'L'],
    measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, 54] }],
    materials: [{ kind: 'material', description: 'Body fabric', consumption: 0.85, unit: 'm' }],
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
  // Version 1, through the API (journey 1 makes it on the page): line 1 needs 200 per colourway.
  const line = (n: number, price: number, moqPerColourway: number) => ({
    line: n,
    tiers: [{ minQuantity: 300, unitPriceMinor: price }],
    moqPerStyle: 300,
    moqPerColourway,
    sampleCostMinor: 0,
    sampleLeadTimeDays: 10,
    productionLeadTimeDays: 60,
  });
  const v1 = {
    currency: 'EUR',
    validUntil: future(30),
    lines: [line(1, 760, 200), line(2, 450, 0)],
  };
  expect((await callApi('PUT', `/quotes/${quoteId}/offer`, adminToken, v1)).status).toBe(200);
  expect(
    (await callApi('PATCH', `/quotes/${quoteId}`, adminToken, { status: 'reviewing' })).status,
  ).toBe(200);
  expect((await callApi('POST', `/quotes/${quoteId}/offer/send`, adminToken)).status).toBe(200);

  // The buyer counters line 1 at 7.00.
  const buyer = await signedInPage(browser, member.email, member.password, 1440);
  await buyer.goto(`/dashboard/my-quotes/${quoteId}`);
  await waitForApp(buyer);
  const offer = buyer.getByRole('region', { name: 'Our offer per line' });
  await expect(offer).toContainText('Version 1');
  await expect(offer).toContainText(/in Ecru needs at least 200 pcs, 150 ordered/);
  const counter = offer.getByRole('form', { name: 'Counter-proposal to version 1' });
  await counter.getByLabel(/Line 1 target unit price/).fill('7.00');
  await counter.getByLabel('Note to the team').fill('Our Ecru run is 150 pieces.');
  await counter.getByRole('button', { name: 'Send counter-proposal' }).click();
  await expect(counter.getByRole('status')).toContainText('Sent');

  // The admin, on a phone, reads the counter beside the sheet and sends version 2.
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword, 390);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await waitForApp(admin);
  const counters = admin.getByRole('region', { name: 'The buyer’s counter-proposals' });
  await expect(counters.getByRole('row', { name: /RV-/ })).toContainText('7.00 EUR');
  await expect(counters).toContainText('Our Ecru run is 150 pieces.');
  await admin.getByRole('button', { name: 'Revise the offer' }).click();
  const revise = admin.getByRole('form', { name: 'Revise the offer (version 2)' });
  await revise.getByLabel(/Reason for the revision/).fill('7.20 from 300, and 100 per colourway');
  const lineOne = revise.getByRole('group', { name: /Line 1: RV-/ });
  await lineOne.getByLabel('Price break 1: unit price (EUR)').fill('7.20');
  await lineOne.getByLabel('MOQ per colourway (pcs)').fill('100');
  await expect(lineOne.getByText('At 450 pcs: 7.20 EUR each, 3,240.00 EUR')).toBeVisible();
  await revise.getByRole('button', { name: 'Send version 2 to the buyer' }).click();
  await expect(admin.getByText(/Version 2 sent to the buyer on/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Earlier versions' })).toContainText('Version 1');
  expect(await seriousViolations(admin)).toEqual([]);
  expect(await overflowOf(admin)).toBeLessThanOrEqual(0);

  // The buyer reads v2 and why, then accepts it: the order has the lines at v2's prices.
  await buyer.reload();
  await waitForApp(buyer);
  await expect(offer).toContainText('Version 2');
  await expect(offer).toContainText('Why it changed: 7.20 from 300, and 100 per colourway');
  // The current version's total; version 1's (4,770.00) is in its closed history entry.
  await expect(offer.getByText('Total: 4,590.00 EUR')).toBeVisible();
  await expect(offer.getByRole('region', { name: 'Earlier versions' })).toContainText('Version 1');
  expect(await seriousViolations(buyer)).toEqual([]);
  await buyer.getByRole('button', { name: 'Accept this quote' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.getByLabel('Incoterm').selectOption('FOB');
  await dialog.getByLabel('Payment term').selectOption('TT');
  const preview = dialog.getByRole('table', { name: 'Order lines' });
  await expect(preview.getByRole('row', { name: /Order total/ })).toContainText('4,590.00');
  await dialog.getByRole('checkbox', { name: /I confirm the 2 lines above/ }).check();
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const lines = buyer.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('row', { name: /RV-/ })).toContainText('Navy: S 100, M 150, L 50');
  await expect(lines.getByRole('row', { name: /RV-/ })).toContainText('3,240.00');
  await expect(lines.getByRole('row', { name: /Tote bags/ })).toContainText('1,350.00');
  await expect(lines.getByRole('row', { name: /Order total/ })).toContainText('4,590.00');
  // TT: 30 % of 4,590.00 on acceptance, the balance at shipment.
  const due = buyer.getByRole('table', { name: 'Amounts due' });
  await expect(due.getByRole('row', { name: /30 % deposit/ })).toContainText('1,377.00');
  await expect(due.getByRole('row', { name: /70 % against the B\/L/ })).toContainText('3,213.00');
  expect(await seriousViolations(buyer)).toEqual([]);
});
