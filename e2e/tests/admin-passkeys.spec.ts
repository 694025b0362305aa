// Issue 40: passkeys for admins. After the Firebase sign-in an admin has member rights until the
// session steps up with a passkey; a new admin registers one at first sign-in, and an admin who
// lost theirs gets back in with the recovery code shown at registration.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { callApi, createMember } from '../support/dashboard-accounts';
import { addVirtualAuthenticator } from '../support/passkeys';
import { e2eEnv } from '../support/env';
import { adminApiToken } from '../support/public-api';
import { logIn, registerFirstPasskey, waitForApp, watchCaptchaDrawing } from '../support/ui';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** A member made admin by the seed admin: a new admin, who has no passkey yet. */
async function newAdmin() {
  const batch = randomUUID().slice(0, 8);
  const person = {
    name: `Passkey Admin ${batch}`,
    email: `passkey-admin-${batch}@brand.test`,
    password: `Tailor#${batch}A`,
  };
  const account = await createMember(person);
  const promoted = await callApi(
    'PATCH',
    `/users/admin/${account.recordId}`,
    await adminApiToken(),
  );
  expect(promoted.status).toBe(200);
  return person;
}

/** A browser of its own (a device) with Chromium's virtual authenticator, signed in. */
async function signedInDevice(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  const authenticator = await addVirtualAuthenticator(page);
  await logIn(page, email, password);
  await page.goto('/dashboard/Profile');
  await waitForApp(page);
  return { page, authenticator };
}

async function openManageUsers(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Manage Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(page.getByText(/^Total Users: \d+$/)).toBeVisible();
}

test('a new admin registers a passkey at first sign-in and reaches Manage Users', async ({
  browser,
}) => {
  const admin = await newAdmin();
  const { page } = await signedInDevice(browser, admin.email, admin.password);

  // Member rights until then, and the page says why.
  await expect(sidebar(page).getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
  await registerFirstPasskey(page);

  await openManageUsers(page);
  // Profile lists the new passkey (an admin's sidebar has no Profile link; the account menu does).
  await page.goto('/dashboard/Profile');
  await waitForApp(page);
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
});

test('an admin whose passkey is removed is stopped at the step-up, and recovers with the code', async ({
  browser,
}) => {
  const admin = await newAdmin();
  const first = await signedInDevice(browser, admin.email, admin.password);
  const recoveryCode = await registerFirstPasskey(first.page);
  await first.page.close();

  // Another device, without the passkey: the step-up cannot complete.
  const { page } = await signedInDevice(browser, admin.email, admin.password);
  const gate = page.getByRole('region', { name: 'Confirm it is you' });
  await expect(gate).toContainText('until then this session has member rights only');
  await expect(gate.getByRole('alert')).toContainText('The passkey was not accepted');
  await expect(sidebar(page).getByRole('link', { name: 'Manage Users' })).toHaveCount(0);

  await gate.getByRole('button', { name: 'Use a recovery code' }).click();
  await gate.getByLabel('Recovery code').fill(recoveryCode);
  await gate.getByRole('button', { name: 'Recover access' }).click();

  // In, and asked to register a new passkey for next time.
  const next = page.getByRole('region', { name: 'Register a passkey' });
  await expect(next).toContainText('You are in with your recovery code');
  await next.getByRole('button', { name: 'Register a passkey' }).click();
  await expect(page.getByRole('region', { name: 'Your recovery code' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await openManageUsers(page);
});

test('another admin resets a lost passkey from Manage Users, and the admin registers a new one', async ({
  browser,
}) => {
  const admin = await newAdmin();
  const first = await signedInDevice(browser, admin.email, admin.password);
  await registerFirstPasskey(first.page);
  await first.page.close();

  // The seed admin (stepped up at sign-in, so the step-up is fresh) resets them.
  // logIn puts the seed admin's passkey into the page's own virtual authenticator.
  const team = { page: await (await browser.newContext()).newPage() };
  await watchCaptchaDrawing(team.page);
  await logIn(team.page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await team.page.goto('/dashboard/manage-users');
  await waitForApp(team.page);
  await expect(team.page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await team.page.getByLabel('Search users').fill(admin.email);
  await expect(team.page.getByText('Total Users: 1')).toBeVisible();
  const card = team.page.getByRole('article', { name: admin.name });
  await card.getByRole('button', { name: 'Reset passkeys' }).click();
  const confirm = team.page.getByRole('dialog', { name: 'Reset passkeys?' });
  await expect(confirm).toContainText(`Remove every passkey of ${admin.email}?`);
  await confirm.getByRole('button', { name: 'Yes, reset passkeys' }).click();
  await expect(team.page.getByRole('dialog', { name: 'Passkeys reset' })).toContainText(
    'they register a new one at their next sign-in',
  );
  await team.page.close();

  // A new device: no step-up to fail, the admin is walked through registering a new passkey.
  const { page } = await signedInDevice(browser, admin.email, admin.password);
  await expect(page.getByRole('region', { name: 'Confirm it is you' })).toHaveCount(0);
  await registerFirstPasskey(page);
  await openManageUsers(page);
});
