// The guards across the federation: the shell's sign-in guard in front of /dashboard, and the
// admin rule the dashboard applies with the admin flag the shell hands it.
import { expect, test } from '../support/fixtures';
import { createVerifiedAccount } from '../support/auth-emulator';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { logIn, watchCaptchaDrawing } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a member is sent to their Profile and refused the admin pages', async ({ page }) => {
  const member = newVisitor('member');
  await createVerifiedAccount(member);

  await page.goto('/dashboard/manage-users');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard\/manage-users$/);
  await expect(page.getByText('Access Denied: Admins Only')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/Profile$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();
});

test('an admin is sent from /dashboard to Manage Users', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await expect(page).toHaveURL(/\/dashboard\/manage-users$/);
  await expect(page.getByText('Access Denied: Admins Only')).toHaveCount(0);
});
