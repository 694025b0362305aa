// Journeys through the production topology in a browser: the shell and remotes served by nginx
// (deploy/nginx), every API call through the nginx gateway (deploy/api-gateway) to one of two API
// processes in NODE_ENV=production, the rate limits shared through Redis.
// The topology is started by support/production-setup.ts.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { createVerifiedAccount } from '../support/auth-emulator';
import { e2eEnv } from '../support/env';
import { steppedUpSeedAdminToken } from '../support/passkeys';
import { newVisitor } from '../support/people';
import { PRODUCTION_CONTACTS_LIMIT } from '../support/production-setup';
import { logIn, mainNavigation, waitForApp, watchCaptchaDrawing } from '../support/ui';

/** The catalogue cache's bound (CATALOGUE_CACHE_SECONDS, docs/operations.md): 5 s by default. */
const CATALOGUE_BOUND_MS = 5000;

/** Each API process directly, as only the internal network reaches them. */
const apiProcesses = (): string[] => JSON.parse(process.env.E2E_API_PROCESS_URLS ?? '[]');
const gateway = () => e2eEnv.apiUrl;

const sessionOf = (page: Page) => page.evaluate(() => localStorage.getItem('access-token'));
const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** How many POST /contacts one API process has answered, from its own /metrics. */
async function contactPostsAnswered(apiUrl: string): Promise<number> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('http_requests_total{') &&
        line.includes('method="POST"') &&
        line.includes('route="/contacts"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

test.beforeAll(() => {
  expect(apiProcesses()).toHaveLength(2);
});

test('a member signs in through the gateway and every API call goes through it', async ({
  page,
}) => {
  const apiCalls: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(gateway())) apiCalls.push(response);
  });
  const member = newVisitor('gateway');
  await createVerifiedAccount(member);
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);
  await page.goto('/dashboard/Profile');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();

  // The session exchange and the profile came through nginx, which tagged each with its id. The
  // heading shows the session's name at once, so the stored record may still be on its way.
  const exchange = apiCalls.find((response) => new URL(response.url()).pathname === '/jwt');
  expect(exchange?.status()).toBe(200);
  await expect
    .poll(() => apiCalls.some((response) => new URL(response.url()).pathname === '/users/me'))
    .toBe(true);
  expect(await exchange?.headerValue('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  // No page of the product talks to an API process directly.
  for (const url of apiProcesses())
    expect(apiCalls.filter((response) => response.url().startsWith(url))).toEqual([]);
});

