import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { parse } from 'csv-parse/sync';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

test('an admin promotes a member, sees it at the top of the Activity Log, and downloads the users CSV holding the member', async ({
  page,
}) => {
  const id = randomUUID().slice(0, 8);
  const member = await createMember({
    name: `Audited ${id}`,
    email: `audited-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });

  await watchCaptchaDrawing(page);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await page.goto('/dashboard/manage-users');
  await waitForApp(page);
  await page.getByLabel('Search users').fill(member.email);
  await expect(page.getByText('Total Users: 1')).toBeVisible();
  const card = page.getByRole('article', { name: member.name });
  await card.getByRole('button', { name: 'Make Admin' }).click();
  await page
    .getByRole('dialog', { name: 'Make Admin?' })
    .getByRole('button', { name: 'Yes, make admin' })
    .click();
  await expect(card.getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeHidden({ timeout: 5_000 });

  // The newest entry, first row of the log: who did it, what, and to whom (a link to them).
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Activity Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const newest = page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1);
  await expect(newest.getByRole('rowheader')).toHaveText('Made admin');
  await expect(newest).toContainText(e2eEnv.adminEmail);
  await expect(newest).toContainText('role: user → admin');
  const target = newest.getByRole('link', { name: member.email });
  await expect(target).toBeVisible();

  // The link leads back to Manage Users, already searching for the member; export what it shows.
  await target.click();
  await expect(page.getByLabel('Search users')).toHaveValue(member.email);
  await expect(page.getByText('Total Users: 1')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe('users.csv');
  const rows: Record<string, string>[] = parse(await readFile(await download.path(), 'utf8'), {
    columns: true,
  });
  expect(rows).toEqual([
    expect.objectContaining({
      id: member.recordId,
      name: member.name,
      email: member.email,
      role: 'admin',
    }),
  ]);
});
