import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { callApi, createMember } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { acceptedOrder, orderAsAdmin, quotedRequest, startedDaysAgo } from '../support/orders';
import { adminApiToken, publicCategories } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// The buyer journey's pictures, before and after its fixes: the guest's account after sign-up,
// the order email, the plan after an early milestone, a sample round on the phone, the contact
// inbox and the Releases page, at a phone's and a desktop's width. Not a journey (it asserts only
// that each page is there). `SHOT_PHASE=after npx playwright test -c
// playwright.screenshots.config.ts buyer-journey` in e2e/, after `npm run build`; the `before`
// side ran the same file in a checkout of the commit before the fixes (40727e8), with
// SHOT_DIR=<this repo>/docs/screenshots. Only calls both sides have are used.
const phase = process.env.SHOT_PHASE === 'before' ? 'before' : 'after';
const screenshots = process.env.SHOT_DIR ?? path.join(__dirname, '../../docs/screenshots');
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;
// Two real pictures (the dashboard's gallery fixtures, in both checkouts), so the thumbnails show.
const samplePhoto = (fixture: string, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: fs.readFileSync(path.join(__dirname, '../fixtures', fixture)),
});

/** A whole page's first screen, or one part of it (an order's plan, a sample round). */
async function shoot(target: Page | Locator, folder: string, width: string) {
  const dir = path.join(screenshots, folder);
  fs.mkdirSync(dir, { recursive: true });
  // Let scrolling, focus and fonts settle before the picture.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await target.screenshot({ path: path.join(dir, `${width}-${phase}.png`) });
}

