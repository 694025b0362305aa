import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { acceptedOrder, quotedRequest } from '../support/orders';
import { publicCategories } from '../support/public-api';
import { PUBLIC_ROUTES } from '../support/public-pages';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Issue 27: axe-core on every public route and every dashboard page, as an admin and as a
// member, with the page's dialog open where it has one. Zero serious or critical violations,
// and every piece of content inside a landmark (axe's "region" rule).

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface PageAudit {
  page: string;
  violations: Array<{ id: string; impact: string; nodes: number; targets: string[] }>;
}

async function audit(page: Page, label: string): Promise<PageAudit> {
  // Let entrance animations and lazy sections start, then settle: axe reads colours as painted,
  // and a section fading in (0.6 s) is read half-transparent. Endless loops (the scrolling rows,
  // the spinner) never finish and are not waited for.
  await page.waitForTimeout(400);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const audited: PageAudit = {
    page: label,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    })),
  };
  const summary = audited.violations.length
    ? audited.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join(', ')
    : 'no violations';
  console.log(`axe ${label}: ${results.passes.length} rules passed; ${summary}`);
  return audited;
}

/** What must be empty: serious and critical violations, and content outside any landmark. */
const blocking = (audits: PageAudit[]) =>
  audits.flatMap((audited) =>
    audited.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
      .map((v) => `${audited.page}: ${v.id} (${v.impact}) at ${v.targets.join(' | ')}`),
  );

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

test.slow();

test('every public page and its dialogs have no serious or critical axe violations', async ({
  page,
}) => {
  const [category] = await publicCategories();
  const audits: PageAudit[] = [];
  const routes = [
    ...PUBLIC_ROUTES.map((route) => route.replace(':key', category.key)),
    '/request-quote',
    // A guest's conversation page without a valid link (journey 4 opens it with one).
    '/quote-conversation',
    '/login',
    '/signup',
    '/forgot-password',
    '/terms',
    '/privacy',
    '/cookies',
  ];
  for (const route of routes) {
    await visit(page, route);
    audits.push(await audit(page, route));
  }

  await visit(page, '/video');
  await page.getByRole('button', { name: 'Play Quality Control Standards 3:20' }).click();
  await expect(page.getByRole('dialog', { name: 'Quality Control Standards' })).toBeVisible();
  audits.push(await audit(page, '/video with the player open'));

  await visit(page, `/products/${category.key}`);
  await page.getByRole('button', { name: `${category.title} sample 1` }).click();
  await expect(page.getByRole('dialog', { name: `${category.title} gallery` })).toBeVisible();
  audits.push(await audit(page, `/products/${category.key} with the lightbox open`));

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  audits.push(await audit(page, '/about with the phone menu open'));

  expect(blocking(audits)).toEqual([]);
});

