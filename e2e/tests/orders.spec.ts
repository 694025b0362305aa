import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import ICAL from 'ical.js';
import AxeBuilder from '@axe-core/playwright';
import { planOrder, type Order } from '@threadline/contracts';
import { createMember, type Account } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import {
  acceptedOrder,
  inDays,
  orderAsAdmin,
  quotedRequest,
  startedDaysAgo,
} from '../support/orders';
import { pdfText } from '../support/pdf-text';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// A sample photo: the API checks the JPEG magic bytes.
const SAMPLE_PHOTO = {
  name: 'pp-sample-front.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9,
  ]),
};

/** `2027-02-12` → `12 Feb 2027`, as the pages print a calendar day. */
const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(page);
  await logIn(page, email, password);
  return page;
}

async function newMember(): Promise<Account> {
  const id = randomUUID().slice(0, 6);
  return createMember({
    name: `Olga Orders ${id}`,
    email: `olga-${id}@brand.example`,
    password: `Tailor#${id}A`,
  });
}

async function openOrder(page: Page, order: Pick<Order, '_id'>) {
  await page.goto(`/dashboard/orders/${order._id}`);
  await waitForApp(page);
  return page.getByRole('article', { name: /^O-\d{4}-\d{4,}$/ });
}

const forecastDelivery = (page: Page) =>
  page.getByRole('region', { name: 'Delivery' }).getByText(/^Forecast delivery:/);

// Each journey follows one or two people through several full page loads (each with the 3 s
// splash): three times the default budget.
test.slow();

test('a buyer accepts a quote, reads the plan and the cannot-be-met warning first, then sees the order’s plan', async ({
  browser,
}) => {
  const member = await newMember();
  // Needed in 60 days: not even the fastest plan (about 100 days by sea) makes it.
  const quote = await quotedRequest(member, { neededInDays: 60 });
  const page = await signedInPage(browser, member.email, member.password);

  await page.goto(`/dashboard/my-quotes/${quote._id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Accept this quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${quote.reference}` });
  await expect(dialog).toContainText('Unit price$7.90');
  await expect(dialog).toContainText('Quantity600 pcs');
  await dialog.getByLabel('Incoterm').selectOption('FOB');
  await dialog.getByLabel('Payment term').selectOption('TT');

  const expected = planOrder({
    startDate: inDays(0),
    neededBy: quote.deadline,
    shippingMode: 'sea',
    bulkDays: quote.offer.leadTimeDays,
  });
  expect(expected.canMeetNeededBy).toBe(false);
  await expect(dialog.getByText(expected.warning!)).toBeVisible();
  const preview = dialog.getByRole('table', { name: "The order's plan" });
  for (const milestone of expected.milestones)
    await expect(
      preview.getByRole('row', {
        name: new RegExp(`^${milestone.label.replace(/[()]/g, '\\$&')}`),
      }),
    ).toContainText(shown(milestone.plannedDate));

  await dialog.getByRole('checkbox', { name: /I confirm 600 pcs at \$7\.90 per piece/ }).check();
  await dialog.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f]{24}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order O-\d{4}-\d{4,}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.replace('Order ', '');
  const orderUrl = page.url();
  const plan = page.getByRole('table', { name: `Time-and-action plan of ${reference}` });
  const rows = plan.getByRole('row');
  await expect(rows).toHaveCount(8);
  for (const [index, milestone] of expected.milestones.entries())
    await expect(rows.nth(index + 1)).toContainText(
      `${milestone.label}${shown(milestone.plannedDate)}`,
    );
  await expect(forecastDelivery(page)).toContainText(shown(expected.deliveryDate));
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    'The needed-by date could not be met at acceptance',
  );

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Orders' })
    .click();
  await expect(page.getByRole('link', { name: new RegExp(reference) })).toContainText(
    `delivery ${shown(expected.deliveryDate)}`,
  );

  // Back on the quote, now won: it links to the order it became (GET /orders?quoteId).
  await page.goto(`/dashboard/my-quotes/${quote._id}`);
  await page.getByRole('link', { name: `Follow order ${reference}` }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(heading).toBeVisible();
});

