import request from 'supertest';
import { insertCategory } from './support/catalogue';
import { messagesTo, parsedMessage, waitForMessages } from './support/mailpit';
import { type OwnMailpit, startOwnMailpit } from './support/own-mailpit';
import { ORDERS_CATEGORY, orderTerms, quotedRequest } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The fault test: the mail server is away while notifications are triggered, and every one of
 * them arrives, exactly once, when it is back. This spec runs its own Mailpit, so stopping it
 * leaves the other specs' catcher alone.
 */
let mailpit: OwnMailpit;
let testApp: TestApp;
let admin: SignedInAccount;

/** Waits until the outbox holds `count` notifications, each tried and failed at least twice. */
async function outboxRetrying(count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pending = await testApp.db.collection('notificationOutbox').find().toArray();
    if (pending.length === count && pending.every((event) => event.attempts >= 2)) return;
    if (Date.now() > deadline) throw new Error(`outbox: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function outboxEmpty(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await testApp.db.collection('notificationOutbox').countDocuments()) > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not empty');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  mailpit = await startOwnMailpit();
  testApp = await startTestApp({
    SMTP_URL: mailpit.smtpUrl,
    SMTP_TIMEOUT_MS: '1000',
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
    NOTIFY_RETRY_MAX_MS: '1000',
  });
  admin = await signedInAdmin(testApp, { email: 'outage-admin@mail.example' });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await mailpit?.stop();
});

it('delivers three notifications made while the mail server was down, each exactly once', async () => {
  await mailpit.pause();
  for (const n of [1, 2, 3]) {
    await request(testApp.server)
      .post('/contacts')
      .send({
        name: `Sender ${n}`,
        email: `sender-${n}@brand.example`,
        message: `Message number ${n} while the mail server is down.`,
      })
      .expect(201);
  }
  // Every attempt so far failed: the three wait in the outbox with a retry scheduled.
  await outboxRetrying(3);

  await mailpit.restart();
  const messages = await waitForMessages(admin.email, 3, { mailpitUrl: mailpit.url });
  expect(messages.map((message) => message.Subject).sort()).toEqual([
    'New contact message from Sender 1',
    'New contact message from Sender 2',
    'New contact message from Sender 3',
  ]);
  // Later rounds find nothing left to send.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await messagesTo(admin.email, mailpit.url)).toHaveLength(3);
  expect(await testApp.db.collection('notificationOutbox').countDocuments()).toBe(0);
}, 60_000);

it('delivers three thread messages posted while the mail server was down, each exactly once', async () => {
  const buyer = await signedInPerson(testApp, { email: 'outage-buyer@mail.example' });
  await insertCategory(testApp.db, 'outage-shirts');
  const created = await request(testApp.server)
    .post('/quotes')
    .auth(buyer.token, { type: 'bearer' })
    .send({
      name: 'Ana Weaver',
      email: buyer.email,
      categoryKey: 'outage-shirts',
      kind: 'bulk',
      quantity: 500,
      deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      details: 'Poplin shirts in three colours, sizes M to XL.',
    })
    .expect(201);
  const quoteId = created.body.insertedId as string;
  // The request's own emails go first, while the server is up.
  await outboxEmpty();
  const before = (await messagesTo(buyer.email, mailpit.url)).length;

  await mailpit.pause();
  for (const n of [1, 2, 3]) {
    await request(testApp.server)
      .post(`/quotes/${quoteId}/thread`)
      .auth(admin.token, { type: 'bearer' })
      .send({ text: `Question number ${n} while the mail server is down.` })
      .expect(201);
  }
  await outboxRetrying(3);

  await mailpit.restart();
  const messages = await waitForMessages(buyer.email, before + 3, { mailpitUrl: mailpit.url });
  const threadMails = messages.filter((message) =>
    message.Subject.startsWith('New message about your quote request'),
  );
  expect(threadMails).toHaveLength(3);
  const questions = await Promise.all(
    threadMails.map(
      async (message) =>
        /Question number (\d)/.exec((await parsedMessage(message.ID, mailpit.url)).text ?? '')?.[1],
    ),
  );
  expect(questions.sort()).toEqual(['1', '2', '3']);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await messagesTo(buyer.email, mailpit.url)).toHaveLength(before + 3);
  expect(await testApp.db.collection('notificationOutbox').countDocuments()).toBe(0);
}, 90_000);

it('announces an order accepted while the mail server was down to the team and the buyer, each once', async () => {
  const buyer = await signedInPerson(testApp, { email: 'outage-order-buyer@mail.example' });
  await insertCategory(testApp.db, ORDERS_CATEGORY, 'Oxford shirts');
  const quoteId = await quotedRequest(testApp, buyer);
  await outboxEmpty();
  const teamBefore = (await messagesTo(admin.email, mailpit.url)).length;

  await mailpit.pause();
  const accepted = await request(testApp.server)
    .post('/orders')
    .auth(buyer.token, { type: 'bearer' })
    .send(orderTerms(quoteId))
    .expect(201);
  const reference = accepted.body.reference as string;
  await outboxRetrying(2);

  await mailpit.restart();
  const [confirmation] = await waitForMessages(buyer.email, 1, { mailpitUrl: mailpit.url });
  const team = await waitForMessages(admin.email, teamBefore + 1, { mailpitUrl: mailpit.url });
  const placed = team.filter((message) => message.Subject === `Order ${reference} placed`);
  expect(placed).toHaveLength(1);
  expect(confirmation.Subject).toBe(`Your order ${reference} is confirmed`);
  const teamText = (await parsedMessage(placed[0].ID, mailpit.url)).text ?? '';
  // 500 pieces at $7.90: the line and its total in cents, with the category's title.
  expect(teamText).toContain('Line: Oxford shirts: 500 pcs × 7.90 USD');
  expect(teamText).toContain('Total: 3,950.00 USD');
  expect(teamText).toContain('Terms: FOB, TT');
  expect((await parsedMessage(confirmation.ID, mailpit.url)).text).toContain('Total: 3,950.00 USD');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await messagesTo(buyer.email, mailpit.url)).toHaveLength(1);
  expect(
    (await messagesTo(admin.email, mailpit.url)).filter((message) =>
      message.Subject.endsWith('placed'),
    ),
  ).toHaveLength(1);
  expect(await testApp.db.collection('notificationOutbox').countDocuments()).toBe(0);
}, 90_000);
