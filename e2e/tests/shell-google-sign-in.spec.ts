// Google sign-in against the Auth emulator. Google's own popup needs scripts from Google's
// servers, which a local stack never reaches; against the emulator the shell shows a stand-in
// account chooser instead, and the emulator signs the chosen identity in as a google.com user.
import { expect, test, type Request } from '../support/fixtures';
import { createInviter, ownRecord } from '../support/api';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import {
  acceptTerms,
  mainNavigation,
  solveCaptcha,
  waitForApp,
  watchCaptchaDrawing,
} from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a visitor signs in with Google through the emulator, the shell saves their email and name, and they land on the home page', async ({
  page,
}) => {
  const google = newVisitor('google');
  const userSaves: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${e2eEnv.apiUrl}/users`)
      userSaves.push(request);
  });

  await page.goto('/login');
  await solveCaptcha(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await chooser.getByLabel('Google account email').fill(google.email);
  await chooser.getByLabel('Display name').fill(google.name);
  await chooser.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
  await expect(
    page.getByRole('heading', { name: 'Crafting Quality Garments with Precision' }),
  ).toBeVisible();

  // The Google sign-in saved exactly { email, name }.
  await expect
    .poll(() => userSaves.map((request) => request.postDataJSON()))
    .toContainEqual({ email: google.email, name: google.name });

  // Signed in: the session token is stored, the API knows them, and the bar offers Dashboard and Logout.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).not.toBeNull();
  const record = await ownRecord(
    (await page.evaluate(() => localStorage.getItem('access-token'))) ?? '',
  );
  expect(record).toMatchObject({ email: google.email, name: google.name });

  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNavigation(page).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('cancelling the Google account chooser leaves the visitor signed out on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await solveCaptcha(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in with Google' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  const failure = page.getByRole('dialog');
  await expect(failure.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(failure).toContainText('The Google sign-in window was closed before signing in');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});

test('a visitor who arrives through an invite link and signs up with Google counts as the inviter’s partner', async ({
  page,
}) => {
  const inviter = await createInviter('google-inviter');
  expect(await inviter.partnersCount()).toBe(0);

  await page.goto(`/invite/${inviter.refCode}`);
  await expect(page).toHaveURL(/\/signup$/);
  await solveCaptcha(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const invitee = newVisitor('google-invitee');
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await chooser.getByLabel('Google account email').fill(invitee.email);
  await chooser.getByLabel('Display name').fill(invitee.name);
  await chooser.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect.poll(inviter.partnersCount).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('invite-ref'))).toBeNull();
});
