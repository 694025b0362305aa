import request from 'supertest';
import { NotificationOutbox } from '../src/notifications/notification-outbox';
import { NotificationWorker } from '../src/notifications/notification-worker';
import { NotificationsService } from '../src/notifications/notifications.service';
import { insertCategory } from './support/catalogue';
import {
  linksOf,
  messagesTo,
  parsedMessage,
  rawHeaders,
  uniqueAddress,
  waitForMessageMatching,
  waitForMessages,
} from './support/mailpit';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const CATEGORY = 'mail-shirts';
const APP_URL = 'http://shop.threadline.test';

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const quoteForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Weaver',
  email: uniqueAddress('buyer'),
  company: 'Weaver & Co.',
  categoryKey: CATEGORY,
  kind: 'bulk',
  quantity: 500,
  deadline: future(60),
  details: 'Poplin shirts in three colours, sizes M to XL.',
  ...overrides,
});
const bearer = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestQuote(overrides: Record<string, unknown> = {}, as?: SignedInAccount) {
  const body = quoteForm(overrides);
  const response = await request(testApp.server)
    .post('/quotes')
    .set(as ? bearer(as) : {})
    .send(body)
    .expect(201);
  return { ...(response.body as { insertedId: string; reference: string }), email: body.email };
}

beforeAll(async () => {
  testApp = await startTestApp({
    APP_URL,
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
    NOTIFY_LEASE_MS: '2000',
  });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('admin') });
  await insertCategory(testApp.db, CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('quote request emails', () => {
  it('emails the admins a summary whose link opens the request in the dashboard', async () => {
    const quote = await requestQuote();
    const [summary] = await waitForMessages(admin.email);
    const mail = await parsedMessage(summary.ID);
    expect(mail.subject).toBe(`New quote request ${quote.reference}`);
    expect(mail.to).toMatchObject({ value: [{ address: admin.email }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: quote.email }] });
    expect(mail.text).toContain(quote.reference);
    const link = linksOf(mail.html).find((url) => url.origin === APP_URL);
    // The quote's own page, which opens it for any admin and for its owner.
    expect(link?.pathname).toBe(`/dashboard/quotes/${quote.insertedId}`);
  });

  it('sends the requester a confirmation with the reference, without an unsubscribe header', async () => {
    const quote = await requestQuote();
    const [confirmation] = await waitForMessages(quote.email);
    const mail = await parsedMessage(confirmation.ID);
    expect(mail.subject).toBe(`We received your quote request ${quote.reference}`);
    expect(mail.html).toContain(quote.reference);
    expect(mail.text).toContain(`Reference: ${quote.reference}`);
    expect((await rawHeaders(confirmation.ID))['List-Unsubscribe']).toBeUndefined();
    // A guest follows the request through a token link; a member through My Quotes.
    const link = linksOf(mail.html).find((url) => url.origin === APP_URL);
    expect(link?.pathname).toBe('/quote-conversation');
    const thread = await request(testApp.server)
      .get('/guest/thread')
      .query({ token: link?.searchParams.get('token') })
      .expect(200);
    expect(thread.body.reference).toBe(quote.reference);
  });

  it('confirms everything the buyer sent: sizes, target price, details and the category by its title', async () => {
    const quote = await requestQuote({
      quantity: 1200,
      sizes: { S: 400, M: 500, L: 300 },
      targetUnitPrice: 4.5,
      currency: 'EUR',
      phone: '+49 30 1234567',
    });
    const [confirmation] = await waitForMessages(quote.email);
    const mail = await parsedMessage(confirmation.ID);
    for (const line of [
      'Category: Shirts',
      'Request type: Bulk order',
      'Quantity: 1,200 pcs',
      'Sizes: S: 400 pcs, M: 500 pcs, L: 300 pcs',
      'Target unit price: 4.50 EUR',
      'Company: Weaver & Co.',
      'Phone: +49 30 1234567',
      'Poplin shirts in three colours, sizes M to XL.',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain(CATEGORY);
    expect(mail.html).toContain('4.50 EUR');
  });

  it('tells the requester of a move, with the price and lead time once quoted', async () => {
    const quote = await requestQuote();
    await waitForMessages(quote.email, 1);
    await request(testApp.server)
      .patch(`/quotes/${quote.insertedId}`)
      .set(bearer(admin))
      .send({ status: 'reviewing' })
      .expect(200);
    await request(testApp.server)
      .patch(`/quotes/${quote.insertedId}`)
      .set(bearer(admin))
      .send({ status: 'quoted', unitPrice: 6.25, currency: 'USD', leadTimeDays: 45 })
      .expect(200);
    const messages = await waitForMessages(quote.email, 3);
    const subjects = messages.map((message) => message.Subject).sort();
    expect(subjects).toEqual(
      [
        `We received your quote request ${quote.reference}`,
        `Your quote request ${quote.reference} is under review`,
        `Your quote request ${quote.reference} is quoted`,
      ].sort(),
    );
    const quoted = messages.find((message) => message.Subject.endsWith('is quoted'));
    const mail = await parsedMessage(quoted!.ID);
    expect(mail.text).toContain('Unit price: 6.25 USD');
    expect(mail.text).toContain('Lead time: 45 days');
    expect((await rawHeaders(quoted!.ID))['List-Unsubscribe-Post']).toEqual([
      'List-Unsubscribe=One-Click',
    ]);
  });
});

describe('unsubscribe', () => {
  it('one click turns status emails off for that requester, and confirmations still go out', async () => {
    const member = await signedInPerson(testApp, { email: uniqueAddress('member') });
    const quote = await requestQuote({ email: member.email }, member);
    await request(testApp.server)
      .patch(`/quotes/${quote.insertedId}`)
      .set(bearer(admin))
      .send({ status: 'reviewing' })
      .expect(200);
    const messages = await waitForMessages(member.email, 2);
    const update = messages.find((message) => message.Subject.endsWith('under review'));
    const [header] = (await rawHeaders(update!.ID))['List-Unsubscribe'];
    const target = new URL(/<([^>]+)>/.exec(header)![1]);
    expect(target.pathname).toBe('/notifications/unsubscribe');
    // The footer's link opens a page on the site (not the API's JSON), with the same signature.
    const footer = linksOf((await parsedMessage(update!.ID)).html).find((url) =>
      url.pathname.endsWith('/unsubscribe'),
    );
    expect(footer?.origin).toBe(APP_URL);
    expect(footer?.pathname).toBe('/unsubscribe');
    expect(footer?.search).toBe(target.search);

    await request(testApp.server)
      .post(`${target.pathname}${target.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { statusEmails: false });
    const prefs = await request(testApp.server)
      .get('/notifications/preferences')
      .set(bearer(member))
      .expect(200);
    expect(prefs.body).toEqual({ statusEmails: false });

    await request(testApp.server)
      .patch(`/quotes/${quote.insertedId}`)
      .set(bearer(admin))
      .send({ status: 'lost' })
      .expect(200);
    const second = await requestQuote({ email: member.email }, member);
    await waitForMessages(member.email, 3);
    await testApp.app.get(NotificationWorker).drain();
    const subjects = (await messagesTo(member.email)).map((message) => message.Subject);
    expect(subjects).toContain(`We received your quote request ${second.reference}`);
    expect(subjects).not.toContain(`Your quote request ${quote.reference} is declined`);
  });

  it('refuses an unsubscribe link whose signature does not match with 403', async () => {
    await request(testApp.server)
      .post('/notifications/unsubscribe?s=someone-else&sig=forged')
      .expect(403);
  });

  it('lets a member turn status emails back on from the Profile', async () => {
    const member = await signedInPerson(testApp);
    await request(testApp.server)
      .put('/notifications/preferences')
      .set(bearer(member))
      .send({ statusEmails: 'nope' })
      .expect(400);
    await request(testApp.server)
      .put('/notifications/preferences')
      .set(bearer(member))
      .send({ statusEmails: false })
      .expect(200, { statusEmails: false });
    await request(testApp.server).get('/notifications/preferences').expect(401);
  });
});

describe('mail headers', () => {
  it('cannot be injected through a contact name, subject or message', async () => {
    const sender = uniqueAddress('sender');
    await request(testApp.server)
      .post('/contacts')
      .send({
        name: 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes =?utf-8?B?U3ViamVjdDogaGk=?=',
        email: sender,
        subject: 'Hello\nBcc: victim@evil.example',
        message: 'Please call me back.\r\nBcc: victim@evil.example',
      })
      .expect(201);
    const summary = await waitForMessageMatching(admin.email, (subject) =>
      subject.startsWith('New contact message from Eve'),
    );
    const mail = await parsedMessage(summary.ID);
    expect(Object.keys(await rawHeaders(summary.ID))).not.toContain('X-Injected');
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.headers.has('x-injected')).toBe(false);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    // The encoded word arrives as the literal text it was, never decoded into something else.
    expect(mail!.subject).not.toContain('=?');
    expect(mail!.subject).toContain('U3ViamVjdDogaGk');
    expect(mail!.subject).not.toContain('Subject: hi');
    expect(await messagesTo('victim@evil.example')).toHaveLength(0);
    const link = linksOf(mail!.html).find((url) => url.origin === APP_URL);
    expect(link?.pathname).toBe('/dashboard/showContact');
  });
});

describe('the outbox', () => {
  it('sends an event recorded twice once (its idempotency key)', async () => {
    const quote = await requestQuote();
    await waitForMessages(quote.email, 1);
    const service = testApp.app.get(NotificationsService);
    await service.quoteRequested(quote.insertedId);
    await service.quoteRequested(quote.insertedId);
    service.changeStored();
    await sleep(600);
    await testApp.app.get(NotificationWorker).drain();
    expect(await messagesTo(quote.email)).toHaveLength(1);
  });

  it('resumes a notification whose worker died holding it, once its lease expires', async () => {
    const outbox = testApp.app.get(NotificationOutbox);
    const quote = await requestQuote();
    await waitForMessages(quote.email, 1);
    const key = `quote-status-changed:${quote.insertedId}:0`;
    // A dead process claimed it a moment ago and never finished.
    await testApp.db
      .collection('notificationLeases')
      .insertOne({ _id: key as never, owner: 'dead-worker', until: new Date(Date.now() + 1500) });
    await testApp.app.get(NotificationsService).quoteMoved(quote.insertedId, 0, 'new');
    await sleep(500);
    expect(await messagesTo(quote.email)).toHaveLength(1);
    expect(await outbox.pending.findOne({ _id: key })).not.toBeNull();
    const messages = await waitForMessages(quote.email, 2);
    expect(messages.map((message) => message.Subject)).toContain(
      `Your quote request ${quote.reference} is received`,
    );
    await sleep(600);
    expect(await messagesTo(quote.email)).toHaveLength(2);
    expect(await outbox.pending.findOne({ _id: key })).toBeNull();
  });

  it('holds a notification until the change it announces is stored', async () => {
    const outbox = testApp.app.get(NotificationOutbox);
    const quote = await requestQuote();
    await waitForMessages(quote.email, 1);
    // Step 1 (a move to quoted) recorded ahead of the move, which has not happened.
    await testApp.app.get(NotificationsService).quoteMoved(quote.insertedId, 1, 'quoted');
    await sleep(800);
    const waiting = await outbox.pending.findOne({
      _id: `quote-status-changed:${quote.insertedId}:1`,
    });
    expect(waiting?.attempts).toBeGreaterThan(0);
    expect(waiting?.lastError).toBe('the move is not stored');
    expect(await messagesTo(quote.email)).toHaveLength(1);
  });
});