test('a category edited in the dashboard shows on the public page and on both API processes within the cache bound', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/ShowCategoryFormData');
  await waitForApp(admin);
  const before = await (await fetch(`${gateway()}/categories/shirts`)).json();
  const title = `Shirts ${randomUUID().slice(0, 6)}`;

  await admin.getByRole('button', { name: `Edit ${before.title}` }).click();
  const editor = admin.getByRole('dialog', { name: 'Edit Category' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  const edited = Date.now();
  await expect(admin.getByRole('dialog', { name: 'Category updated successfully' })).toBeVisible();

  // Whichever process took the write, the other one answers with it within the bound.
  for (const apiUrl of apiProcesses())
    await expect
      .poll(async () => (await (await fetch(`${apiUrl}/categories/shirts`)).json()).title, {
        timeout: CATALOGUE_BOUND_MS + 1000,
        intervals: [250],
      })
      .toBe(title);
  expect(Date.now() - edited).toBeLessThan(CATALOGUE_BOUND_MS + 1000);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/products/shirts');
  await waitForApp(visitor);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${title} Collection` }),
  ).toBeVisible();
});

test('a role change signs the member out on both API processes', async ({ browser }) => {
  const member = newVisitor('promoted');
  await createVerifiedAccount(member);
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);
  // The shell keeps the API session once the token exchange has answered.
  await expect.poll(() => sessionOf(page)).toBeTruthy();
  const token = await sessionOf(page);
  await page.goto('/dashboard/Profile');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible();
  const me = await (await fetch(`${gateway()}/users/me`, withToken(token!))).json();
  for (const apiUrl of apiProcesses())
    expect((await fetch(`${apiUrl}/users/me`, withToken(token!))).status).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await expect.poll(() => sessionOf(admin)).toBeTruthy();
  // The admin's browser session, with the passkey step-up its admin rights need.
  const adminToken = await steppedUpSeedAdminToken((await sessionOf(admin))!);
  const promote = await fetch(`${gateway()}/users/admin/${me._id}`, {
    method: 'PATCH',
    ...withToken(adminToken!),
  });
  expect(await promote.json()).toEqual({ modifiedCount: 1 });

  // Both processes refuse the old session at once: the version is read from the database.
  for (const apiUrl of apiProcesses())
    expect((await fetch(`${apiUrl}/users/me`, withToken(token!))).status).toBe(401);
  // And the member's browser, at its next page load, is sent to sign in again.
  await page.goto('/dashboard/Profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
});

test('the contact form’s rate limit counts one visitor across both API processes', async ({
  page,
}) => {
  const answeredBefore = await Promise.all(apiProcesses().map(contactPostsAnswered));
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url() === `${gateway()}/contacts`)
      statuses.push(response.status());
  });
  for (let i = 0; i <= PRODUCTION_CONTACTS_LIMIT; i++) {
    await form.getByLabel('Your Name').fill('Ada Buyer');
    await form.getByLabel('Email Address').fill('ada@brand.example');
    await form.getByLabel('Message').fill(`Sample request number ${i} for linen shirts.`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => statuses.length).toBe(i + 1);
    if (i < PRODUCTION_CONTACTS_LIMIT)
      await expect(form.getByRole('status')).toContainText('Your message has been sent');
  }
  await expect(form.getByText('Too many requests, please try again later')).toBeVisible();
  expect(statuses).toEqual([...Array(PRODUCTION_CONTACTS_LIMIT).fill(201), 429]);

  // The gateway spread the posts over both processes, and neither alone saw the whole budget.
  const answeredAfter = await Promise.all(apiProcesses().map(contactPostsAnswered));
  const perProcess = answeredAfter.map((after, index) => after - answeredBefore[index]);
  expect(perProcess.every((count) => count > 0 && count <= PRODUCTION_CONTACTS_LIMIT)).toBe(true);
  expect(perProcess.reduce((sum, count) => sum + count, 0)).toBe(PRODUCTION_CONTACTS_LIMIT + 1);
});

test('the live release of a remote comes from nginx with its cache headers', async ({ page }) => {
  const { id } = JSON.parse(process.env.E2E_LIVE_RELEASES ?? '{}')['remote-public'];
  const fromPublicRemote: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(e2eEnv.publicUrl)) fromPublicRemote.push(response);
  });
  // A page of the public remote: the shell loads it through the live pointer.
  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page)).toBeVisible();

  const byPath = (pattern: RegExp) =>
    fromPublicRemote.filter((response) => pattern.test(new URL(response.url()).pathname));
  const [pointer] = byPath(/^\/live\.json$/);
  expect(await pointer.headerValue('cache-control')).toBe('no-cache');
  const [entry] = byPath(new RegExp(`^/releases/${id}/remoteEntry\\.js$`));
  expect(entry.status()).toBe(200);
  expect(await entry.headerValue('cache-control')).toBe('no-cache');
  expect(await entry.headerValue('server')).toMatch(/^nginx/);
  const chunks = byPath(new RegExp(`^/releases/${id}/.+\\.[0-9a-f]{8,}\\.js$`));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks)
    expect(await chunk.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
  // The shell's own page is served by nginx with the product's security headers.
  const shell = await page.request.get('/');
  expect(shell.headers()['server']).toMatch(/^nginx/);
  expect(shell.headers()['content-security-policy']).toContain(gateway());
});
