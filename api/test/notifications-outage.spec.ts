import request from 'supertest';
import { messagesTo, waitForMessages } from './support/mailpit';
import { type OwnMailpit, startOwnMailpit } from './support/own-mailpit';
import { signedInAdmin, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The fault test: the mail server is away while notifications are triggered, and every one of
 * them arrives, exactly once, when it is back. This spec runs its own Mailpit, so stopping it
 * leaves the other specs' catcher alone.
 */
let mailpit: OwnMailpit;
let testApp: TestApp;
let admin: SignedInAccount;

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
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pending = await testApp.db.collection('notificationOutbox').find().toArray();
    if (pending.length === 3 && pending.every((event) => event.attempts >= 2)) break;
    if (Date.now() > deadline) throw new Error(`outbox: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

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
