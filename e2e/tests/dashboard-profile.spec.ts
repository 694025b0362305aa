import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { createMember, type Account } from '../support/dashboard-accounts';
import { pagesInChromiumViewer } from '../support/dashboard-pdf';
import { pdfText } from '../support/pdf-text';
import { newVisitor } from '../support/people';
import { logIn, signUp, waitForApp, watchCaptchaDrawing } from '../support/ui';

async function newMember(): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  return createMember({
    name: `Mira Member ${id}`,
    email: `mira-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
}

async function profileOf(browser: Browser, member: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, member.email, member.password);
  await page.goto('/dashboard');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/dashboard\/Profile$/);
  return page;
}

/** The value shown beside a label of the activity card. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your Activity' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');

test('the member sees Profile, copies the invite link, and a visitor signing up through it raises Network Partners by one', async ({
  browser,
}) => {
  const member = await newMember();
  const profile = await profileOf(browser, member);
  await profile.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await expect(
    profile.getByRole('heading', { level: 1, name: `Welcome, ${member.name}` }),
  ).toBeVisible();
  await expect(profile.getByRole('main').getByText(member.email)).toBeVisible();
  await expect(profile.getByText('Member', { exact: true })).toBeVisible();
  await expect(profile.getByRole('img', { name: `${member.name}'s initials` })).toHaveText('MM');
  await expect(profile.getByRole('link', { name: 'Request Support' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(profile.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(profile.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(figure(profile, 'Network Partners')).toHaveText('0');

  await profile.getByRole('button', { name: 'Invite Partner' }).click();
  await expect(profile.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const inviteLink = await profile.evaluate(() => navigator.clipboard.readText());
  expect(inviteLink).toMatch(new RegExp(`^${new URL(profile.url()).origin}/invite/[A-Za-z0-9-]+$`));
  // The hint goes back after 1.5 s.
  await expect(profile.getByRole('button', { name: 'Invite Partner' })).toBeVisible({
    timeout: 5_000,
  });

  const visitor = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(visitor);
  await visitor.goto(inviteLink);
  await expect(visitor).toHaveURL(/\/signup$/);
  await signUp(visitor, newVisitor('partner'));

  await profile.reload();
  await waitForApp(profile);
  await expect(figure(profile, 'Network Partners')).toHaveText('1');
});

test('the Order Guide downloads as a valid PDF with the ordering figures', async ({ browser }) => {
  const profile = await profileOf(browser, await newMember());
  const button = profile.getByRole('button', { name: 'Download Order Guide (PDF)' });
  const [download] = await Promise.all([profile.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('threadline-order-guide.pdf');
  const file = await download.path();
  const bytes = fs.readFileSync(file);

  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Read by pdf.js, as a viewer reads it (pdf-lib compresses the page contents).
  const pdf = pdfText(bytes);
  const text = pdf.lines.join('\n');
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
  for (const figureText of [
    '3–5 pcs per style',
    '300–1,000 pcs per colour/style',
    '7–14 days',
    '10–15 days',
    '45–75 days after pre-production approval',
    'AQL 2.5/4.0',
    '±0.5–1.0 cm',
    'XS–XXXL',
    '2–12',
    'TT or LC',
    'FOB, CIF or DDP',
    'By sea, air or courier',
  ]) {
    expect(text).toContain(figureText);
  }
  // And a real viewer opens it: Chromium's own PDF viewer counts the same pages.
  expect(await pagesInChromiumViewer(browser, file)).toBe(pdf.pages);
});