test('pre-production sample: the buyer asks for changes, round 2 follows, the buyer approves, and the delivery date moves with it', async ({
  browser,
}) => {
  const member = await newMember();
  const order = await acceptedOrder(member, await quotedRequest(member, { neededInDays: 200 }));
  // Accepted 39 days ago, fabric and the fit sample done on time: the pre-production sample is
  // due today.
  await startedDaysAgo(order, 39, 2);
  const baseline = await orderAsAdmin(order._id);
  expect(baseline.progress.stage).toBe('pre_production_sample');
  const onTime = baseline.progress.deliveryDate;

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const adminView = await openOrder(admin, order);
  const postRound1 = adminView.getByRole('form', {
    name: 'Post round 1 of the pre-production sample',
  });
  await postRound1.getByLabel('Measurements').fill('Chest 52 cm, length 74 cm, sleeve 62 cm');
  await postRound1.getByLabel('Sample photos or PDF').setInputFiles(SAMPLE_PHOTO);
  await postRound1.getByRole('button', { name: 'Post round 1' }).click();
  await expect(
    adminView.getByRole('article', { name: 'Pre-production sample, round 1' }),
  ).toContainText('Waiting for the buyer’s decision');

  const buyer = await signedInPage(browser, member.email, member.password);
  const buyerView = await openOrder(buyer, order);
  await expect(buyerView.getByRole('region', { name: 'Waiting on you' })).toContainText(
    'Approve the pre-production sample',
  );
  await expect(forecastDelivery(buyer)).toContainText(shown(onTime));
  const round1 = buyerView.getByRole('article', { name: 'Pre-production sample, round 1' });
  await expect(
    round1.getByRole('button', { name: 'Open photo 1 of 1: pp-sample-front.jpg' }),
  ).toBeVisible();
  await round1
    .getByLabel('Comment (required to request changes)')
    .fill('Shorten the sleeves by 1 cm');
  await round1.getByRole('button', { name: 'Request changes' }).click();
  await expect(round1).toContainText('Changes requested by');
  await expect(round1).toContainText('“Shorten the sleeves by 1 cm”');

  // Round 2 takes the sample's fastest lead time from today: the delivery date moves by as much.
  const afterChanges = await orderAsAdmin(order._id);
  expect(afterChanges.progress.deliveryDate > onTime).toBe(true);
  await expect(forecastDelivery(buyer)).toContainText(shown(afterChanges.progress.deliveryDate));
  await expect(buyer.getByRole('region', { name: 'Delivery' })).toContainText(
    `Why: Changes to the pre-production sample were requested on ${inDays(0)}: round 2 is being made.`,
  );
  await expect(buyerView.getByRole('region', { name: 'Waiting on you' })).toContainText(
    'Nothing is waiting on you right now.',
  );

  await admin.reload();
  await waitForApp(admin);
  const postRound2 = admin.getByRole('form', { name: 'Post round 2 of the pre-production sample' });
  await postRound2.getByLabel('Measurements').fill('Chest 52 cm, length 74 cm, sleeve 61 cm');
  await postRound2.getByRole('button', { name: 'Post round 2' }).click();
  await expect(
    admin.getByRole('article', { name: 'Pre-production sample, round 2' }),
  ).toBeVisible();

  await buyer.reload();
  await waitForApp(buyer);
  const round2 = buyer.getByRole('article', { name: 'Pre-production sample, round 2' });
  await expect(round2).toContainText('sleeve 61 cm');
  await round2.getByRole('button', { name: 'Approve round 2' }).click();
  await buyer
    .getByRole('dialog', { name: 'Approve round 2?' })
    .getByRole('button', { name: 'Yes, approve' })
    .click();
  await expect(round2).toContainText('Approved by');

  // Approved today, when it was due: the delivery date is back on plan.
  const approved = await orderAsAdmin(order._id);
  expect(approved.progress.deliveryDate).toBe(onTime);
  await expect(forecastDelivery(buyer)).toContainText(shown(onTime));
  await expect(buyer.getByRole('row', { name: /^Pre-production sample/ })).toContainText(
    `Done ${shown(inDays(0))}`,
  );
});

