import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { callApi } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { inDays } from '../support/orders';
import { adminApiToken, publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Journeys 4 and 5 of the back office (issue #40): a bulk move of quote requests, and a saved
// view of the Activity Log that outlives a reload and opens from the sidebar.

test('the admin bulk-moves three quote requests to reviewing, told first how many and then how each went', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const categoryKey = (await publicCategories())[0].key;
  const references: string[] = [];
  for (const n of [1, 2, 3]) {
    const created = await callApi<{ reference: string }>('POST', '/quotes', undefined, {
      name: `Bulk ${id} ${n}`,
      email: `bulk-${id}-${n}@brand.example`,
      company: `Bulkco${id}`,
      categoryKey,
      kind: 'sample',
      quantity: 5,
      deadline: inDays(60),
      details: 'Three poplin shirts to move together.',
    });
    expect(created.status).toBe(201);
    references.push(created.data.reference);
  }

  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto(`/dashboard/quote-requests?search=Bulkco${id}`);
  await waitForApp(admin);
  for (const reference of references)
    await expect(admin.getByRole('link', { name: new RegExp(reference) })).toBeVisible();

  const bar = admin.getByRole('region', { name: 'Bulk actions on quote requests' });
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByLabel('Move selected to').selectOption('reviewing');
  await bar.getByRole('button', { name: 'Move' }).click();

  const confirm = admin.getByRole('dialog', { name: 'Apply to the selection?' });
  await expect(confirm).toContainText('Move 3 quote requests to Reviewing.');
  await confirm.getByRole('button', { name: 'Move' }).click();
  const report = admin.getByRole('dialog', { name: 'Bulk action finished' });
  await expect(report).toContainText('3 records done.');
  for (const reference of references) await expect(report).toContainText(`${reference}`);
  await report.getByRole('button', { name: 'OK' }).click();

  for (const reference of references)
    await expect(admin.getByRole('link', { name: new RegExp(reference) })).toContainText(
      'Reviewing',
    );
  const token = await adminApiToken();
  const listed = await callApi<Array<{ reference: string; status: string }>>(
    'GET',
    `/quotes?search=Bulkco${id}`,
    token,
  );
  expect(listed.data.map((quote) => quote.status)).toEqual(['reviewing', 'reviewing', 'reviewing']);
});

test('the admin saves a filtered Activity Log view, reloads, and opens it from the sidebar', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const name = `Deletes ${id}`;
  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/activity-log');
  await waitForApp(admin);

  await admin.getByLabel('Actor').fill(e2eEnv.adminEmail);
  await admin.getByLabel('Action').selectOption('user.deleted');
  await expect(admin).toHaveURL(/action=user\.deleted/);
  await admin.getByRole('button', { name: 'Save view' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(admin.getByRole('dialog', { name: 'View saved' })).toBeVisible();

  // The filters are in the URL, so a reload keeps them.
  await admin.reload();
  await waitForApp(admin);
  await expect(admin.getByLabel('Actor')).toHaveValue(e2eEnv.adminEmail);
  await expect(admin.getByLabel('Action')).toHaveValue('user.deleted');

  // Elsewhere, the view opens the log as it was saved.
  await admin.goto('/dashboard/manage-users');
  await waitForApp(admin);
  const menu = admin.getByRole('button', { name: 'Dashboard menu' });
  if (await menu.isVisible()) await menu.click();
  await admin
    .getByRole('list', { name: 'Saved views: Activity Log' })
    .getByRole('link', { name })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/activity-log\?.*action=user\.deleted.*view=/);
  await expect(admin.getByLabel('Actor')).toHaveValue(e2eEnv.adminEmail);
  await expect(admin.getByLabel('Action')).toHaveValue('user.deleted');
});
