import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { mailTo, waitForMail } from '../support/mailpit';
import { publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

const REFERENCE = /Q-\d{4}-\d{4,}/;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

/** The visitor's form on /request-quote, filled and sent; answers the reference shown. */
async function requestQuote(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/request-quote');
  await waitForApp(page);
  await page.getByLabel('Product category').selectOption({ index: 1 });
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('radio', { name: /Samples/ }).check();
  await page.getByLabel('Quantity (pieces)').fill('5');
  await page.getByLabel('Needed by').fill(inDays(45));
  await page.getByLabel('Details').fill('Five development samples of a linen overshirt.');
  await page.getByRole('button', { name: 'Request a Quote' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'has been received' });
  await expect(confirmation).toContainText(REFERENCE);
  return (await confirmation.textContent())!.match(REFERENCE)![0];
}

test.slow();

test('a visitor requests a quote; the admin’s email arrives and its link opens the request in the dashboard', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const visitor = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(visitor);
  const reference = await requestQuote(visitor, `Vera Visitor ${id}`, `vera-${id}@brand.example`);

  const teamMail = await waitForMail(
    e2eEnv.adminEmail,
    new RegExp(`New quote request ${reference}`),
  );
  const confirmation = await waitForMail(
    `vera-${id}@brand.example`,
    /We received your quote request/,
  );
  expect(confirmation.text).toContain(reference);

  const link = teamMail.links.find((url) => url.origin === e2eEnv.shellUrl)!;
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  expect(link.pathname).toMatch(/^\/dashboard\/quotes\/[0-9a-f]{24}$/);
  await admin.goto(link.pathname);
  await waitForApp(admin);
  // The link alone opens that one request, no search or click needed.
  await expect(admin.getByRole('article', { name: reference })).toContainText(`Vera Visitor ${id}`);
});

