import { Types } from 'mongoose';
import request from 'supertest';
import { ORDER_MILESTONES } from '@threadline/contracts';
import { OfferMessages } from '@threadline/contracts/offers';
import { acceptedOrder } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { LINE_1_OFFER, LINE_2_OFFER, offerBody, sentOffer, twoLineRequest } from './support/offers';
import { addStyleCategory } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 37's payment schedule: an order with lines owes its payment term's amounts, dated from the
 * plan; an admin records payments (audited); bulk production waits for the deposit.
 */
let testApp: TestApp;
let member: SignedInAccount;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp);
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const call = (account: SignedInAccount, method: 'get' | 'post' | 'patch', path: string) =>
  request(testApp.server)[method](path).auth(account.token, { type: 'bearer' });
const today = () => new Date().toISOString().slice(0, 10);

/** An order of 4,590.00 EUR (v2 of the offer: 450 × 7.20 + 300 × 4.50) on TT terms. */
async function linedOrder(styleNumber: string) {
  const quoteId = await twoLineRequest(testApp, member, styleNumber);
  await sentOffer(testApp, admin, quoteId);
  await call(admin, 'post', `/quotes/${quoteId}/offer/revisions`)
    .send({
      ...offerBody({
        lines: [
          {
            ...LINE_1_OFFER,
            moqPerColourway: 100,
            tiers: [{ minQuantity: 300, unitPriceMinor: 720 }],
          },
          LINE_2_OFFER,
        ],
      }),
      reason: 'Ecru at 150',
    })
    .expect(200);
  const quote = (await call(member, 'get', `/quotes/${quoteId}`).expect(200)).body;
  const created = await call(member, 'post', '/orders')
    .send({
      quoteId,
      unitPrice: quote.offer.unitPrice,
      quantity: quote.quantity,
      incoterm: 'FOB',
      paymentTerm: 'TT',
    })
    .expect(201);
  return created.body._id as string;
}

describe('an order with lines’ payment schedule', () => {
  it('owes 30 % on acceptance and 70 % at shipment, dated from the plan', async () => {
    const id = await linedOrder('PY-1');
    const order = (await call(member, 'get', `/orders/${id}`).expect(200)).body;
    const shipment = order.progress.milestones.find((m: { key: string }) => m.key === 'shipment');
    expect(order.totalMinor).toBe(459_000);
    expect(order.payments).toEqual({
      instalments: [
        {
          label: '30 % deposit on acceptance',
          milestone: 'acceptance',
          shareBasisPoints: 3000,
          amountMinor: 137_700,
          dueDate: order.startDate,
          paidMinor: 0,
        },
        {
          label: '70 % against the B/L copy',
          milestone: 'shipment',
          shareBasisPoints: 7000,
          amountMinor: 321_300,
          dueDate: shipment.plannedDate,
          paidMinor: 0,
        },
      ],
      received: [],
      paidMinor: 0,
      outstandingMinor: 459_000,
      depositPaid: false,
    });
  });

  it('records a payment, audited, and refuses a bad one or anyone but an admin', async () => {
    const id = await linedOrder('PY-2');
    await call(member, 'post', `/orders/${id}/payments`)
      .send({ amountMinor: 100_000, date: today(), reference: 'TT-1' })
      .expect(403);
    const zero = await call(admin, 'post', `/orders/${id}/payments`).send({
      amountMinor: 0,
      date: today(),
      reference: 'TT-1',
    });
    expect([zero.status, zero.body.message]).toEqual([400, [OfferMessages.paymentAmountInvalid]]);
    const order = (await call(admin, 'get', `/orders/${id}`).expect(200)).body;
    const future = await call(admin, 'post', `/orders/${id}/payments`).send({
      amountMinor: 1,
      date: '2999-01-01',
      reference: 'TT-1',
    });
    expect(future.body.message).toEqual([OfferMessages.paymentDateOutside(order.startDate)]);

    const paid = await call(admin, 'post', `/orders/${id}/payments`)
      .send({ amountMinor: 100_000, date: today(), reference: ' HSBC 4471 ' })
      .expect(200);
    expect(paid.body.payments).toMatchObject({
      received: [{ amountMinor: 100_000, date: today(), reference: 'HSBC 4471' }],
      paidMinor: 100_000,
      outstandingMinor: 359_000,
      depositPaid: false,
    });
    expect(paid.body.payments.instalments.map((i: { paidMinor: number }) => i.paidMinor)).toEqual([
      100_000, 0,
    ]);
    const entry = await testApp.db
      .collection('auditEntries')
      .findOne({ action: 'order.payment_recorded', 'target.id': id });
    expect(entry?.changes).toEqual([
      { field: 'payment', to: `1000.00 EUR on ${today()}, HSBC 4471` },
      { field: 'paidMinor', from: '0', to: '100000' },
    ]);
    expect(entry?.actor).toMatchObject({ email: admin.email });
  });

  it('holds bulk production until the deposit is paid, as it waits for pre-production', async () => {
    const id = await linedOrder('PY-3');
    // Every milestone before bulk done today (the sample rounds' own journeys are tested apart).
    const orders = testApp.db.collection('orders');
    const stored = await orders.findOne({ _id: new Types.ObjectId(id) });
    const bulk = ORDER_MILESTONES.indexOf('bulk_production');
    await orders.updateOne(
      { _id: new Types.ObjectId(id) },
      {
        $set: {
          milestones: stored!.milestones.map((m: { key: string }) =>
            ORDER_MILESTONES.indexOf(m.key as (typeof ORDER_MILESTONES)[number]) < bulk
              ? { ...m, actualDate: today() }
              : m,
          ),
        },
      },
    );
    const waiting = await call(admin, 'patch', `/orders/${id}/milestones/bulk_production`).send({
      actualDate: today(),
    });
    expect([waiting.status, waiting.body.message]).toEqual([409, OfferMessages.bulkBeforeDeposit]);
    const paid = await call(admin, 'post', `/orders/${id}/payments`)
      .send({ amountMinor: 137_700, date: today(), reference: 'Deposit' })
      .expect(200);
    expect(paid.body.payments.depositPaid).toBe(true);
    await call(admin, 'patch', `/orders/${id}/milestones/bulk_production`)
      .send({ actualDate: today() })
      .expect(200);
  });

  it('has no schedule on an order of one price, and records no payment on it', async () => {
    const { id } = await acceptedOrder(testApp, member);
    const order = (await call(member, 'get', `/orders/${id}`).expect(200)).body;
    expect(order).not.toHaveProperty('payments');
    const refused = await call(admin, 'post', `/orders/${id}/payments`).send({
      amountMinor: 100,
      date: today(),
      reference: 'TT-1',
    });
    expect([refused.status, refused.body.message]).toEqual([409, OfferMessages.paymentsNeedLines]);
  });
});
