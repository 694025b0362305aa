import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

/** The text runs of a PDF as Mozilla's pdf.js reads them (support/pdf-js-text.mjs). */
function pdfJsLines(bytes: Buffer): string[] {
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, '..', 'support', 'pdf-js-text.mjs')],
    { input: bytes, timeout: 20_000 },
  );
  if (result.status !== 0) throw new Error(`pdf.js could not read the PDF: ${result.stderr}`);
  return JSON.parse(String(result.stdout)) as string[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

async function signedInPage(browser: Browser, email: string, password: string, width = 1440) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const content = (styleNumber: string, categoryKey: string, chestM: number) => ({
  styleNumber,
  name: 'Crew-neck tee',
  categoryKey,
  season: 'SS27',
  colourways: [
    { name: 'Navy', swatch: '#1F3A5F' },
    { name: 'Ecru', swatch: '#F3EEDF' },
  ],
  sizes: ['S', 'M', 'L'],
  measurements: [
    { name: 'Chest width', toleranceCm: 1, valuesCm: [50, chestM, 54] },
    { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
  ],
  materials: [],
  fileIds: [],
});

const TOTE_ARTWORK = {
  name: 'tl-tote-artwork.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n% tote artwork\n%%EOF\n', 'latin1'),
};

// Several full page loads for two people.
test.slow();

test('a two-line quote pins its style line to v1; the admin opens v1’s tech pack, still sees v1 after v2 with the note, and the member reorders pinned to v2', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Quinn Quotes ${id}`,
    email: `quinn-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const idToken = await apiSessionToken(member.email, member.password);
  const categories = await callApi<{ key: string }[]>('GET', '/categories');
  const categoryKey = categories.data[0].key;
  // Journey 1 makes a style through the editor; here the member's library has one at v1.
  const created = await callApi<{ id: string }>(
    'POST',
    '/styles',
    idToken,
    content(`TL-${id}`, categoryKey, 52),
  );
  expect(created.status).toBe(201);
  const styleId = created.data.id;

  // Journey 2: a two-line request, one style line in colour × size and one quick line.
  const page = await signedInPage(browser, member.email, member.password);
  await page.goto('/dashboard/my-quotes/new');
  await waitForApp(page);
  await page.getByLabel('Style from your library').selectOption(styleId);
  await page.getByRole('button', { name: 'Add style line' }).click();
  await expect(
    page.getByRole('heading', { name: `Line 1: TL-${id} Crew-neck tee v1` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Line 1 Navy S' }).fill('100');
  await page.getByRole('textbox', { name: 'Line 1 Navy M' }).fill('150');
  await page.getByRole('textbox', { name: 'Line 1 Ecru L' }).fill('100');
  await expect(page.getByRole('cell', { name: 'Line 1 total' })).toHaveText('350');
  await page.getByRole('button', { name: 'Add quick line' }).click();
  await page.getByLabel('Line 2 category').selectOption(categoryKey);
  await page.getByLabel('Line 2 description').fill('Tote bags in natural canvas, screen printed');
  await page.getByLabel('Line 2 quantity (pcs)').fill('300');
  // The quick line's file goes through the quote upload (its bytes checked) and joins line 2.
  await page.getByLabel(/^Line 2 files \(PDF or images/).setInputFiles(TOTE_ARTWORK);
  await expect(page.getByRole('list', { name: 'Line 2 files' })).toContainText(
    'tl-tote-artwork.pdf Uploaded',
  );
  await page.getByLabel('Needed by').fill(future(90));
  await page.getByLabel('Destination country').fill('GB');
  await page.getByLabel('Destination port').fill('Felixstowe');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-quotes\/[0-9a-f]{24}$/);
  const quoteId = page.url().split('/').pop() ?? '';
  await expect(page.getByText(`Line 1: TL-${id} Crew-neck tee, pinned to v1`)).toBeVisible();

  // The admin sees the pinned version and opens its tech pack.
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await waitForApp(admin);
  await expect(admin.getByText(`Line 1: TL-${id} Crew-neck tee, pinned to v1`)).toBeVisible();
  await expect(admin.getByText(/^Line 2: .*, 300 pcs$/)).toBeVisible();
  const lineFile = admin.waitForEvent('download');
  await admin
    .getByRole('list', { name: 'Line 2 files' })
    .getByRole('button', { name: 'Download tl-tote-artwork.pdf' })
    .click();
  const artwork = await lineFile;
  expect(await seriousViolations(admin)).toEqual([]);
  expect(artwork.suggestedFilename()).toBe('tl-tote-artwork.pdf');
  expect(fs.readFileSync((await artwork.path()) ?? '')).toEqual(TOTE_ARTWORK.buffer);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Tech pack v1 (PDF)' }).click();
  const download = await downloading;
  const lines = pdfJsLines(fs.readFileSync((await download.path()) ?? ''));
  expect(lines.join(' ')).toContain('Season SS27 · Version 1');
  const table = lines.slice(lines.indexOf('Point of measure'));
  expect(table.slice(0, 15)).toEqual([
    'Point of measure',
    'Tol. ±',
    'S',
    'M',
    'L',
    'Chest width',
    '1',
    '50',
    '52',
    '54',
    'Body length',
    '1',
    '68',
    '70',
    '72',
  ]);

  // Journey 3, its second half: the member saves v2; the quote still pins v1 and says so.
  const saved = await callApi('POST', `/styles/${styleId}/versions`, idToken, {
    ...content(`TL-${id}`, categoryKey, 53),
    baseVersion: 1,
  });
  expect(saved.status).toBe(201);
  await admin.reload();
  await waitForApp(admin);
  await expect(admin.getByText(`Line 1: TL-${id} Crew-neck tee, pinned to v1`)).toBeVisible();
  await expect(
    admin.getByRole('note').filter({ hasText: 'The buyer has saved a newer version since: v2.' }),
  ).toBeVisible();

  // Journey 4: the member reorders from the request, pinned to v2 (the latest).
  await page.reload();
  await waitForApp(page);
  await page.getByRole('link', { name: 'Reorder with the latest versions' }).click();
  await expect(
    page.getByRole('heading', { name: `Line 1: TL-${id} Crew-neck tee v2` }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Line 1 Navy M' })).toHaveValue('150');
  await expect(page.getByRole('cell', { name: 'Line 1 total' })).toHaveText('350');
  await expect(page.getByLabel('Destination port')).toHaveValue('Felixstowe');
  await page.getByLabel('Needed by').fill(future(120));
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-quotes\/[0-9a-f]{24}$/);
  expect(page.url()).not.toContain(quoteId);
  await expect(page.getByText(`Line 1: TL-${id} Crew-neck tee, pinned to v2`)).toBeVisible();
});

test('the request builder is usable at 390 px: the matrix scrolls inside itself, the page does not', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Rae Request ${id}`,
    email: `rae-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const idToken = await apiSessionToken(member.email, member.password);
  const categories = await callApi<{ key: string }[]>('GET', '/categories');
  const created = await callApi<{ id: string }>('POST', '/styles', idToken, {
    ...content(`TL-${id}`, categories.data[0].key, 52),
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [48, 50, 52, 54, 56, 58] }],
  });
  const page = await signedInPage(browser, member.email, member.password, 390);
  await page.goto('/dashboard/my-quotes/new');
  await waitForApp(page);
  await page.getByLabel('Style from your library').selectOption(created.data.id);
  await page.getByRole('button', { name: 'Add style line' }).click();
  const lastCell = page.getByRole('textbox', { name: 'Line 1 Ecru XXL' });
  await lastCell.focus();
  await lastCell.fill('40');
  await expect(lastCell).toBeInViewport();
  await expect(page.getByRole('cell', { name: 'Line 1 total' })).toHaveText('40');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