async function signedIn(browser: Browser, email: string, password: string, at?: Date) {
  const page = await (await browser.newContext()).newPage();
  if (at) await page.clock.setFixedTime(at);
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

const newPerson = (who: string) => {
  const id = randomUUID().slice(0, 6);
  return {
    name: `${who} ${id}`,
    email: `${who.toLowerCase()}-${id}@brand.example`,
    password: `Tailor#${id}A`,
  };
};

async function openOrder(page: Page, id: string) {
  await page.goto(`/dashboard/orders/${id}`);
  await waitForApp(page);
  const order = page.getByRole('article', { name: /^O-\d{4}-\d{4,}$/ });
  await expect(order).toBeVisible();
  return order;
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The emails Mailpit holds whose subject names `reference`, or that went to `address`. */
async function mailAbout(reference: string, address: string): Promise<MailSummary[]> {
  const response = await fetch(`${e2eEnv.mailpitUrl}/api/v1/messages?limit=200`);
  const { messages } = (await response.json()) as { messages: MailSummary[] };
  return messages.filter(
    (mail) =>
      mail.Subject.includes(reference) ||
      mail.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
  );
}

test('the buyer journey, before and after its fixes', async ({ browser }) => {
  test.setTimeout(600_000);

  // 1. A guest asks for a quote, then signs up with the same email: My Quotes.
  const guest = newPerson('Gita');
  const [category] = await publicCategories();
  const asked = await callApi('POST', '/quotes', undefined, {
    name: guest.name,
    email: guest.email,
    company: 'Gita Knits',
    categoryKey: category.key,
    kind: 'bulk',
    quantity: 1200,
    deadline: new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10),
    details: 'Merino crew-neck jumpers in three colours, woven labels.',
  });
  expect(asked.status).toBe(201);
  await createMember(guest);
  const guestPage = await signedIn(browser, guest.email, guest.password);
  await guestPage.goto('/dashboard/my-quotes');
  await waitForApp(guestPage);
  await expect(guestPage.getByRole('heading', { level: 1 })).toBeVisible();

  // 2. A member accepts a quote: the emails about the order.
  const buyer = await createMember(newPerson('Olga'));
  const order = await acceptedOrder(buyer, await quotedRequest(buyer, { neededInDays: 200 }));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const mails = await mailAbout(order.reference, buyer.email);
  const orderMail = mails.find((mail) => mail.Subject.includes(order.reference));
  const mailPage = await (await browser.newContext()).newPage();
  const html = orderMail
    ? (
        (await (await fetch(`${e2eEnv.mailpitUrl}/api/v1/message/${orderMail.ID}`)).json()) as {
          HTML: string;
        }
      ).HTML
    : `<main style="font-family: sans-serif; padding: 16px"><h1>Emails after ${order.reference} was placed</h1><p>No email names the order. What the buyer (${buyer.email}) received:</p><ul>${mails
        .map((mail) => `<li>${mail.Subject.replace(/</g, '&lt;')}</li>`)
        .join('')}</ul></main>`;

  // 3. An early milestone: the first one done today, days before its planned date.
  const early = await acceptedOrder(buyer, await quotedRequest(buyer, { neededInDays: 200 }));
  await startedDaysAgo(early, 3, 0);
  const first = (await orderAsAdmin(early._id)).progress.milestones[0];
  const recorded = await callApi(
    'PATCH',
    `/orders/${early._id}/milestones/${first.key}`,
    await adminApiToken(),
    { actualDate: new Date().toISOString().slice(0, 10) },
  );
  expect(recorded.status).toBe(200);

  // 4. A sample round with two photos, posted by the team.
  const sampled = await acceptedOrder(buyer, await quotedRequest(buyer, { neededInDays: 200 }));
  await startedDaysAgo(sampled, 39, 2);
  // The admin signs in after the API's calls: each steps the seed admin's passkey up, and the
  // browser's copy must count past them.
  const admin = await signedIn(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const adminOrder = await openOrder(admin, sampled._id);
  const post = adminOrder.getByRole('form', { name: 'Post round 1 of the pre-production sample' });
  await post.getByLabel('Measurements').fill('Chest 52 cm, length 74 cm');
  await post
    .getByLabel('Sample photos or PDF')
    .setInputFiles([
      samplePhoto('dashboard-gallery-1.png', 'pp-sample-front.png'),
      samplePhoto('dashboard-gallery-2.png', 'pp-sample-back.png'),
    ]);
  await post.getByRole('button', { name: 'Post round 1' }).click();
  await expect(
    adminOrder.getByRole('article', { name: 'Pre-production sample, round 1' }),
  ).toBeVisible();
  await admin.close();

  // 5. A contact message, read 30 minutes later.
  const sender = newPerson('Sara');
  const sent = await callApi('POST', '/contacts', undefined, {
    name: sender.name,
    email: sender.email,
    subject: 'Linen shirts for spring',
    message:
      'Hello, we are a small label from Porto and would like sixty linen shirts in three colours delivered by late March.',
  });
  expect(sent.status).toBe(201);
  const later = await signedIn(
    browser,
    e2eEnv.adminEmail,
    e2eEnv.adminPassword,
    new Date(Date.now() + 30 * 60_000),
  );

  const buyerPage = await signedIn(browser, buyer.email, buyer.password);
  for (const viewport of VIEWPORTS) {
    const size = { width: viewport.width, height: viewport.height };
    await guestPage.setViewportSize(size);
    await guestPage.reload();
    await waitForApp(guestPage);
    await shoot(guestPage, 'guest-account', viewport.name);

    await mailPage.setViewportSize(size);
    await mailPage.setContent(html);
    await shoot(mailPage, 'order-email', viewport.name);

    await buyerPage.setViewportSize(size);
    const plan = await openOrder(buyerPage, early._id);
    await shoot(plan, 'moved-plan', viewport.name);

    const round = (await openOrder(buyerPage, sampled._id)).getByRole('article', {
      name: 'Pre-production sample, round 1',
    });
    await round.scrollIntoViewIfNeeded();
    await shoot(round, 'sample-round', viewport.name);

    await later.setViewportSize(size);
    await later.goto('/dashboard/showContact');
    await waitForApp(later);
    await expect(later.getByText(sender.name).first()).toBeVisible();
    await shoot(later, 'contact-inbox', viewport.name);

    await later.goto('/dashboard/releases');
    await waitForApp(later);
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(later, 'releases', viewport.name);
  }
});
