import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// The styles' pictures (issue 36): the style editor with its three grids, a version's diff from
// the one before, and the request builder with a style line's colour × size matrix and a quick
// line, at a phone's and a desktop's width, each in its page's folder of docs/screenshots/. Not a
// journey (it asserts only that the page is there), so it runs only when asked:
// `npx playwright test -c playwright.screenshots.config.ts screenshots/styles.spec.ts` in e2e/.
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

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const content = (styleNumber: string, categoryKey: string, chestM: number, supplier: string) => ({
  styleNumber,
  name: 'Crew-neck tee',
  categoryKey,
  season: 'SS27',
  description: 'Relaxed crew-neck tee with a ribbed collar and a twin-needle hem.',
  fabric: 'Single jersey 180 gsm',
  composition: '100% organic cotton',
  colourways: [
    { name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1F3A5F' },
    { name: 'Ecru', colourCode: '11-0507 TCX', swatch: '#F3EEDF' },
    { name: 'Sage', swatch: '#9CAF88' },
  ],
  sizes: SIZES,
  measurements: [
    { name: 'Chest width', toleranceCm: 1, valuesCm: [48, 50, chestM, 54, 56, 58] },
    { name: 'Body length', toleranceCm: 1, valuesCm: [66, 68, 70, 72, 74, 76] },
    { name: 'Sleeve length', toleranceCm: 0.5, valuesCm: [19, 20, 21, 22, 23, 24] },
    { name: 'Neck width', toleranceCm: 0.5, valuesCm: [16, 16.5, 17, 17.5, 18, 18.5] },
  ],
  materials: [
    {
      kind: 'material',
      description: 'Body fabric',
      supplier,
      colour: 'As colourway',
      consumption: 0.85,
      unit: 'm',
    },
    {
      kind: 'material',
      description: 'Collar rib 1×1',
      supplier: 'Mill A',
      colour: 'As colourway',
      placement: 'Collar',
      consumption: 0.05,
      unit: 'm',
    },
    {
      kind: 'trim',
      description: 'Care label',
      supplier: 'Label Co',
      placement: 'Left side seam',
      consumption: 1,
      unit: 'pcs',
    },
  ],
  fileIds: [],
});

test.setTimeout(240_000);

test('styles screenshots', async ({ browser }) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Stella Styles ${id}`,
    email: `stella-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const idToken = await apiSessionToken(member.email, member.password);
  const categories = await callApi<{ key: string }[]>('GET', '/categories');
  const categoryKey = categories.data[0].key;
  const created = await callApi<{ id: string }>(
    'POST',
    '/styles',
    idToken,
    content('TL-2041', categoryKey, 52, 'Mill A'),
  );
  expect(created.status).toBe(201);
  const styleId = created.data.id;
  // v2: a measurement corrected, a supplier changed, a trim added: what the diff shows.
  const v2 = content('TL-2041', categoryKey, 53, 'Mill B');
  const saved = await callApi('POST', `/styles/${styleId}/versions`, idToken, {
    ...v2,
    measurements: v2.measurements.map((point) =>
      point.name === 'Body length' ? { ...point, valuesCm: [66, 68, 71, 72, 74, 76] } : point,
    ),
    materials: [
      ...v2.materials,
      {
        kind: 'trim',
        description: 'Main label',
        placement: 'Centre back neck',
        consumption: 1,
        unit: 'pcs',
      },
    ],
    baseVersion: 1,
  });
  expect(saved.status).toBe(201);

  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/dashboard/styles/${styleId}/edit`);
    await waitForApp(page);
    await expect(page.getByRole('textbox', { name: 'Chest width, size M (cm)' })).toHaveValue('53');
    await shoot(page, 'style-editor', viewport.name);

    await page.goto(`/dashboard/styles/${styleId}/versions/2`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Changes from v1 to v2' })).toBeVisible();
    await shoot(page, 'style-version-diff', viewport.name);

    await page.goto('/dashboard/my-quotes/new');
    await waitForApp(page);
    await page.getByLabel('Style from your library').selectOption(styleId);
    await page.getByRole('button', { name: 'Add style line' }).click();
    await page.getByRole('textbox', { name: 'Line 1 Navy S' }).fill('100');
    await page.getByRole('textbox', { name: 'Line 1 Navy M' }).fill('150');
    await page.getByRole('textbox', { name: 'Line 1 Navy L' }).fill('120');
    await page.getByRole('textbox', { name: 'Line 1 Ecru M' }).fill('80');
    await page.getByRole('textbox', { name: 'Line 1 Sage XL' }).fill('40');
    await expect(page.getByRole('cell', { name: 'Line 1 total' })).toHaveText('490');
    await page.getByRole('button', { name: 'Add quick line' }).click();
    await page.getByLabel('Line 2 category').selectOption(categoryKey);
    await page.getByLabel('Line 2 description').fill('Tote bags in natural canvas, screen printed');
    await page.getByLabel('Line 2 quantity (pcs)').fill('300');
    // The picture shows the matrix from its first size, no cell focused.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      document.querySelectorAll('[role="region"]').forEach((box) => (box.scrollLeft = 0));
      window.scrollTo(0, 0);
    });
    await shoot(page, 'request-builder', viewport.name);
  }
});
