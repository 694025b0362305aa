import { Types } from 'mongoose';
import request from 'supertest';
import { OfferMessages } from '@threadline/contracts/offers';
import { acceptedOrder } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import {
  LINE_1_OFFER,
  LINE_2_OFFER,
  MATRIX,
  offerBody,
  sentOffer,
  twoLineRequest,
} from './support/offers';
import { addStyleCategory } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 37: accepting a costed offer makes an order with lines (pinned version, colour × size
 * pieces, the tier's unit price, the line total) and a total; a MOQ or a first price break the
 * quantities miss is refused before anything is stored.
 */
let testApp: TestApp;
let member: SignedInAccount;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp({ LOG_LEVEL: 'error' });
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp);
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const as = (account: SignedInAccount) => ({
  get: (path: string) => request(testApp.server).get(path).auth(account.token, { type: 'bearer' }),
  post: (path: string) =>
    request(testApp.server).post(path).auth(account.token, { type: 'bearer' }),
});

/** The terms the buyer confirms, as read on the request. */
async function termsOf(id: string) {
  const quote = (await as(member).get(`/quotes/${id}`).expect(200)).body;
  return {
    quoteId: id,
    unitPrice: quote.offer.unitPrice as number,
    quantity: quote.quantity as number,
    incoterm: 'FOB',
    paymentTerm: 'TT',
  };
}

const ordersOf = (id: string) =>
  testApp.db.collection('orders').countDocuments({ quoteId: new Types.ObjectId(id) });

/** Version 2 lowers line 1's colourway MOQ to what the buyer asks, at 7.20 from 300. */
const V2_LINE_1 = {
  ...LINE_1_OFFER,
  moqPerColourway: 100,
  tiers: [
    { minQuantity: 300, unitPriceMinor: 720 },
    { minQuantity: 500, unitPriceMinor: 700 },
  ],
};

describe('accepting a costed offer', () => {
  it('refuses quantities under a MOQ before commit, naming the rule', async () => {
    const id = await twoLineRequest(testApp, member, 'OL-1');
    // v1: 200 per colourway, and the buyer asks 150 of Ecru.
    await sentOffer(testApp, admin, id);
    const rule = OfferMessages.moqPerColourway('OL-1 Crew-neck tee (v1)', 'Ecru', 150, 200);
    const preview = await as(member)
      .post('/orders/preview')
      .send(await termsOf(id));
    expect([preview.status, preview.body.message]).toEqual([409, rule]);
    const accepted = await as(member)
      .post('/orders')
      .send(await termsOf(id));
    expect([accepted.status, accepted.body.message]).toEqual([409, rule]);
    expect(await ordersOf(id)).toBe(0);
  });

  it('refuses a line under its first price break', async () => {
    const id = await twoLineRequest(testApp, member, 'OL-2');
    await sentOffer(testApp, admin, id);
    await as(admin)
      .post(`/quotes/${id}/offer/revisions`)
      .send({
        ...offerBody({
          lines: [
            { ...V2_LINE_1, tiers: [{ minQuantity: 500, unitPriceMinor: 700 }] },
            LINE_2_OFFER,
          ],
        }),
        reason: 'Only from 500 pieces',
      })
      .expect(200);
    const accepted = await as(member)
      .post('/orders')
      .send(await termsOf(id));
    expect([accepted.status, accepted.body.message]).toEqual([
      409,
      `Line 1: ${OfferMessages.belowFirstTier(450, 500)}`,
    ]);
    expect(await ordersOf(id)).toBe(0);
  });

  it('makes the order of v2 with its lines, and the order’s total is the lines’', async () => {
    const id = await twoLineRequest(testApp, member, 'OL-3');
    const style = (await as(member).get(`/quotes/${id}`)).body.lines[0];
    await sentOffer(testApp, admin, id);
    await as(admin)
      .post(`/quotes/${id}/offer/revisions`)
      .send({ ...offerBody({ lines: [V2_LINE_1, LINE_2_OFFER] }), reason: 'MOQ per colourway 100' })
      .expect(200);
    const terms = await termsOf(id);
    const preview = (await as(member).post('/orders/preview').send(terms).expect(200)).body;
    expect(preview.totalMinor).toBe(459_000);
    const created = await as(member).post('/orders').send(terms).expect(201);
    const order = (
      await as(member)
        .get(`/orders/${created.body._id as string}`)
        .expect(200)
    ).body;
    expect(order.lines).toEqual([
      {
        line: 1,
        type: 'style',
        label: 'OL-3 Crew-neck tee (v1)',
        styleId: style.styleId,
        versionId: style.versionId,
        version: 1,
        colourways: ['Navy', 'Ecru'],
        sizes: ['S', 'M', 'L'],
        quantities: MATRIX,
        quantity: 450,
        unitPriceMinor: 720,
        totalMinor: 324_000,
      },
      {
        line: 2,
        type: 'quick',
        label: 'Tote bags in natural canvas, screen printed',
        colourways: ['Any colour'],
        sizes: ['All sizes'],
        quantities: [[300]],
        quantity: 300,
        unitPriceMinor: 450,
        totalMinor: 135_000,
      },
    ]);
    expect(order).toMatchObject({ currency: 'EUR', totalMinor: 459_000, quantity: 750 });
    const sum = order.lines.reduce(
      (total: number, line: { totalMinor: number; unitPriceMinor: number; quantity: number }) => {
        expect(line.totalMinor).toBe(line.unitPriceMinor * line.quantity);
        return total + line.totalMinor;
      },
      0,
    );
    expect(order.totalMinor).toBe(sum);
    const seenByAdmin = (
      await as(admin)
        .get(`/orders/${order._id as string}`)
        .expect(200)
    ).body;
    expect(seenByAdmin.lines).toEqual(order.lines);
    expect((await as(member).get(`/quotes/${id}`)).body.status).toBe('won');
  });

  it('keeps making orders of one price from requests without an offer of lines', async () => {
    const { id } = await acceptedOrder(testApp, member);
    const order = (await as(member).get(`/orders/${id}`).expect(200)).body;
    expect(order.unitPrice).toEqual(expect.any(Number));
    expect(order).not.toHaveProperty('lines');
    expect(order).not.toHaveProperty('totalMinor');
  });
});
