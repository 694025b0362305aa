import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { verifyEmail } from '../support/auth-emulator';
import { callApi, createMember, createMembers, type Person } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { adminApiToken } from '../support/public-api';
import { addVirtualAuthenticator } from '../support/passkeys';
import {
  logIn,
  registerFirstPasskey,
  signUp,
  waitForApp,
  watchCaptchaDrawing,
} from '../support/ui';

const ADMIN_LINKS = [
  'Manage Users',
  'Show Contact Data',
  'Add Category Form',
  'Show Category Data',
];

/** A signed-in page of its own (own cookies and storage), already on `path`. */
async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  path: string,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function expectMemberSidebar(page: Page) {
  await expect(sidebar(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const name of ADMIN_LINKS)
    await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
}

async function expectAdminSidebar(page: Page) {
  for (const name of ADMIN_LINKS)
    await expect(sidebar(page).getByRole('link', { name })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
  // The sidebar's role badge (the admin's Profile says Admin too since issue 27).
  await expect(page.getByRole('complementary').getByText('Admin', { exact: true })).toBeVisible();
}

async function findUser(page: Page, search: string) {
  await page.getByLabel('Search users').fill(search);
  await expect(page.getByText('Total Users: 1')).toBeVisible();
}

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

test('the admin promotes a member, who sees the admin pages after signing in again; revoking takes them away again', async ({
  browser,
}) => {
  // The member signs up through the screens and verifies through the emulator's inbox.
  const visitor = newVisitor('member');
  const signUpPage = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(signUpPage);
  await signUp(signUpPage, visitor);
  await verifyEmail(visitor.email);
  await signUpPage.context().close();
  const member = await signedInPage(browser, visitor.email, visitor.password, '/dashboard');
  await expect(member).toHaveURL(/\/dashboard\/Profile$/);
  await expectMemberSidebar(member);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword, '/dashboard');
  await expect(admin).toHaveURL(/\/dashboard\/manage-users$/);
  await findUser(admin, visitor.email);
  const card = admin.getByRole('article', { name: visitor.name });
  await expect(card.getByText('user', { exact: true })).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Make Admin' }).click();
  await confirm(admin, 'Make Admin?', 'Yes, make admin');
  await expect(admin.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  // The success alert closes itself after 1.5 s.
  await expect(admin.getByRole('dialog', { name: 'Success!' })).toBeHidden({ timeout: 5_000 });
  await expect(card.getByText('admin', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);

  // A role change ends the person's sign-ins (issue 28): their next visit sends them to /login,
  // and the new sign-in carries the new role.
  await member.reload();
  await expect(member).toHaveURL(/\/login$/);
  // A new admin registers a passkey at that first sign-in before admin rights (issue 40).
  await addVirtualAuthenticator(member);
  await logIn(member, visitor.email, visitor.password);
  await member.goto('/dashboard/Profile');
  await waitForApp(member);
  await registerFirstPasskey(member);
  await expectAdminSidebar(member);
  await sidebar(member).getByRole('link', { name: 'Manage Users' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(member.getByText(/^Total Users: \d+$/)).toBeVisible();

  // Beyond the spec: the way back, behind its own confirmation.
  await card.getByRole('button', { name: 'Revoke Admin' }).click();
  await confirm(admin, 'Revoke Admin?', 'Yes, revoke admin');
  await expect(admin.getByRole('dialog', { name: 'Admin Revoked' })).toBeVisible();
  await expect(card.getByText('user', { exact: true })).toBeVisible();

  await member.goto('/dashboard/Profile');
  await expect(member).toHaveURL(/\/login$/);
  await logIn(member, visitor.email, visitor.password);
  await member.goto('/dashboard/Profile');
  await waitForApp(member);
  await expectMemberSidebar(member);
  await member.goto('/dashboard/manage-users');
  await waitForApp(member);
  await expect(member.getByRole('alert')).toHaveText('Access Denied: Admins Only');
});

test("the admin deletes a member, and the member's next call sends them to /login", async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const person = {
    name: `Leaving ${id}`,
    email: `leaving-${id}@brand.example`,
    password: `Tailor#${id}A`,
  };
  await createMember(person);
  const member = await signedInPage(browser, person.email, person.password, '/dashboard/Profile');
  await expect(member.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();

  const admin = await signedInPage(
    browser,
    e2eEnv.adminEmail,
    e2eEnv.adminPassword,
    '/dashboard/manage-users',
  );
  // The server refuses to delete yourself, and the page shows its words.
  await findUser(admin, e2eEnv.adminEmail);
  const own = admin.getByRole('article').filter({ hasText: '(you)' });
  await own.getByRole('button', { name: 'Delete' }).click();
  await confirm(admin, 'Delete User?', 'Yes, delete');
  await expect(admin.getByRole('dialog', { name: 'Failed to delete' })).toContainText(
    'You cannot delete your own account',
  );
  await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await findUser(admin, person.email);
  await admin
    .getByRole('article', { name: person.name })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirm(admin, 'Delete User?', 'Yes, delete');
  // The delete confirms in a toast that offers Undo for a while, then goes by itself.
  await expect(admin.getByRole('alert').filter({ hasText: 'Deleted!' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'No users found' })).toBeVisible();

  // The member's page still shows; the next call (opening the dashboard again) is refused.
  await member
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(member).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
  await member.goBack();
  await expect(member).toHaveURL(/\/login$/, { timeout: 20_000 });
  await member.goto('/dashboard/Profile');
  await expect(member).toHaveURL(/\/login$/);
});

test('the admin searches, filters and pages through 25 users', async ({ browser }) => {
  const batch = `b${randomUUID().slice(0, 6)}`;
  const people: Person[] = Array.from({ length: 25 }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return {
      name: `Pager ${batch} ${n}`,
      email: `pager-${batch}-${n}@bulk.example`,
      password: `Tailor#${batch}A`,
    };
  });
  // One at a time, so "newest first" has a single right answer.
  const accounts = await createMembers(people, 1);
  // Two of them are admins, so the role filter has something to tell apart.
  const token = await adminApiToken();
  for (const account of [accounts[3], accounts[17]]) {
    expect((await callApi('PATCH', `/users/admin/${account.recordId}`, token)).status).toBe(200);
  }

  const admin = await signedInPage(
    browser,
    e2eEnv.adminEmail,
    e2eEnv.adminPassword,
    '/dashboard/manage-users',
  );
  const cards = admin.getByRole('list', { name: 'Users' }).getByRole('article');
  const pagination = admin.getByRole('navigation', { name: 'Pagination' });

  await admin.getByLabel('Search users').fill(batch);
  await expect(admin.getByText('Total Users: 25')).toBeVisible();
  await expect(cards).toHaveCount(10);
  await expect(pagination.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3']);
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(cards.first()).toContainText('#1');
  // Newest first: the last one created leads.
  await expect(cards.first()).toContainText(`Pager ${batch} 25`);

  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('#11');

  await pagination.getByRole('button', { name: 'Page 3' }).click();
  await expect(cards).toHaveCount(5);
  await expect(cards.last()).toContainText('#25');
  await expect(cards.last()).toContainText(`Pager ${batch} 01`);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Previous' }).click();
  await expect(cards.first()).toContainText('#11');

  await admin.getByLabel('Filter by role').selectOption('Admin');
  await expect(admin.getByText('Total Users: 2')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: `Pager ${batch} 04` })).toHaveCount(1);
  await expect(cards.filter({ hasText: `Pager ${batch} 18` })).toHaveCount(1);
  await expect(pagination).toHaveCount(0);

  await admin.getByLabel('Filter by role').selectOption('User');
  await expect(admin.getByText('Total Users: 23')).toBeVisible();
  await expect(pagination.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3']);
  await pagination.getByRole('button', { name: 'Page 3' }).click();
  await expect(cards).toHaveCount(3);

  await admin.getByLabel('Filter by role').selectOption('All Roles');
  await admin.getByLabel('Search users').fill(`pager-${batch}-07@bulk.example`);
  await expect(admin.getByText('Total Users: 1')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Pager ${batch} 07`);

  await admin.getByLabel('Search users').fill(`${batch}zz`);
  await expect(admin.getByRole('heading', { name: 'No users found' })).toBeVisible();
  await expect(admin.getByText('Try adjusting your search criteria or filters')).toBeVisible();
});
