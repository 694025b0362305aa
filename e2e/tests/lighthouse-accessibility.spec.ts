import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, expect, test } from '@playwright/test';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { logIn, mainNavigation, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Issue 27: the journeys' Lighthouse accessibility stays at 100. Lighthouse 12 (the pages
// bench's) audits the built product in Debian's Chromium: the key public routes as a visitor, and
// dashboard pages as a signed-in member and admin (the session kept across Lighthouse's loads).

const PUBLIC_PATHS = ['/', '/request-quote', '/products', '/contact', '/quote-conversation'];
const MEMBER_PATHS = ['/dashboard/my-quotes', '/dashboard/Profile'];
const ADMIN_PATHS = ['/dashboard/quote-requests', '/dashboard/manage-users'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Audit {
  path: string;
  score: number | null;
  failing: string[];
}

test.setTimeout(900_000);

test('Lighthouse scores accessibility 100 on the key public routes and dashboard pages', async () => {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-lighthouse-'));
  // One browser profile, so a sign-in made here holds in the tabs Lighthouse opens.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL: e2eEnv.shellUrl,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const { default: lighthouse } = await import('lighthouse');
  const audits: Audit[] = [];
  const auditPath = async (pagePath: string) => {
    const result = await lighthouse(`${e2eEnv.shellUrl}${pagePath}`, {
      port,
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      // Keeps the signed-in session between loads.
      disableStorageReset: true,
    });
    const lhr = result!.lhr;
    const audit: Audit = {
      path: pagePath,
      score: lhr.categories.accessibility.score,
      failing: lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
    console.log(
      `lighthouse accessibility ${pagePath}: ${Math.round((audit.score ?? 0) * 100)}` +
        (audit.failing.length ? ` (failing: ${audit.failing.join(', ')})` : ''),
    );
    audits.push(audit);
  };
  const signIn = async (email: string, password: string) => {
    const page = await context.newPage();
    await watchCaptchaDrawing(page);
    await logIn(page, email, password);
    await page.close();
  };

  try {
    for (const pagePath of PUBLIC_PATHS) await auditPath(pagePath);

    const id = randomUUID().slice(0, 6);
    const member = await createMember({
      name: `Lena Lighthouse ${id}`,
      email: `lena-${id}@brand.example`,
      password: `Tailor#${id}A`,
    });
    await signIn(member.email, member.password);
    for (const pagePath of MEMBER_PATHS) await auditPath(pagePath);

    const page = await context.newPage();
    await page.goto('/about');
    await waitForApp(page);
    await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();
    await expect(mainNavigation(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.close();
    await signIn(e2eEnv.adminEmail, e2eEnv.adminPassword);
    for (const pagePath of ADMIN_PATHS) await auditPath(pagePath);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  expect(audits.filter((audit) => audit.score !== 1)).toEqual([]);
  expect(audits).toHaveLength(PUBLIC_PATHS.length + MEMBER_PATHS.length + ADMIN_PATHS.length);
});