test('every dashboard page, as an admin and as a member, has no serious or critical axe violations', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const [category] = await publicCategories();
  const member = await createMember({
    name: `Ally Auditor ${id}`,
    email: `ally-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const created = await callApi<{ insertedId: string }>(
    'POST',
    '/quotes',
    await apiSessionToken(member.email, member.password),
    {
      name: member.name,
      email: member.email,
      categoryKey: category.key,
      kind: 'bulk',
      quantity: 400,
      deadline: inDays(60),
      details: 'Oxford shirts in white and light blue, button-down collar.',
      sizes: { M: 200, L: 200 },
    },
  );
  expect(created.status).toBe(201);
  const quoteId = created.data.insertedId;
  // Orders (issue 23): one order to show, and a quoted request to open the Accept dialog on.
  const order = await acceptedOrder(member, await quotedRequest(member));
  const toAccept = await quotedRequest(member);
  const audits: PageAudit[] = [];

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  for (const path of [
    '/dashboard/manage-users',
    '/dashboard/showContact',
    '/dashboard/AddCategoryForm',
    '/dashboard/ShowCategoryFormData',
    '/dashboard/quote-requests',
    `/dashboard/quote-requests/${quoteId}`,
    '/dashboard/activity-log',
    '/dashboard/releases',
    '/dashboard/orders',
    `/dashboard/orders/${order._id}`,
    '/dashboard/no-such-page',
  ]) {
    await visit(admin, path);
    audits.push(await audit(admin, `admin ${path}`));
  }
  await visit(admin, '/dashboard/ShowCategoryFormData');
  await admin.getByRole('button', { name: `Edit ${category.title}` }).click();
  await expect(admin.getByRole('dialog', { name: 'Edit Category' })).toBeVisible();
  audits.push(await audit(admin, 'admin /dashboard/ShowCategoryFormData with Edit open'));
  await visit(admin, '/dashboard/manage-users');
  await admin.getByRole('button', { name: 'Make Admin' }).first().click();
  await expect(admin.getByRole('dialog', { name: 'Make Admin?' })).toBeVisible();
  audits.push(await audit(admin, 'admin /dashboard/manage-users with Make Admin? open'));
  await admin.setViewportSize({ width: 390, height: 844 });
  await visit(admin, '/dashboard/quote-requests');
  await admin.getByRole('button', { name: 'Dashboard menu' }).click();
  audits.push(await audit(admin, 'admin /dashboard/quote-requests with the phone menu open'));

  const buyer = await signedInPage(browser, member.email, member.password);
  for (const path of [
    '/dashboard/Profile',
    '/dashboard/my-quotes',
    `/dashboard/my-quotes/${quoteId}`,
    '/dashboard/my-orders',
    `/dashboard/orders/${order._id}`,
    '/dashboard/manage-users',
  ]) {
    await visit(buyer, path);
    audits.push(await audit(buyer, `member ${path}`));
  }
  await visit(buyer, `/dashboard/my-quotes/${toAccept._id}`);
  await buyer.getByRole('button', { name: 'Accept this quote' }).click();
  const accept = buyer.getByRole('dialog', { name: `Accept ${toAccept.reference}` });
  await accept.getByLabel('Incoterm').selectOption('CIF');
  await accept.getByLabel('Payment term').selectOption('LC');
  await expect(accept.getByRole('table', { name: "The order's plan" })).toBeVisible();
  audits.push(await audit(buyer, 'member /dashboard/my-quotes/<id> with Accept open'));

  expect(blocking(audits)).toEqual([]);
});

/**
 * Tabs through the page and, for each element that takes focus, reads its focus ring: it must
 * be drawn (not "none"), at least 2 px wide, and at least 3:1 against the colour behind it.
 */
async function focusRingProblems(page: Page, label: string, stops = 30): Promise<string[]> {
  const problems: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const parse = (colour: string) => {
        const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const linear = (v: number) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      // The ring sits outside the element: what is behind it is the nearest opaque ancestor.
      let behind = element.parentElement;
      let background = { r: 255, g: 255, b: 255, a: 1 };
      while (behind) {
        const colour = parse(getComputedStyle(behind).backgroundColor);
        if (colour.a >= 0.9 && getComputedStyle(behind).backgroundImage === 'none') {
          background = colour;
          break;
        }
        if (getComputedStyle(behind).backgroundImage !== 'none') {
          background = { r: 31, g: 42, b: 68, a: 1 };
          break;
        }
        behind = behind.parentElement;
      }
      const ringColour = parse(style.outlineColor);
      const [lighter, darker] = [luminance(ringColour), luminance(background)].sort(
        (x, y) => y - x,
      );
      return {
        name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''
        } "${(element.textContent ?? '').trim().slice(0, 30)}"`,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        contrast: (lighter + 0.05) / (darker + 0.05),
      };
    });
    if (!ring) continue;
    if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3)
      problems.push(
        `${label}: ${ring.name} ring ${ring.style} ${ring.width}px ${ring.contrast.toFixed(2)}:1`,
      );
  }
  return problems;
}

test('every control a keyboard reaches shows a focus ring of at least 3:1', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  for (const path of ['/about', '/request-quote', '/login']) {
    await visit(visitor, path);
    problems.push(...(await focusRingProblems(visitor, path)));
  }
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  for (const path of ['/dashboard/quote-requests', '/dashboard/manage-users']) {
    await visit(admin, path);
    problems.push(...(await focusRingProblems(admin, path)));
  }
  expect(problems).toEqual([]);
});
