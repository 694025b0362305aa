import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { apiSessionToken } from '../support/api';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Issue 27: a quote request has a URL of its own, for the admin and for the buyer who sent it,
// and on a phone the request a person taps is the one they see.

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

test.slow();

test('one link opens a request for the admin and for its owner; on a phone the tapped request is on screen', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const [category] = await publicCategories();
  const member = await createMember({
    name: `Lina Linker ${id}`,
    email: `lina-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const memberToken = await apiSessionToken(member.email, member.password);
  const created = await callApi<{ insertedId: string; reference: string }>(
    'POST',
    '/quotes',
    memberToken,
    {
      name: member.name,
      email: member.email,
      categoryKey: category.key,
      kind: 'bulk',
      quantity: 600,
      deadline: inDays(75),
      details: 'Heavyweight hoodies, three colours, printed neck labels.',
      sizes: { S: 200, M: 250, L: 150 },
    },
  );
  expect(created.status).toBe(201);
  const { insertedId: quoteId, reference } = created.data;

  // The owner follows the one link and sees the request in full, in a buyer's words.
  const owner = await signedInPage(browser, member.email, member.password);
  await owner.goto(`/dashboard/quotes/${quoteId}`);
  await waitForApp(owner);
  await expect(owner).toHaveURL(new RegExp(`/dashboard/my-quotes/${quoteId}$`));
  const ownView = owner.getByRole('article', { name: reference });
  await expect(ownView).toContainText(`Bulk order of 600 pcs · ${category.title}`);
  await expect(ownView).toContainText('S: 200, M: 250, L: 150');
  await expect(ownView).toContainText('Heavyweight hoodies, three colours');
  await expect(ownView.getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(ownView.getByRole('region', { name: 'Next step' })).toBeVisible();

  // The admin follows the same link to Quote Requests.
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await waitForApp(admin);
  await expect(admin).toHaveURL(new RegExp(`/dashboard/quote-requests/${quoteId}$`));
  const adminView = admin.getByRole('article', { name: reference });
  await expect(adminView).toContainText(member.email);
  await expect(adminView.getByRole('button', { name: 'Move to Reviewing' })).toBeVisible();

  // The list, nearest needed-by first, shows the category's title, the date and the age.
  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await admin.getByLabel('Search quote requests').fill(reference);
  const card = admin.getByRole('link', { name: new RegExp(reference) });
  await expect(card).toContainText(`${category.title} · 600 pcs`);
  await expect(card).toContainText(/Needed by .* \(in \d+ days\)/);
  await expect(card).toContainText('Received today');

  // On a phone, tapping the card shows the request, not the list below which it used to sit.
  await admin.setViewportSize({ width: 390, height: 844 });
  await card.click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/quote-requests/${quoteId}`));
  await expect(admin.getByRole('heading', { name: reference, level: 2 })).toBeInViewport();
  await expect(admin.getByRole('heading', { name: reference, level: 2 })).toBeFocused();
  await admin.getByRole('link', { name: '← All quote requests' }).click();
  await expect(admin.getByLabel('Search quote requests')).toBeInViewport();
});

test('someone else’s request is not found through its link', async ({ browser }) => {
  const id = randomUUID().slice(0, 6);
  const [category] = await publicCategories();
  const created = await callApi<{ insertedId: string }>('POST', '/quotes', undefined, {
    name: `Anon ${id}`,
    email: `anon-${id}@brand.example`,
    categoryKey: category.key,
    kind: 'sample',
    quantity: 5,
    deadline: inDays(30),
    details: 'Five samples of a linen overshirt in sand.',
  });
  expect(created.status).toBe(201);
  const stranger = await createMember({
    name: `Sam Stranger ${id}`,
    email: `sam-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const page = await signedInPage(browser, stranger.email, stranger.password);
  await page.goto(`/dashboard/quotes/${created.data.insertedId}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Quote request not found' })).toBeVisible();
});
