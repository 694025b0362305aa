import { expect, test } from '../support/fixtures';
import { verifyEmail } from '../support/auth-emulator';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { loadTool } from '../support/tools';
import { logIn, signUp, waitForApp, watchCaptchaDrawing } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a visitor sees the seeded categories, signs up, verifies, logs in, sees their profile and logs out', async ({
  page,
}) => {
  const seeded = (await (await fetch(`${e2eEnv.apiUrl}/categories`)).json()) as { title: string }[];
  expect(seeded.length).toBeGreaterThanOrEqual(6);

  await page.goto('/');
  await waitForApp(page);
  for (const category of seeded) {
    await expect(
      page.getByRole('link', { name: new RegExp(category.title) }).first(),
    ).toBeVisible();
  }

  const visitor = newVisitor('member');
  await signUp(page, visitor);
  await verifyEmail(visitor.email);

  // The dashboard is behind the guard: the visitor is sent to log in, then brought back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, visitor.email, visitor.password);
  await expect(page).toHaveURL(/\/dashboard\/Profile$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${visitor.name}` })).toBeVisible();
  await expect(page.getByText(visitor.email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('with the dashboard remote stopped, /dashboard shows the fallback while / still works', async ({
  page,
}) => {
  const path = await import('node:path');
  const { serveStatic } = await loadTool('hosting/static-server');
  const { runtimeConfigFor } = await loadTool('hosting/stack');
  const root = path.join(__dirname, '../..');
  const ports = { ...e2eEnv.altPorts, api: Number(new URL(e2eEnv.apiUrl).port) };
  const harnessEnv = {
    FIREBASE_PROJECT_ID: e2eEnv.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: e2eEnv.authEmulatorHost,
  };
  const publicServer = await serveStatic({
    root: path.join(root, 'remote-public/dist'),
    port: ports.public,
  });
  const dashboardServer = await serveStatic({
    root: path.join(root, 'remote-dashboard/dist'),
    port: ports.dashboard,
  });
  const shellServer = await serveStatic({
    root: path.join(root, 'shell/dist'),
    port: ports.shell,
    spa: true,
    runtimeConfig: runtimeConfigFor({ ports, harnessEnv }),
  });
  try {
    const shellUrl = shellServer.url as string;
    await page.goto(`${shellUrl}/login`);
    await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);

    await dashboardServer.close();
    await page.goto(`${shellUrl}/dashboard`);
    await expect(
      page.getByRole('heading', { name: 'This section could not be loaded.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.goto(`${shellUrl}/`);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { name: 'Crafting Quality Garments with Precision' }),
    ).toBeVisible();
  } finally {
    await shellServer.close();
    await publicServer.close();
    await dashboardServer.close().catch(() => undefined);
  }
});
