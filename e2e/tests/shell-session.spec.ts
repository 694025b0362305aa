// The end of a session: the member logs out, or the server stops accepting their token.
import { expect, test } from '../support/fixtures';
import { createVerifiedAccount } from '../support/auth-emulator';
import { deleteUserRecord } from '../support/database';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { logIn, mainNavigation, waitForApp, watchCaptchaDrawing } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a member logs out from the navigation bar: home, signed out, the dashboard closed again', async ({
  page,
}) => {
  const member = newVisitor('leaver');
  await createVerifiedAccount(member);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));

  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
  await expect(
    page.getByRole('heading', { name: 'Crafting Quality Garments with Precision' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

// The dashboard makes several calls at once (the page's, the sidebar's unread counts): every one
// of them is refused, and the later ones must not make /login forget the page the member was on.
test('a member whose record the server deleted is sent to /login at their next call, and can come back', async ({
  page,
}) => {
  const member = newVisitor('revoked');
  await createVerifiedAccount(member);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // The API reads the record on every request: without it, the session token is refused (401).
  await deleteUserRecord(member.email);
  const refused = page.waitForResponse(
    (response) => response.url().startsWith(e2eEnv.apiUrl) && response.status() === 401,
  );
  await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
  await refused;

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  // Logging in again starts a new session and returns to the page the refused call came from.
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard\/Profile$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();
});
