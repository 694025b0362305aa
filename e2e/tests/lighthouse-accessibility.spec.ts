import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

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

/**
 * A Chromium of its own (a fresh profile, so one role's session never leaks into the next), open
 * to Lighthouse on a free debugging port; signs in first when given an account.
 */
async function auditAs(
  account: { email: string; password: string } | undefined,
  paths: string[],
): Promise<Audit[]> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-lighthouse-'));
  // A persistent profile: a sign-in made here holds in the tabs Lighthouse opens.
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
  try {
    if (account) {
      const page = await context.newPage();
      await watchCaptchaDrawing(page);
      await logIn(page, account.email, account.password);
      if (account.email === e2eEnv.adminEmail) {
        // The admin's step-up, made here where the virtual authenticator holds the passkey: the
        // tabs Lighthouse opens carry the same sign-in, and with it the step-up.
        const steppedUp = page.waitForResponse(
          (response) => response.url().endsWith('/auth/passkeys/step-up/verify') && response.ok(),
        );
        await page.goto(paths[0]);
        await steppedUp;
        await waitForApp(page);
      }
      await page.close();
    }
    for (const pagePath of paths) {
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
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return audits;
}

test.setTimeout(900_000);

test('Lighthouse scores accessibility 100 on the key public routes and dashboard pages', async () => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Lena Lighthouse ${id}`,
    email: `lena-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const audits = [
    ...(await auditAs(undefined, PUBLIC_PATHS)),
    ...(await auditAs(member, MEMBER_PATHS)),
    ...(await auditAs({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword }, ADMIN_PATHS)),
  ];

  expect(audits.filter((audit) => audit.score !== 1)).toEqual([]);
  expect(audits).toHaveLength(PUBLIC_PATHS.length + MEMBER_PATHS.length + ADMIN_PATHS.length);
});
