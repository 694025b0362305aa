import request from 'supertest';
import { ThreadMessages, QuoteMessages } from '@threadline/contracts';
import { signGuestToken } from '../src/notifications/guest-token';
import { insertCategory } from './support/catalogue';
import {
  linksOf,
  messagesTo,
  parsedMessage,
  uniqueAddress,
  waitForMessageMatching,
} from './support/mailpit';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let otherAdmin: SignedInAccount;
let buyer: SignedInAccount;
let stranger: SignedInAccount;
const CATEGORY = 'thread-shirts';
const APP_URL = 'http://shop.threadline.test';

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bearer = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });

async function requestQuote(as?: SignedInAccount, email = as?.email ?? uniqueAddress('guest')) {
  const response = await request(testApp.server)
    .post('/quotes')
    .set(as ? bearer(as) : {})
    .send({
      name: 'Ana Weaver',
      email,
      categoryKey: CATEGORY,
      kind: 'bulk',
      quantity: 500,
      deadline: future(60),
      details: 'Poplin shirts in three colours, sizes M to XL.',
    })
    .expect(201);
  return {
    id: response.body.insertedId as string,
    reference: response.body.reference as string,
    email,
  };
}

const post = (id: string, as: SignedInAccount, body: object) =>
  request(testApp.server).post(`/quotes/${id}/thread`).set(bearer(as)).send(body);
const thread = (id: string, as: SignedInAccount) =>
  request(testApp.server).get(`/quotes/${id}/thread`).set(bearer(as));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const upload = async (fileName: string) =>
  (
    await request(testApp.server)
      .post('/quotes/attachments')
      .attach('file', PDF, { filename: fileName })
      .expect(201)
  ).body as { id: string; uploadToken: string };
const bytesOf = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const download = (id: string, attachmentId: string, as?: SignedInAccount) =>
  bytesOf(
    request(testApp.server)
      .get(`/quotes/${id}/thread/attachments/${attachmentId}`)
      .set(as ? bearer(as) : {}),
  );
const unread = async (as: SignedInAccount) =>
  (await request(testApp.server).get('/quote-threads/unread').set(bearer(as)).expect(200)).body
    .unreadThreads as number;

