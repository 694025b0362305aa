import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { createMember } from '../support/dashboard-accounts';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

const CHART = {
  name: 'tl-chart.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    'Point of measure,Tolerance (cm),S,M,L\r\nChest width,1,50,52,54\r\nBody length,1,68,70,72\r\n',
  ),
};
const TECH_PACK = {
  name: 'tl-tech-pack.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'),
};

/** Serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

// The journey goes through several full page loads, each with the splash.
test.slow();

test('a member creates a style with a chart from CSV, two colourways and a tech pack, sees v1, then edits a measurement and v2 shows the change', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Stella Styles ${id}`,
    email: `stella-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);

  await page.goto('/dashboard/styles');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'No styles found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New style' }).click();

  const form = page.getByRole('form', { name: 'New style' });
  await form.getByLabel('Style number').fill(`TL-${id}`);
  await form.getByLabel('Name').fill('Crew-neck tee');
  await form.getByLabel('Season').fill('SS27');
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Import measurement chart (CSV)').setInputFiles(CHART);
  await expect(form.getByRole('textbox', { name: 'Chest width, size M (cm)' })).toHaveValue('52');
  await form.getByRole('button', { name: 'Add colourway' }).click();
  await form.getByRole('textbox', { name: 'Colourway 1: name' }).fill('Navy');
  await form.getByRole('button', { name: 'Add colourway' }).click();
  await form.getByRole('textbox', { name: 'Colourway 2: name' }).fill('Ecru');
  await form.getByLabel('File type').selectOption('tech_pack');
  await form.getByLabel('Attach a file (PDF or image)').setInputFiles(TECH_PACK);
  await expect(form.getByRole('list', { name: 'Attached files' })).toContainText(
    'Tech pack: tl-tech-pack.pdf',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save as v1' }).click();

  await expect(page).toHaveURL(/\/dashboard\/styles\/[0-9a-f]{24}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `TL-${id} · Crew-neck tee` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'v1: the first version' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Colourways (2)' })).toBeVisible();
  const spec = page.getByRole('region', { name: 'Measurement spec, scrolls sideways' });
  await expect(spec.getByRole('row', { name: /Chest width/ })).toContainText('Chest width1505254');
  await expect(page.getByRole('button', { name: 'tl-tech-pack.pdf' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Version history' }).locator('..')).toContainText(
    `v1 saved`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Journey 3, its first half: a measurement corrected makes v2, and v2 says what changed.
  await page.getByRole('link', { name: 'Edit style' }).click();
  const editor = page.getByRole('form', { name: `Edit TL-${id}` });
  await editor.getByRole('textbox', { name: 'Chest width, size M (cm)' }).fill('53');
  // The grid from the keyboard: down to the next point's same size, right past the caret's end.
  await page.keyboard.press('ArrowDown');
  await expect(editor.getByRole('textbox', { name: 'Body length, size M (cm)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(editor.getByRole('textbox', { name: 'Body length, size L (cm)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('button', { name: 'Remove Body length' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Save as v2' }).click();

  await expect(page.getByRole('heading', { name: 'Changes from v1 to v2' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(
    page
      .getByRole('table', { name: 'Changed measurements' })
      .getByRole('row', { name: 'Chest width M 52 cm 53 cm' }),
  ).toBeVisible();
  const history = page.getByRole('heading', { name: 'Version history' }).locator('..');
  await expect(history.getByRole('link')).toHaveText(['v2', 'v1']);
  await history.getByRole('link', { name: 'v1' }).click();
  await expect(page.getByRole('heading', { name: 'v1: the first version' })).toBeVisible();
  await expect(spec.getByRole('row', { name: /Chest width/ })).toContainText('Chest width1505254');
});

test('the style editor is usable at 390 px: the grids scroll inside themselves, the page does not', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Pia Phone ${id}`,
    email: `pia-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);
  await page.goto('/dashboard/styles/new');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'New style' });
  await form.getByLabel('Import measurement chart (CSV)').setInputFiles(CHART);
  const lastCell = form.getByRole('textbox', { name: 'Body length, size L (cm)' });
  await lastCell.focus();
  await expect(lastCell).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
