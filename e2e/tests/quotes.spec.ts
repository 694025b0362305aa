import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { callApi, createMember, type Account } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { adminApiToken, publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// A one-page PDF is all the API checks: the %PDF- magic bytes.
const TECH_PACK = {
  name: 'tech-pack.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
};
const REFERENCE = /Q-\d{4}-\d{4,}/;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface StoredQuote {
  _id: string;
  reference: string;
  status: string;
  attachments: Array<{ fileName: string; contentType: string }>;
  offer?: { unitPrice: number; currency: string; leadTimeDays: number };
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

async function openQuoteRequests(admin: Page, reference: string) {
  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await admin.getByLabel('Search quote requests').fill(reference);
  await admin.getByRole('link', { name: new RegExp(reference) }).click();
  return admin.getByRole('article', { name: reference });
}

/** Presses a move button (or Send Quote), then confirms the sweetalert2 dialog. */
async function moveAndConfirm(admin: Page, press: () => Promise<void>, status: string) {
  await press();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: `Yes, move to ${status}` }).click();
  await expect(dialog).toBeHidden();
}

// Each journey follows two people through several full page loads (each with the 3 s splash)
// and sweetalert2 confirmations: three times the default budget.
test.slow();

/** The value shown beside a label of the Profile's activity card. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your Activity' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');

test('a visitor requests a bulk quote with a PDF tech pack from a category page; the admin finds it and quotes a price', async ({
  browser,
}) => {
  const [category] = await publicCategories();
  const id = randomUUID().slice(0, 6);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/products/${category.key}`);
  await waitForApp(visitor);

  await visitor.getByRole('main').getByRole('link', { name: 'Request a Quote' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/request-quote\\?category=${category.key}$`));
  await expect(visitor.getByLabel('Product category')).toHaveValue(category.key);
  await expect(visitor.getByRole('complementary', { name: 'Ordering terms' })).toContainText(
    '300 pcs per style',
  );

  await visitor.getByLabel('Your Name').fill(`Vera Visitor ${id}`);
  await visitor.getByLabel('Email Address').fill(`vera-${id}@brand.example`);
  await visitor.getByLabel('Company (optional)').fill(`Vera Brands ${id}`);
  await visitor.getByLabel('Quantity (pieces)').fill('120');
  await visitor.getByLabel('Needed by').fill(inDays(90));
  await visitor
    .getByLabel('Details')
    .fill('Organic cotton shirts in navy and white, woven labels.');
  await visitor.getByRole('button', { name: 'Request a Quote' }).click();
  // Under the bulk minimum: the form says so and sends nothing.
  await expect(visitor.getByText('A bulk order is at least 300 pieces per style')).toBeVisible();
  await visitor.getByLabel('Quantity (pieces)').fill('600');

  await visitor.getByLabel(/Tech pack and reference images/).setInputFiles(TECH_PACK);
  const attached = visitor.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByText('Uploaded')).toBeVisible();
  await visitor.getByRole('button', { name: 'Request a Quote' }).click();

  const confirmation = visitor.getByRole('status').filter({ hasText: 'has been received' });
  await expect(confirmation).toContainText(REFERENCE);
  const reference = (await confirmation.textContent())!.match(REFERENCE)![0];

  const token = await adminApiToken();
  const found = await callApi<StoredQuote[]>(
    'GET',
    `/quotes?search=${encodeURIComponent(reference)}`,
    token,
  );
  expect(found.data).toHaveLength(1);
  expect(found.data[0].attachments).toEqual([
    expect.objectContaining({ fileName: 'tech-pack.pdf', contentType: 'application/pdf' }),
  ]);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const detail = await openQuoteRequests(admin, reference);
  await expect(detail.getByRole('button', { name: 'Download tech-pack.pdf' })).toBeVisible();
  await moveAndConfirm(
    admin,
    () => detail.getByRole('button', { name: 'Move to Reviewing' }).click(),
    'Reviewing',
  );
  await detail.getByLabel('Unit price', { exact: true }).fill('7.40');
  await detail.getByLabel('Currency', { exact: true }).selectOption('USD');
  await detail.getByLabel('Lead time (days)', { exact: true }).fill('60');
  await moveAndConfirm(
    admin,
    () => detail.getByRole('button', { name: 'Send Quote' }).click(),
    'Quoted',
  );

  await expect(detail.getByText('$7.40 per piece, 60 days')).toBeVisible();
  const stored = await callApi<StoredQuote>('GET', `/quotes/${found.data[0]._id}`, token);
  expect(stored.data).toMatchObject({
    status: 'quoted',
    offer: { unitPrice: 7.4, currency: 'USD', leadTimeDays: 60 },
  });
});

test('a member’s own request moves to won; the member follows it in My Quotes and the Profile figures change', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member: Account = await createMember({
    name: `Quinn Quoter ${id}`,
    email: `quinn-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const memberPage = await signedInPage(browser, member.email, member.password);

  await memberPage.goto('/dashboard/Profile');
  await waitForApp(memberPage);
  // No requests yet: real figures, zeros and all.
  await expect(figure(memberPage, 'Active Orders')).toHaveText('0');
  await expect(figure(memberPage, 'Completed Projects')).toHaveText('0');
  await expect(figure(memberPage, 'Open Quote Requests')).toHaveText('0');

  await memberPage.goto('/request-quote');
  await waitForApp(memberPage);
  await expect(memberPage.getByLabel('Email Address')).toHaveValue(member.email);
  await expect(memberPage.getByLabel('Your Name')).toHaveValue(member.name);
  await memberPage.getByLabel('Product category').selectOption({ index: 1 });
  await memberPage.getByRole('radio', { name: /Samples/ }).check();
  await memberPage.getByLabel('Quantity (pieces)').fill('5');
  await memberPage.getByLabel('Needed by').fill(inDays(30));
  await memberPage.getByLabel('Details').fill('Five development samples of a linen overshirt.');
  await memberPage.getByRole('button', { name: 'Request a Quote' }).click();
  const confirmation = memberPage.getByRole('status').filter({ hasText: 'has been received' });
  await expect(confirmation).toContainText(REFERENCE);
  const reference = (await confirmation.textContent())!.match(REFERENCE)![0];

  await memberPage.goto('/dashboard/Profile');
  await waitForApp(memberPage);
  // Once there is a request, the card counts it and says what it counts.
  await expect(figure(memberPage, 'Open Quote Requests')).toHaveText('1');
  await expect(figure(memberPage, 'Active Orders')).toHaveText('0');

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const detail = await openQuoteRequests(admin, reference);
  await moveAndConfirm(
    admin,
    () => detail.getByRole('button', { name: 'Move to Reviewing' }).click(),
    'Reviewing',
  );
  await detail.getByLabel('Unit price', { exact: true }).fill('18');
  await detail.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await detail.getByLabel('Lead time (days)', { exact: true }).fill('14');
  await moveAndConfirm(
    admin,
    () => detail.getByRole('button', { name: 'Send Quote' }).click(),
    'Quoted',
  );
  // One internal-note concept: a note is a conversation message marked "Internal note".
  const conversation = detail.getByRole('region', { name: 'Conversation' });
  await conversation.getByLabel('Your message').fill(`Internal: margin ok for ${id}`);
  await conversation.getByRole('checkbox', { name: /Internal note/ }).check();
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText(`Internal: margin ok for ${id}`)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Add Note' })).toHaveCount(0);

  await memberPage.goto('/dashboard/my-quotes');
  await waitForApp(memberPage);
  await memberPage.getByRole('link', { name: new RegExp(reference) }).click();
  const card = memberPage.getByRole('article', { name: reference });
  // The buyer's words, not the sales pipeline's.
  await expect(card.getByText('Quote ready', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText('Our quote: €18.00 per piece, 14 days');
  await expect(memberPage.getByText(`Internal: margin ok for ${id}`)).toHaveCount(0);

  await moveAndConfirm(
    admin,
    () => detail.getByRole('button', { name: 'Move to Won' }).click(),
    'Won',
  );
  await expect(detail.getByText('Won', { exact: true }).first()).toBeVisible();

  await memberPage.reload();
  await waitForApp(memberPage);
  await expect(
    memberPage
      .getByRole('list', { name: `Status of ${reference}` })
      .locator('[aria-current="step"]'),
  ).toContainText('Order confirmed');

  await memberPage.goto('/dashboard/Profile');
  await waitForApp(memberPage);
  await expect(figure(memberPage, 'Open Quote Requests')).toHaveText('0');
});
