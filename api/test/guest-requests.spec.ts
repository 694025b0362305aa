import request from 'supertest';
import { GuestRequestMessages, ThreadMessages } from '@threadline/contracts';
import { signGuestToken } from '../src/notifications/guest-token';
import { insertCategory } from './support/catalogue';
import { apiTokenFor, createAccount, firebaseAuth, signInAgain } from './support/firebase-accounts';
import {
  linksOf,
  parsedMessage,
  rawHeaders,
  uniqueAddress,
  waitForMessageMatching,
  waitForMessages,
} from './support/mailpit';
import { signedInAdmin, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const CATEGORY = 'guest-shirts';
const APP_URL = 'http://shop.threadline.test';
const REPLY_TO = 'Threadline sales <sales@threadline.test>';

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function guestRequest(email: string, categoryKey = CATEGORY) {
  const response = await request(testApp.server)
    .post('/quotes')
    .send({
      name: 'Ana Weaver',
      email,
      categoryKey,
      kind: 'bulk',
      quantity: 500,
      deadline: future(60),
      details: 'Poplin shirts in three colours, sizes M to XL.',
      sizes: { M: 200, L: 300 },
      targetUnitPrice: 7.5,
      currency: 'USD',
    })
    .expect(201);
  return { id: response.body.insertedId as string, reference: response.body.reference as string };
}

const mine = async (token: string) =>
  (await request(testApp.server).get('/quotes/mine').set(bearer(token)).expect(200)).body as {
    _id: string;
    history: { status: string; event?: string }[];
  }[];

beforeAll(async () => {
  testApp = await startTestApp({
    APP_URL,
    MAIL_REPLY_TO: REPLY_TO,
    GUEST_LINK_DAYS: '3',
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
  });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('admin') });
  await insertCategory(testApp.db, CATEGORY, 'Guest shirts');
});

afterAll(async () => {
  await testApp?.close();
});

describe('a guest’s requests follow them into an account', () => {
  it('links the requests sent before sign-up once the address is verified, once', async () => {
    const email = uniqueAddress('guest');
    const quote = await guestRequest(email);
    const account = await createAccount({ email, emailVerified: false });
    // Not verified: no session, and the request stays the guest's.
    await request(testApp.server).post('/jwt').send({ idToken: account.idToken }).expect(403);
    expect(
      (await testApp.db.collection('quotes').findOne({ reference: quote.reference }))?.ownerUid,
    ).toBeUndefined();

    await firebaseAuth().updateUser(account.uid, { emailVerified: true });
    const verified = await signInAgain(account);
    const token = await apiTokenFor(testApp.server, verified);
    const owned = await mine(token);
    expect(owned.map((item) => item._id)).toEqual([quote.id]);
    expect(owned[0].history.at(-1)).toMatchObject({ status: 'new', event: 'linked-to-account' });

    // A second sign-in links nothing more: one history entry, one note in the thread.
    await apiTokenFor(testApp.server, await signInAgain(verified));
    expect((await mine(token))[0].history.filter((entry) => entry.event)).toHaveLength(1);
    const thread = await request(testApp.server)
      .get(`/quotes/${quote.id}/thread`)
      .set(bearer(token))
      .expect(200);
    expect(thread.body.messages.map((message: { text: string }) => message.text)).toEqual([
      GuestRequestMessages.linkedToAccount(email),
    ]);
  });

  it('links a request sent signed out after sign-up, whatever the case of the address', async () => {
    const email = uniqueAddress('member');
    const account = await createAccount({ email, emailVerified: true });
    const token = await apiTokenFor(testApp.server, account);
    expect(await mine(token)).toEqual([]);
    const quote = await guestRequest(email.toUpperCase());
    await apiTokenFor(testApp.server, await signInAgain(account));
    expect((await mine(token)).map((item) => item._id)).toEqual([quote.id]);
  });

  it('marks, in the admin list, a request that repeats one from the same buyer within a week', async () => {
    const email = uniqueAddress('repeat');
    const first = await guestRequest(email);
    const second = await guestRequest(email);
    const other = await guestRequest(uniqueAddress('someone'));
    const list = await request(testApp.server)
      .get('/quotes')
      .query({ search: first.reference.slice(0, 6), limit: 100 })
      .set(bearer(admin.token))
      .expect(200);
    const byId = new Map(
      (list.body as { _id: string; repeatOf?: string }[]).map((item) => [item._id, item]),
    );
    expect(byId.get(second.id)?.repeatOf).toBe(first.reference);
    expect(byId.get(first.id)?.repeatOf).toBeUndefined();
    expect(byId.get(other.id)?.repeatOf).toBeUndefined();
  });
});

describe('a guest’s emails and link', () => {
  it('sends each email with a Reply-To to the team, and a link that lasts the configured days', async () => {
    const email = uniqueAddress('reply');
    await guestRequest(email);
    const [message] = await waitForMessages(email);
    const headers = await rawHeaders(message.ID);
    expect(headers['Reply-To']).toEqual([REPLY_TO]);
    const parsed = await parsedMessage(message.ID);
    const link = linksOf(parsed.html).find((url) => url.searchParams.has('token'));
    const expires = Number(link?.searchParams.get('token')?.split('.')[1]);
    const days = (expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
  });

  it('shows the guest page everything sent, and emails a new link from an expired one', async () => {
    const email = uniqueAddress('renew');
    const quote = await guestRequest(email);
    const fresh = signGuestToken(testApp.config.auth.jwtSecret, quote.id);
    const page = await request(testApp.server)
      .get('/guest/thread')
      .query({ token: fresh })
      .expect(200);
    expect(page.body.request).toMatchObject({
      email,
      linkedToAccount: false,
      sizes: { M: 200, L: 300 },
      targetUnitPrice: 7.5,
      currency: 'USD',
    });

    const expired = signGuestToken(
      testApp.config.auth.jwtSecret,
      quote.id,
      Date.now() - 4 * 86_400_000,
      3,
    );
    await request(testApp.server).get('/guest/thread').query({ token: expired }).expect(404);
    const renewal = await request(testApp.server)
      .post('/guest/thread/renewal')
      .query({ token: expired })
      .expect(202);
    expect(renewal.body).toEqual({ message: GuestRequestMessages.renewSent });
    // Asked twice, sent once.
    await request(testApp.server)
      .post('/guest/thread/renewal')
      .query({ token: expired })
      .expect(202);
    const renewed = await waitForMessageMatching(email, (subject) =>
      subject.startsWith('Your new link'),
    );
    const link = linksOf((await parsedMessage(renewed.ID)).html).find((url) =>
      url.searchParams.has('token'),
    );
    await request(testApp.server)
      .get('/guest/thread')
      .query({ token: link?.searchParams.get('token') })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const all = await waitForMessages(email, 2);
    expect(all.filter((item) => item.Subject.startsWith('Your new link'))).toHaveLength(1);

    // A forged token gets nothing.
    const forged = `${expired.slice(0, -4)}AAAA`;
    const refused = await request(testApp.server)
      .post('/guest/thread/renewal')
      .query({ token: forged })
      .expect(404);
    expect(refused.body.message).toBe(ThreadMessages.guestLinkInvalid);
  });
});