test('an AQL inspection with too many majors fails and holds the order; a re-inspection passes; the report PDF says why', async ({
  browser,
}) => {
  const member = await newMember();
  const order = await acceptedOrder(member, await quotedRequest(member));
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const view = await openOrder(admin, order);

  const form = view.getByRole('form', { name: 'Record an inspection' });
  const inspect = async (major: string) => {
    // The form folds away under its summary until opened; it stays open after a report.
    if (!(await form.isVisible()))
      await view.getByText('Record an inspection', { exact: true }).click();
    await form.getByLabel('Major defects').fill(major);
    await form.getByRole('button', { name: 'Record inspection' }).click();
  };

  // The lot is the order's 600 pieces: General II gives code J, 80 pieces; major AQL 2.5 is 5/6.
  if (!(await form.isVisible()))
    await view.getByText('Record an inspection', { exact: true }).click();
  const plan = form.getByRole('region', { name: 'Sampling plan' });
  await expect(plan).toContainText('Lot of 600 pcs at General II: code J, 80 pcs to inspect');
  await expect(plan.getByRole('row', { name: /^Major/ })).toContainText('2.5');
  await form.getByLabel('Major defects').fill('6');
  await expect(form).toContainText(
    'Result if recorded: Failed. Major: 6 found, AQL 2.5 rejects at 6 (80 pcs)',
  );
  await inspect('6');
  const hold = admin.getByText(/^On hold:/);
  await expect(hold).toContainText(
    `The final inspection on ${inDays(0)} failed: the order is on hold until a re-inspection passes`,
  );
  await expect(view.getByText('On hold', { exact: true })).toBeVisible();

  const buyer = await signedInPage(browser, member.email, member.password);
  const buyerView = await openOrder(buyer, order);
  await expect(buyer.getByText(/^On hold:/)).toBeVisible();
  const report = buyerView.getByRole('article', { name: `Inspection on ${shown(inDays(0))}` });
  await expect(report).toContainText('Failed on');
  await expect(report).toContainText('Major: 6 found, AQL 2.5 rejects at 6 (80 pcs)');

  // The buyer downloads the report and it reads as the page does.
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    report.getByRole('button', { name: 'Download the inspection report (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^O-\d{4}-\d{4,}-inspection-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const pdf = pdfText(fs.readFileSync(await download.path()));
  expect(pdf.pages).toBe(1);
  const text = pdf.lines.join('\n');
  for (const line of [
    'Final inspection report',
    'ISO 2859-1, single sampling, normal inspection',
    'Lot size: 600 pcs · Inspection level: General II',
    'Code letter: J · Sample size: 80 pcs',
    'Result: FAILED',
    'Major: 6 found, AQL 2.5 rejects at 6 (80 pcs)',
  ])
    expect(text).toContain(line);

  // Five majors is the accept number: the re-inspection passes and the hold goes.
  await inspect('5');
  await expect(hold).toBeHidden();
  await expect(view.getByText('In progress', { exact: true })).toBeVisible();

  await buyer.reload();
  await waitForApp(buyer);
  await expect(buyer.getByText(/^On hold:/)).toBeHidden();
  await expect(
    buyer.getByRole('article', { name: /^O-/ }).getByText('In progress', { exact: true }),
  ).toBeVisible();
  await expect(
    buyer.getByRole('article', { name: `Inspection on ${shown(inDays(0))}` }).first(),
  ).toContainText('Major: 5 found, AQL 2.5 accepts up to 5 (80 pcs)');
});

test('the inspection form and its sampling plan fit a 390 px phone and pass axe', async ({
  browser,
}) => {
  const member = await newMember();
  const order = await acceptedOrder(member, await quotedRequest(member));
  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.setViewportSize({ width: 390, height: 844 });
  const view = await openOrder(admin, order);
  await view.getByText('Record an inspection', { exact: true }).click();
  const form = view.getByRole('form', { name: 'Record an inspection' });
  await form.getByLabel('Lot size (pieces)').fill('3200');
  await expect(form.getByRole('region', { name: 'Sampling plan' })).toContainText(
    'Lot of 3200 pcs at General II: code K, 125 pcs to inspect',
  );
  await form.getByLabel('Major defects').fill('8');
  await expect(form).toContainText('Result if recorded: Failed.');
  expect(
    await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  const results = await new AxeBuilder({ page: admin })
    .include('form[aria-label="Record an inspection"]')
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});

test('the admin’s Orders board shows the late order first in its stage', async ({ browser }) => {
  const member = await newMember();
  const onTrack = await acceptedOrder(member, await quotedRequest(member));
  const late = await acceptedOrder(member, await quotedRequest(member));
  // Accepted 20 days ago with nothing recorded: fabric approval was due 10 days ago.
  await startedDaysAgo(late, 20);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard');
  await waitForApp(admin);
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const stage = admin.getByRole('table', { name: /^Fabric and lab-dip approval \(\d+\)$/ });
  await expect(stage.getByRole('rowheader', { name: late.reference })).toBeVisible();
  // The stage shows a page of cards: further ones come with Show more.
  const more = admin.getByRole('button', { name: 'Show more of Fabric and lab-dip approval' });
  const onTrackRow = stage.getByRole('rowheader', { name: onTrack.reference });
  for (let pages = 0; pages < 20 && !(await onTrackRow.isVisible()); pages += 1) {
    const shown = await stage.getByRole('row').count();
    await more.click();
    await expect(stage.getByRole('row')).not.toHaveCount(shown);
  }
  await expect(onTrackRow).toBeVisible();
  const references = await stage.getByRole('rowheader').allTextContents();
  const lateAt = references.indexOf(late.reference);
  const onTrackAt = references.indexOf(onTrack.reference);
  expect(lateAt).toBeGreaterThanOrEqual(0);
  expect(onTrackAt).toBeGreaterThan(lateAt);
  // Every late order in the stage comes before every order that is not.
  const states = await stage.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(states.slice(0, states.lastIndexOf('Late') + 1).every((state) => state === 'Late')).toBe(
    true,
  );
  await expect(stage.getByRole('row', { name: new RegExp(late.reference) })).toContainText('Late');

  const upcoming = admin.getByRole('table', { name: 'Milestones expected in the next 14 days' });
  const lateRow = upcoming
    .getByRole('row')
    .filter({ hasText: late.reference })
    .filter({ hasText: 'Fabric and lab-dip approval' });
  // The view comes 50 milestones a page, soonest first: the overdue one is on an early page.
  const next = admin.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
    name: 'Next',
  });
  for (let pages = 0; pages < 20 && (await lateRow.count()) === 0; pages += 1) {
    if (!(await next.isVisible()) || !(await next.isEnabled())) break;
    const firstRow = await upcoming.getByRole('rowheader').first().textContent();
    await next.click();
    await expect(upcoming.getByRole('rowheader').first()).not.toHaveText(firstRow ?? '');
  }
  await expect(lateRow).toContainText('Late');
});

test('the calendar feed downloads, parses with ical.js, and its events match the plan', async ({
  browser,
}) => {
  const member = await newMember();
  const order = await acceptedOrder(member, await quotedRequest(member));
  const buyer = await signedInPage(browser, member.email, member.password);
  const view = await openOrder(buyer, order);
  const link = view.getByRole('link', { name: `Download the calendar of ${order.reference}` });
  const address = await link.getAttribute('href');
  expect(address).toMatch(/\/orders\/[0-9a-f]{24}\/calendar\.ics\?token=[\w-]{40,}$/);
  await expect(view.getByLabel('Calendar subscription address')).toHaveValue(address!);

  // What a calendar app does: fetch the address without any session.
  const response = await buyer.request.get(address!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .map((event) => ({ summary: event.summary, start: event.startDate.toString() }));

  const stored = await orderAsAdmin(order._id);
  expect(events).toEqual(
    stored.progress.milestones.map((milestone) => ({
      summary: `${order.reference}: ${milestone.label}`,
      start: milestone.expectedDate,
    })),
  );
  // The page shows the same dates as the feed.
  const plan = buyer.getByRole('table', { name: `Time-and-action plan of ${order.reference}` });
  for (const milestone of stored.progress.milestones)
    await expect(plan).toContainText(`Expected ${shown(milestone.expectedDate)}`);

  // A wrong token is not the feed.
  const wrong = await buyer.request.get(address!.replace(/token=[\w-]+/, 'token=guess'));
  expect(wrong.status()).toBe(404);
});

test('on a 390 px phone the buyer sees the round’s photos and who posted it, approves after a confirmation, and takes it back with Undo', async ({
  browser,
}) => {
  const member = await newMember();
  const order = await acceptedOrder(member, await quotedRequest(member, { neededInDays: 200 }));
  await startedDaysAgo(order, 39, 2);

  const admin = await signedInPage(browser, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const adminView = await openOrder(admin, order);
  const post = adminView.getByRole('form', { name: 'Post round 1 of the pre-production sample' });
  await post.getByLabel('Measurements').fill('Chest 52 cm, length 74 cm');
  await post
    .getByLabel('Sample photos or PDF')
    .setInputFiles([SAMPLE_PHOTO, { ...SAMPLE_PHOTO, name: 'pp-sample-back.jpg' }]);
  await post.getByRole('button', { name: 'Post round 1' }).click();
  await expect(
    adminView.getByRole('article', { name: 'Pre-production sample, round 1' }),
  ).toContainText('Waiting for the buyer’s decision');

  const buyer = await signedInPage(browser, member.email, member.password);
  await buyer.setViewportSize({ width: 390, height: 844 });
  const view = await openOrder(buyer, order);
  const round = view.getByRole('article', { name: 'Pre-production sample, round 1' });
  // A person posted it, never an address.
  await expect(round).toContainText(/posted by \S.* on /);
  await expect(round).not.toContainText(/posted by \S+@/);
  // The photos are thumbnails, drawn from the API's bytes.
  const first = round.getByRole('button', { name: 'Open photo 1 of 2: pp-sample-front.jpg' });
  await expect(first.locator('img')).toHaveAttribute('src', /^blob:/);
  const widths = await buyer.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);

  // The lightbox: keyboard through the photos, Escape, and focus back on the thumbnail.
  await first.click();
  const lightbox = buyer.getByRole('dialog', { name: 'Pre-production sample, round 1' });
  await expect(lightbox).toContainText('Photo 1 of 2: pp-sample-front.jpg');
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await buyer.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Photo 2 of 2: pp-sample-back.jpg');
  await buyer.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(
    round.getByRole('button', { name: 'Open photo 2 of 2: pp-sample-back.jpg' }),
  ).toBeFocused();

  // Approving asks first, saying what it releases.
  await round.getByRole('button', { name: 'Approve round 1' }).click();
  const confirm = buyer.getByRole('dialog', { name: 'Approve round 1?' });
  await expect(confirm).toContainText('releases bulk production');
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(round).toContainText('Approved by');
  expect((await orderAsAdmin(order._id)).progress.stage).toBe('bulk_production');

  // Undo, offered for a short time, takes it back: the round waits again, on the server too.
  await buyer.getByRole('button', { name: 'Undo' }).click();
  await expect(buyer.getByText('Your approval of round 1 was taken back')).toBeVisible();
  await expect(round.getByRole('button', { name: 'Approve round 1' })).toBeVisible();
  const undone = await orderAsAdmin(order._id);
  expect(undone.progress.stage).toBe('pre_production_sample');
  expect(undone.samples[0].status).toBe('waiting');
});
