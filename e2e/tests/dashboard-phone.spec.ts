import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { adminApiToken, publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Issue 27: the admin on a phone. No dashboard page scrolls sideways at 390 px, long names wrap
// beside their badge, the Activity Log shows its Changes whole at 1440 px, and the category
// editor keeps Save and Cancel in sight on a 900 px tall screen.

const ADMIN_PAGES = [
  'manage-users',
  'showContact',
  'AddCategoryForm',
  'ShowCategoryFormData',
  'quote-requests',
  'activity-log',
  'releases',
  'Profile',
  'my-quotes',
];

/** How many lines each address in the Activity Log's Address column takes (issue 38: one). */
const addressLines = (page: Page) =>
  page.getByRole('table', { name: 'Activity' }).evaluate((table) =>
    Array.from(table.querySelectorAll('td[data-label="Address"]'))
      .filter((cell) => cell.textContent)
      .map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size;
      }),
  );

const sideways = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

test.slow();

test('an admin on a phone: no page scrolls sideways, long names wrap, the editor’s buttons stay in sight', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const longName = `Bartholomew-Featherstonehaugh-Wolfeschlegelstein${id}`;
  const longNamed = await createMember({
    name: longName,
    email: `bartholomew.featherstonehaugh.${id}@longnames-atelier.example`,
    password: `Tailor#${id}A`,
  });
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);

  for (const path of ADMIN_PAGES) {
    await page.goto(`/dashboard/${path}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await sideways(page);
    expect(scrollWidth, `/dashboard/${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  }

  await page.goto('/dashboard/manage-users');
  await waitForApp(page);
  await page
    .getByLabel(/Search/)
    .first()
    .fill(longName);
  const card = page.getByRole('article', { name: longName });
  const name = await card.getByRole('heading', { name: longName }).boundingBox();
  const badge = await card.getByText('user', { exact: true }).boundingBox();
  const cardBox = await card.boundingBox();
  // The name stays inside its card, and the badge does not sit on top of it.
  expect(name!.x + name!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(badge!.y >= name!.y + name!.height || badge!.x >= name!.x + name!.width).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  const [category] = await publicCategories();
  await page.goto('/dashboard/ShowCategoryFormData');
  await waitForApp(page);
  await page.getByRole('button', { name: `Edit ${category.title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(editor.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
  await expect(editor.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  // An audited change with a long value in its Changes column: the member made admin.
  const made = await callApi('PATCH', `/users/admin/${longNamed.recordId}`, await adminApiToken());
  expect(made.status).toBe(200);
  await page.goto('/dashboard/activity-log');
  await waitForApp(page);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const clipped = await table.evaluate((element) => {
    const wrapper = element.parentElement!;
    return wrapper.scrollWidth > wrapper.clientWidth;
  });
  expect(clipped).toBe(false);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const lines = await addressLines(page);
    expect(lines.length, 'entries with an address').toBeGreaterThan(0);
    expect(Math.max(...lines), `an address wraps at ${width} px`).toBe(1);
  }
});
