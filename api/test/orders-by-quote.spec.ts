import request from 'supertest';
import { Types } from 'mongoose';
import { ApiMessages, OrderMessages, TOTAL_COUNT_HEADER } from '@threadline/contracts';
import { acceptedOrder, quotedRequest } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let buyer: SignedInAccount;
let stranger: SignedInAccount;

const byQuote = (quoteId: string, who?: SignedInAccount) => {
  const call = request(testApp.server).get('/orders').query({ quoteId });
  return who ? call.auth(who.token, { type: 'bearer' }) : call;
};
const referencesOf = (answer: request.Response) =>
  (answer.body as { reference: string }[]).map((order) => order.reference);
const quoteIdOf = async (orderId: string) =>
  (
    await testApp.db.collection('orders').findOne({ _id: new Types.ObjectId(orderId) })
  )?.quoteId.toHexString() as string;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
  buyer = await signedInPerson(testApp);
  stranger = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /orders?quoteId: the order made from a quote', () => {
  it('gives an admin the one order made from the quote, in the board’s shape and count header', async () => {
    const order = await acceptedOrder(testApp, buyer, { buyerName: 'Quote Lookup Buyer' });
    await acceptedOrder(testApp, buyer);
    const quoteId = await quoteIdOf(order.id);

    const answer = await byQuote(quoteId, admin).expect(200);

    expect(referencesOf(answer)).toEqual([order.reference]);
    expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect(answer.body[0]).toMatchObject({
      _id: order.id,
      quoteId,
      buyerName: 'Quote Lookup Buyer',
      status: 'in_progress',
      progress: { stage: 'fabric_approval' },
    });
  });

  it('answers an empty list for a quote that has not become an order, and for no quote at all', async () => {
    const quoteId = await quotedRequest(testApp, buyer);

    const notYet = await byQuote(quoteId, admin).expect(200);
    expect(notYet.body).toEqual([]);
    expect(notYet.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
    const unknown = await byQuote(new Types.ObjectId().toHexString(), admin).expect(200);
    expect(unknown.body).toEqual([]);
  });

  it('gives the buyer the order of their own quote, and another buyer an empty list', async () => {
    const order = await acceptedOrder(testApp, buyer);
    const quoteId = await quoteIdOf(order.id);

    const own = await byQuote(quoteId, buyer).expect(200);
    expect(referencesOf(own)).toEqual([order.reference]);
    // As for a quote with no order: the answer does not tell whether someone else's exists.
    const foreign = await byQuote(quoteId, stranger).expect(200);
    expect(foreign.body).toEqual([]);
    expect(foreign.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
  });

  it('still keeps the whole board to admins: a buyer without quoteId gets 403', async () => {
    const answer = await request(testApp.server)
      .get('/orders')
      .auth(buyer.token, { type: 'bearer' })
      .expect(403);
    expect(answer.body).toMatchObject({ statusCode: 403, message: ApiMessages.adminOnly });
    // A blank quoteId is no filter: the buyer is asking for the board.
    await byQuote('', buyer).expect(403);
    await byQuote(new Types.ObjectId().toHexString()).expect(401);
  });

  it.each([
    ['not an id', 'O-2026-0001'],
    ['23 characters', '0123456789abcdef0123456'],
    ['a non-hex character', '0123456789abcdef0123456z'],
    ['an operator', '{"$ne":null}'],
  ])('refuses %s as quoteId with 400 and says what it must be', async (_case, quoteId) => {
    const answer = await byQuote(quoteId, admin).expect(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      message: [OrderMessages.quoteFilterInvalid],
      error: 'Bad Request',
    });
  });

  it('refuses a quoteId sent twice with 400, for a buyer too', async () => {
    const quoteId = new Types.ObjectId().toHexString();
    const answer = await request(testApp.server)
      .get(`/orders?quoteId=${quoteId}&quoteId=${quoteId}`)
      .auth(buyer.token, { type: 'bearer' })
      .expect(400);
    expect(answer.body.message).toEqual([OrderMessages.quoteFilterInvalid]);
  });
});