test('the admin asks in the thread; the buyer is emailed, answers from My Quotes; the admin sees the badge and the answer', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const member = await createMember({
    name: `Theo Thread ${id}`,
    email: `theo-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
  const buyer = await signedInPage(browser, member.email, member.password);
  const reference = await requestQuote(buyer, member.name, member.email);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await admin.getByLabel('Search quote requests').fill(reference);
  await admin.getByRole('link', { name: new RegExp(reference) }).click();
  const conversation = admin
    .getByRole('article', { name: reference })
    .getByRole('region', { name: 'Conversation' });
  await conversation.getByLabel('Your message').fill('Could you send a size chart?');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('Could you send a size chart?')).toBeVisible();

  const question = await waitForMail(member.email, /New message about your quote request/);
  expect(question.text).toContain('Could you send a size chart?');

  await buyer.goto('/dashboard/my-quotes');
  await waitForApp(buyer);
  await expect(buyer.getByRole('link', { name: 'My Quotes 1 unread conversation' })).toBeVisible();
  await buyer.getByRole('link', { name: new RegExp(reference) }).click();
  const card = buyer.getByRole('article', { name: reference });
  await expect(card.getByText('Could you send a size chart?')).toBeVisible();
  await card.getByLabel('Your message').fill('Sizes S to XL, chart attached to the request.');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Sizes S to XL, chart attached to the request.')).toBeVisible();

  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await expect(
    admin.getByRole('link', { name: /Quote Requests \d+ unread conversations?/ }),
  ).toBeVisible();
  await admin.getByLabel('Search quote requests').fill(reference);
  await admin.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(
    admin.getByRole('article', { name: reference }).getByText('Sizes S to XL, chart attached'),
  ).toBeVisible();
});

test('the admin quotes a price; the buyer’s status email shows it, and an internal note reaches no email', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const visitor = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(visitor);
  const buyer = `pia-${id}@brand.example`;
  const reference = await requestQuote(visitor, `Pia Price ${id}`, buyer);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await admin.getByLabel('Search quote requests').fill(reference);
  await admin.getByRole('link', { name: new RegExp(reference) }).click();
  const detail = admin.getByRole('article', { name: reference });
  const confirm = async (press: () => Promise<void>, status: string) => {
    await press();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: `Yes, move to ${status}` }).click();
    await expect(dialog).toBeHidden();
  };
  await confirm(
    () => detail.getByRole('button', { name: 'Move to Reviewing' }).click(),
    'Reviewing',
  );
  const conversation = detail.getByRole('region', { name: 'Conversation' });
  await conversation.getByLabel('Your message').fill(`Margin is thin on ${id}`);
  await conversation.getByLabel(/Internal note/).check();
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText(`Margin is thin on ${id}`)).toBeVisible();
  await detail.getByLabel('Unit price', { exact: true }).fill('18');
  await detail.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await detail.getByLabel('Lead time (days)', { exact: true }).fill('14');
  await confirm(() => detail.getByRole('button', { name: 'Send Quote' }).click(), 'Quoted');

  const quoted = await waitForMail(buyer, new RegExp(`${reference} is quoted$`));
  expect(quoted.text).toContain('Unit price: 18.00 EUR');
  expect(quoted.text).toContain('Lead time: 14 days');
  await waitForMail(buyer, new RegExp(`${reference} is under review$`));
  const subjects = (await mailTo(buyer)).map((mail) => mail.Subject);
  expect(subjects).toHaveLength(3);
  for (const mail of await mailTo(buyer)) {
    const body = await (await fetch(`${e2eEnv.mailpitUrl}/api/v1/message/${mail.ID}`)).json();
    expect(body.Text).not.toContain('Margin is thin');
  }
});

test('a guest replies through the link in their confirmation email, with a file; the link opens no other request', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const guestEmail = `gil-${id}@brand.example`;
  const guest = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(guest);
  const reference = await requestQuote(guest, `Gil Guest ${id}`, guestEmail);

  const confirmation = await waitForMail(guestEmail, /We received your quote request/);
  const link = confirmation.links.find(
    (url) => url.origin === e2eEnv.shellUrl && url.pathname === '/quote-conversation',
  )!;
  const token = link.searchParams.get('token')!;
  // A fresh browser with nothing but the link: no account, no session.
  const linkOnly = await (await browser.newContext()).newPage();
  await linkOnly.goto(`${link.pathname}${link.search}`);
  await waitForApp(linkOnly);
  await expect(
    linkOnly.getByRole('heading', { level: 1, name: `Quote request ${reference}` }),
  ).toBeVisible();
  await expect(linkOnly.getByRole('region', { name: 'Your request' })).toContainText('Received');
  const conversation = linkOnly.getByRole('region', { name: 'Conversation' });
  await conversation.getByLabel('Your message').fill(`Could you do 300 pieces? (${id})`);
  await conversation.getByLabel('Attach files').setInputFiles({
    name: 'sketch.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1'),
  });
  await expect(conversation.getByRole('list', { name: 'Files to send' })).toContainText('Uploaded');
  await conversation.getByRole('button', { name: 'Send' }).click();
  const sent = conversation.getByRole('list', { name: 'Messages' });
  await expect(sent).toContainText(`Could you do 300 pieces? (${id})`);
  await expect(sent.getByRole('button', { name: 'Download sketch.pdf' })).toBeVisible();

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/quote-requests');
  await waitForApp(admin);
  await admin.getByLabel('Search quote requests').fill(reference);
  await admin.getByRole('link', { name: new RegExp(reference) }).click();
  const detail = admin.getByRole('article', { name: reference });
  await expect(detail.getByText(`Could you do 300 pieces? (${id})`)).toBeVisible();
  const download = admin.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download sketch.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('sketch.pdf');

  // Another request: the same token with its id in place of this one's opens nothing.
  const [category] = await publicCategories();
  const other = await callApi<{ insertedId: string }>('POST', '/quotes', undefined, {
    name: `Olga Other ${id}`,
    email: `olga-${id}@brand.example`,
    categoryKey: category.key,
    kind: 'sample',
    quantity: 5,
    deadline: inDays(45),
    details: 'Five samples of another request.',
  });
  expect(other.status).toBe(201);
  const quoteId = token.split('.')[0];
  const altered = token.replace(quoteId, other.data.insertedId);
  await linkOnly.goto(`/quote-conversation?token=${encodeURIComponent(altered)}`);
  await waitForApp(linkOnly);
  await expect(
    linkOnly.getByRole('heading', { level: 1, name: 'This link cannot be opened' }),
  ).toBeVisible();
  await expect(linkOnly.getByRole('alert')).toHaveText('This link is not valid or has expired');
  await expect(linkOnly.getByText(`Olga Other ${id}`)).toHaveCount(0);
  // The API agrees: not the other request's thread, with the altered token or as a bearer.
  const guestAnswer = await callApi('GET', `/guest/thread?token=${encodeURIComponent(altered)}`);
  expect(guestAnswer.status).toBe(404);
  expect((await callApi('GET', `/quotes/${other.data.insertedId}/thread`, token)).status).toBe(401);
});

test('an admin replies to a contact message from the inbox; the sender receives it; it shows as replied', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const sender = `sam-${id}@brand.example`;
  const created = await callApi<{ insertedId: string }>('POST', '/contacts', undefined, {
    name: `Sam Sender ${id}`,
    email: sender,
    message: 'Do you make linen shirts for kids?',
  });
  expect(created.status).toBe(201);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto(`/dashboard/showContact?message=${created.data.insertedId}`);
  await waitForApp(admin);
  const detail = admin.getByRole('article', { name: `Message from Sam Sender ${id}` });
  await detail.getByLabel(`Your reply to ${sender}`).fill('Yes, from size 2 to 12.');
  await detail.getByRole('button', { name: 'Send Reply' }).click();
  await expect(detail.getByRole('status')).toHaveText(`Reply sent to ${sender}.`);
  await expect(detail.getByText('Replied', { exact: true })).toBeVisible();

  const reply = await waitForMail(sender, /^Re: Your message to Threadline$/);
  expect(reply.text).toContain('Yes, from size 2 to 12.');
  expect(await mailTo(sender)).toHaveLength(1);
});