beforeAll(async () => {
  testApp = await startTestApp({ APP_URL, NOTIFY_POLL_MS: '200', NOTIFY_RETRY_BASE_MS: '200' });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('admin') });
  otherAdmin = await signedInAdmin(testApp, { email: uniqueAddress('admin') });
  buyer = await signedInPerson(testApp, { email: uniqueAddress('buyer') });
  stranger = await signedInPerson(testApp, { email: uniqueAddress('stranger') });
  await insertCategory(testApp.db, CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('a quote request thread', () => {
  it('carries a question and its answer between the team and the owning buyer, by email too', async () => {
    const quote = await requestQuote(buyer);
    await post(quote.id, admin, { text: 'Can you send a size chart?' }).expect(201);

    const question = await waitForMessageMatching(buyer.email, (subject) =>
      subject.startsWith('New message about your quote request'),
    );
    const mail = await parsedMessage(question.ID);
    expect(mail.text).toContain('> Can you send a size chart?');
    expect(linksOf(mail.html).map((url) => url.href)).toContain(
      `${APP_URL}/dashboard/quotes/${quote.id}`,
    );

    expect(await unread(buyer)).toBe(1);
    const seen = await thread(quote.id, buyer).expect(200);
    expect(seen.body.messages).toMatchObject([
      {
        side: 'team',
        authorName: 'Threadline team',
        text: 'Can you send a size chart?',
        internal: false,
      },
    ]);
    expect(await unread(buyer)).toBe(0);

    await post(quote.id, buyer, {
      text: '  Attached in the request; 300 pieces instead?  ',
    }).expect(201);
    expect(await unread(admin)).toBe(1);
    expect(await unread(otherAdmin)).toBe(1);
    const answer = await waitForMessageMatching(admin.email, (subject) =>
      subject.startsWith(`New message on quote request ${quote.reference}`),
    );
    const teamMail = await parsedMessage(answer.ID);
    const link = linksOf(teamMail.html).find((url) => url.origin === APP_URL);
    expect(link?.pathname).toBe(`/dashboard/quotes/${quote.id}`);

    const teamView = await thread(quote.id, admin).expect(200);
    expect(teamView.body.messages.map((message: { text: string }) => message.text)).toEqual([
      'Can you send a size chart?',
      'Attached in the request; 300 pieces instead?',
    ]);
    expect(await unread(admin)).toBe(0);
    expect(await unread(otherAdmin)).toBe(1);
  });

  it('keeps internal notes from the buyer in every answer and every email', async () => {
    const quote = await requestQuote(buyer);
    await post(quote.id, admin, { text: 'Margin is thin here.', internal: true }).expect(201);
    await post(quote.id, buyer, { text: 'Any news?' }).expect(201);

    const buyerView = await thread(quote.id, buyer).expect(200);
    expect(JSON.stringify(buyerView.body)).not.toContain('Margin is thin');
    const teamView = await thread(quote.id, otherAdmin).expect(200);
    expect(teamView.body.messages).toMatchObject([
      { text: 'Margin is thin here.', internal: true },
      { text: 'Any news?', internal: false },
    ]);
    const buyerMails = await Promise.all(
      (await messagesTo(buyer.email)).map((message) => parsedMessage(message.ID)),
    );
    expect(buyerMails.some((mail) => String(mail.text).includes('Margin is thin'))).toBe(false);
    expect(await unread(buyer)).toBe(0);
  });

  it('shows the team a request’s earlier notes as internal notes of its thread, in time order, and the buyer none', async () => {
    const quote = await requestQuote(buyer);
    await post(quote.id, buyer, { text: 'Can you do 600?' }).expect(201);
    // A note from the request's own notes (the former "Add Note" box), written before the reply.
    await request(testApp.server)
      .patch(`/quotes/${quote.id}`)
      .set(bearer(admin))
      .send({ note: 'Called the buyer: 600 is fine.' })
      .expect(200);
    await post(quote.id, admin, { text: 'Yes, 600 works.' }).expect(201);

    const teamView = await thread(quote.id, otherAdmin).expect(200);
    expect(teamView.body.messages).toMatchObject([
      { text: 'Can you do 600?', internal: false, side: 'buyer' },
      {
        text: 'Called the buyer: 600 is fine.',
        internal: true,
        side: 'team',
        authorName: admin.email,
        attachments: [],
      },
      { text: 'Yes, 600 works.', internal: false, side: 'team' },
    ]);
    const buyerView = await thread(quote.id, buyer).expect(200);
    expect(JSON.stringify(buyerView.body)).not.toContain('600 is fine');
  });

  it('refuses an internal note from a buyer with 403', async () => {
    const quote = await requestQuote(buyer);
    const response = await post(quote.id, buyer, { text: 'Secret', internal: true }).expect(403);
    expect(response.body.message).toBe(ThreadMessages.internalForTeamOnly);
  });

  it('answers 404 to anyone but the owner and the admins', async () => {
    const quote = await requestQuote(buyer);
    const read = await thread(quote.id, stranger).expect(404);
    expect(read.body.message).toBe(QuoteMessages.quoteNotFound);
    await post(quote.id, stranger, { text: 'Hello' }).expect(404);
    await request(testApp.server).get(`/quotes/${quote.id}/thread`).expect(401);
  });

  it('refuses an empty or oversized message with the contracts message', async () => {
    const quote = await requestQuote(buyer);
    const empty = await post(quote.id, buyer, { text: '   ' }).expect(400);
    expect(JSON.stringify(empty.body.message)).toContain(ThreadMessages.textRequired);
    const long = await post(quote.id, buyer, { text: 'x'.repeat(4001) }).expect(400);
    expect(JSON.stringify(long.body.message)).toContain(ThreadMessages.textTooLong);
  });

  it('refuses null attachments or internal with 400, as the fuzzer sent them (once a 500)', async () => {
    const quote = await requestQuote(buyer);
    const attachments = await post(quote.id, buyer, { text: 'Hi', attachments: null }).expect(400);
    expect(attachments.body.message).toEqual([QuoteMessages.attachmentsInvalid]);
    const internal = await post(quote.id, admin, { text: 'Hi', internal: null }).expect(400);
    expect(internal.body.message).toEqual([ThreadMessages.internalInvalid]);
    expect((await thread(quote.id, buyer).expect(200)).body.messages).toEqual([]);
  });
});

describe('attachments on thread messages', () => {
  it('go with a message under the request form’s checks, and only its readers download them', async () => {
    const quote = await requestQuote(buyer);
    const chart = await upload('size-chart.pdf');
    await post(quote.id, admin, {
      text: 'Our size chart is attached.',
      attachments: [{ id: chart.id, uploadToken: chart.uploadToken }],
    }).expect(201);

    const seen = await thread(quote.id, buyer).expect(200);
    expect(seen.body.messages.at(-1)).toMatchObject({
      text: 'Our size chart is attached.',
      attachments: [
        {
          id: chart.id,
          fileName: 'size-chart.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
        },
      ],
    });
    const file = await download(quote.id, chart.id, buyer).expect(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="size-chart.pdf"');
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    await download(quote.id, chart.id, otherAdmin).expect(200);
    // Nobody else, and not through the request's own files or another request's thread.
    await download(quote.id, chart.id, stranger).expect(404);
    await download(quote.id, chart.id).expect(401);
    await request(testApp.server)
      .get(`/quotes/${quote.id}/attachments/${chart.id}`)
      .set(bearer(buyer))
      .expect(404);
    const other = await requestQuote(buyer);
    await download(other.id, chart.id, buyer).expect(404);
  });

  it('stay with the team when the message is an internal note', async () => {
    const quote = await requestQuote(buyer);
    const costing = await upload('costing.pdf');
    await post(quote.id, admin, {
      text: 'Costing sheet, do not share.',
      internal: true,
      attachments: [{ id: costing.id, uploadToken: costing.uploadToken }],
    }).expect(201);

    await download(quote.id, costing.id, otherAdmin).expect(200);
    await download(quote.id, costing.id, buyer).expect(404);
    const buyerView = await thread(quote.id, buyer).expect(200);
    expect(JSON.stringify(buyerView.body)).not.toContain(costing.id);
  });

  it('refuse a file someone else uploaded, one already sent, and more than five', async () => {
    const quote = await requestQuote(buyer);
    const chart = await upload('chart.pdf');
    const guessed = await post(quote.id, buyer, {
      text: 'Here it is.',
      attachments: [{ id: chart.id, uploadToken: 'guessed' }],
    }).expect(400);
    expect(guessed.body.message).toEqual([QuoteMessages.attachmentUnknown]);
    // A refused message keeps nothing: the file can still be sent with the right token.
    const ref = { id: chart.id, uploadToken: chart.uploadToken };
    await post(quote.id, buyer, { text: 'Here it is.', attachments: [ref] }).expect(201);
    await post(quote.id, buyer, { text: 'Again.', attachments: [ref] }).expect(400);

    const many = await post(quote.id, buyer, {
      text: 'Six files.',
      attachments: Array(6).fill(ref),
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body.message)).toContain(QuoteMessages.attachmentsTooMany);
    const notAList = await post(quote.id, buyer, { text: 'x', attachments: 'chart.pdf' });
    expect(notAList.status).toBe(400);
  });
});

describe('a guest link', () => {
  it('opens and answers the one request it was made for, and nothing else', async () => {
    const quote = await requestQuote();
    const other = await requestQuote();
    const confirmation = await waitForMessageMatching(quote.email, (subject) =>
      subject.startsWith('We received your quote request'),
    );
    const link = linksOf((await parsedMessage(confirmation.ID)).html).find(
      (url) => url.pathname === '/quote-conversation',
    );
    const token = link!.searchParams.get('token')!;

    await request(testApp.server)
      .post('/guest/thread')
      .query({ token })
      .send({ text: 'Could you do 300 pieces?' })
      .expect(201);
    const view = await request(testApp.server).get('/guest/thread').query({ token }).expect(200);
    expect(view.body).toMatchObject({
      quoteId: quote.id,
      reference: quote.reference,
      request: { reference: quote.reference, status: 'new', quantity: 500, kind: 'bulk' },
      messages: [{ side: 'buyer', text: 'Could you do 300 pieces?' }],
    });
    // A forwarded link shows no company or phone: only the address the request came from,
    // which prefills the sign-up the page offers.
    expect(Object.keys(view.body.request)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(name|company|phone)$/)]),
    );
    expect(view.body.request.email).toBe(quote.email);
    expect(await unread(admin)).toBeGreaterThan(0);

    // The token names its request: another id in it breaks the signature.
    const tampered = token.replace(quote.id, other.id);
    const refused = await request(testApp.server)
      .get('/guest/thread')
      .query({ token: tampered })
      .expect(404);
    expect(refused.body.message).toBe(ThreadMessages.guestLinkInvalid);
    await request(testApp.server)
      .post('/guest/thread')
      .query({ token: tampered })
      .send({ text: 'Into another thread?' })
      .expect(404);
    // It opens nothing else: not the signed-in routes, not another request's thread.
    await request(testApp.server)
      .get(`/quotes/${other.id}/thread`)
      .set({ Authorization: `Bearer ${token}` })
      .expect(401);
    await request(testApp.server)
      .post('/guest/thread')
      .query({ token })
      .send({ text: 'note', internal: true })
      .expect(403);
  });

  it('sends and downloads files of its own thread only', async () => {
    const quote = await requestQuote();
    const other = await requestQuote(buyer);
    const token = signGuestToken(testApp.config.auth.jwtSecret, quote.id, Date.now());
    const sketch = await upload('sketch.pdf');
    await request(testApp.server)
      .post('/guest/thread')
      .query({ token })
      .send({
        text: 'My sketch.',
        attachments: [{ id: sketch.id, uploadToken: sketch.uploadToken }],
      })
      .expect(201);
    const guestFile = (attachmentId: string, withToken = token) =>
      bytesOf(
        request(testApp.server)
          .get(`/guest/thread/attachments/${attachmentId}`)
          .query({ token: withToken }),
      );
    const file = await guestFile(sketch.id).expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    await download(quote.id, sketch.id, admin).expect(200);

    // Another request's file is not reachable with this token, nor with a forged one.
    const theirs = await upload('theirs.pdf');
    await post(other.id, buyer, {
      text: 'Ours.',
      attachments: [{ id: theirs.id, uploadToken: theirs.uploadToken }],
    }).expect(201);
    await guestFile(theirs.id).expect(404);
    await guestFile(sketch.id, token.replace(quote.id, other.id)).expect(404);
  });

  it('expires', async () => {
    const quote = await requestQuote();
    const old = signGuestToken(
      testApp.config.auth.jwtSecret,
      quote.id,
      Date.now() - 31 * 86_400_000,
    );
    const response = await request(testApp.server)
      .get('/guest/thread')
      .query({ token: old })
      .expect(404);
    expect(response.body.message).toBe(ThreadMessages.guestLinkInvalid);
  });
});
