import request from 'supertest';
import { Types } from 'mongoose';
import {
  addDays,
  daysBetween,
  ORDER_MILESTONES,
  ORDER_REFERENCE_PATTERN,
  OrderMessages,
  QuoteMessages,
} from '@threadline/contracts';
import {
  dayIn,
  orderTerms as terms,
  quotedRequest as quotedRequestOf,
  today,
} from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { SLOW_MACHINE_DATABASE_BOUND, startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let buyer: SignedInAccount;
let stranger: SignedInAccount;

/** A request already quoted by the factory, as the quotes pipeline leaves it. */
const quotedRequest = (
  owner: SignedInAccount | undefined,
  options?: Parameters<typeof quotedRequestOf>[2],
) => quotedRequestOf(testApp, owner, options);

const post = (path: string, who: SignedInAccount, body: object) =>
  request(testApp.server).post(path).auth(who.token, { type: 'bearer' }).send(body);
const get = (path: string, who: SignedInAccount) =>
  request(testApp.server).get(path).auth(who.token, { type: 'bearer' });

/** Runs `send` for every item, at most `limit` at a time, answers in the items' order. */
async function inFlight<T>(
  limit: number,
  items: readonly T[],
  send: (item: T) => PromiseLike<request.Response>,
): Promise<request.Response[]> {
  const answers: request.Response[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await send(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return answers;
}

beforeAll(async () => {
  // 200 concurrent acceptances below.
  testApp = await startTestApp(SLOW_MACHINE_DATABASE_BOUND);
  admin = await signedInAdmin(testApp);
  buyer = await signedInPerson(testApp);
  stranger = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('accepting a quote', () => {
  it('previews the plan before anything is stored, warning when the needed-by date cannot be met', async () => {
    const quoteId = await quotedRequest(buyer, { neededInDays: 60 });

    const preview = await post('/orders/preview', buyer, terms(quoteId)).expect(200);

    expect(preview.body.plan.canMeetNeededBy).toBe(false);
    // The fastest figures, with the offer's 70-day production time in place of bulk's 45.
    expect(preview.body.plan.earliestDelivery).toBe(dayIn(121));
    expect(preview.body.plan.warning).toBe(
      `The needed-by date ${dayIn(60)} cannot be met: the earliest delivery is ${dayIn(121)}`,
    );
    const bulk = preview.body.plan.milestones.find(
      (m: { key: string }) => m.key === 'bulk_production',
    );
    const preProduction = preview.body.plan.milestones.find(
      (m: { key: string }) => m.key === 'pre_production_sample',
    );
    expect(daysBetween(preProduction.plannedDate, bulk.plannedDate)).toBe(70);
    expect(preview.body.plan.milestones.map((m: { key: string }) => m.key)).toEqual([
      ...ORDER_MILESTONES,
    ]);
    expect(await testApp.db.collection('orders').countDocuments({})).toBe(0);
    const quote = await get(`/quotes/${quoteId}`, buyer).expect(200);
    expect(quote.body.status).toBe('quoted');
  });

  it('turns the buyer’s quoted request into an order with a reference, and the quote into won', async () => {
    const quoteId = await quotedRequest(buyer);

    const created = await post('/orders', buyer, { ...terms(quoteId), shippingMode: 'air' }).expect(
      201,
    );

    expect(created.body.reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(created.body).toMatchObject({
      quoteId,
      status: 'in_progress',
      unitPrice: 7.9,
      currency: 'USD',
      quantity: 500,
      incoterm: 'FOB',
      paymentTerm: 'TT',
      shippingMode: 'air',
      startDate: today(),
      neededBy: dayIn(200),
      pace: 'standard',
    });
    expect(created.body.progress.stage).toBe('fabric_approval');
    expect(created.body.progress.milestones[0].plannedDate).toBe(dayIn(10));
    const quote = await get(`/quotes/${quoteId}`, buyer).expect(200);
    expect(quote.body.status).toBe('won');
    const mine = await get('/orders/mine', buyer).expect(200);
    expect(mine.body.map((order: { _id: string }) => order._id)).toContain(created.body._id);
    const audit = await get(`/audit?target=${created.body.reference}`, admin).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'order.created',
      actor: { email: buyer.email },
      changes: expect.arrayContaining([{ field: 'quote.status', from: 'quoted', to: 'won' }]),
    });
  });

  it('refuses terms that differ from the quote with 409, and someone else’s quote with 404', async () => {
    const quoteId = await quotedRequest(buyer);

    const changed = await post('/orders', buyer, { ...terms(quoteId), unitPrice: 7.5 }).expect(409);
    expect(changed.body.message).toBe(OrderMessages.offerChanged);
    const foreign = await post('/orders', stranger, terms(quoteId)).expect(404);
    expect(foreign.body.message).toBe(QuoteMessages.quoteNotFound);
    const notQuoted = await post(
      '/orders',
      buyer,
      terms(await quotedRequest(buyer, { status: 'reviewing' })),
    ).expect(409);
    expect(notQuoted.body.message).toBe(OrderMessages.quoteNotQuoted);
  });

  it('lets an admin turn a won quote into an order, and the buyer sees it', async () => {
    const quoteId = await quotedRequest(buyer, { status: 'won' });

    await post('/orders', buyer, terms(quoteId)).expect(409);
    const created = await post('/orders', admin, terms(quoteId)).expect(201);

    const seen = await get(`/orders/${created.body._id}`, buyer).expect(200);
    expect(seen.body.reference).toBe(created.body.reference);
    await get(`/orders/${created.body._id}`, stranger).expect(404);
    const again = await post('/orders', admin, terms(quoteId)).expect(409);
    expect(again.body.message).toBe(OrderMessages.quoteAlreadyOrdered);
  });

  it('lets one of 20 racing acceptances of one quote through: one 201, nineteen 409', async () => {
    const quoteId = await quotedRequest(buyer);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/orders', buyer, terms(quoteId))),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(
      await testApp.db
        .collection('orders')
        .countDocuments({ quoteId: new Types.ObjectId(quoteId) }),
    ).toBe(1);
  }, 60_000);

  it('gives 200 concurrent acceptances of different quotes 200 different references', async () => {
    const quoteIds: string[] = [];
    for (let i = 0; i < 200; i += 1) quoteIds.push(await quotedRequest(buyer));

    // All 200 are queued at once and 5 are in flight at any moment: the counter's race needs
    // overlapping acceptances, not a flood. On the shared two-core test machine a signed-in
    // request costs ~90 ms, and 200 (or even 10) at once let the database driver's 2 s timeout
    // fire (503) in a full run, which tests the machine's load, not the references.
    const responses = await inFlight(5, quoteIds, (quoteId) =>
      post('/orders', buyer, terms(quoteId)),
    );

    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => `${response.status} ${response.text}`)).toEqual([]);
    const references = responses.map((response) => response.body.reference as string);
    expect(new Set(references).size).toBe(200);
    expect(references.every((reference) => ORDER_REFERENCE_PATTERN.test(reference))).toBe(true);
  }, 180_000);
});

describe('recording actual dates', () => {
  async function orderFor(neededInDays = 200): Promise<string> {
    const created = await post(
      '/orders',
      buyer,
      terms(await quotedRequest(buyer, { neededInDays })),
    );
    expect(created.status).toBe(201);
    return created.body._id as string;
  }
  const record = (orderId: string, key: string, actualDate: string) =>
    request(testApp.server)
      .patch(`/orders/${orderId}/milestones/${key}`)
      .auth(admin.token, { type: 'bearer' })
      .send({ actualDate });

  /** Moves an order's start back, as if it had been accepted `days` ago. */
  async function startedDaysAgo(orderId: string, days: number) {
    const order = await testApp.db
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(orderId) });
    if (!order) throw new Error('no order');
    await testApp.db.collection('orders').updateOne(
      { _id: order._id },
      {
        $set: {
          startDate: addDays(order.startDate, -days),
          milestones: order.milestones.map((m: { plannedDate: string }) => ({
            ...m,
            plannedDate: addDays(m.plannedDate, -days),
          })),
        },
      },
    );
  }

  it('refuses bulk production before the pre-production sample is approved (409)', async () => {
    const orderId = await orderFor();
    await startedDaysAgo(orderId, 40);
    await record(orderId, 'fabric_approval', dayIn(-30)).expect(200);
    // A sample milestone is done by the buyer's approval of a round (orders-steps.spec.ts).
    const sample = await record(orderId, 'pre_production_sample', dayIn(-16)).expect(409);
    expect(sample.body.message).toBe(
      OrderMessages.sampleRecordedByApproval('Pre-production sample'),
    );

    const refused = await record(orderId, 'bulk_production', dayIn(-1)).expect(409);

    expect(refused.body.message).toBe(OrderMessages.bulkBeforePreProduction);
  });

  it('moves the buyer’s delivery date when a milestone slips, and says why', async () => {
    const orderId = await orderFor();
    await startedDaysAgo(orderId, 15);
    const before = await get(`/orders/${orderId}`, buyer).expect(200);
    const fabricPlanned = before.body.progress.milestones[0].plannedDate as string;
    const plannedDelivery = before.body.progress.milestones[6].plannedDate as string;

    // Fabric approved five days after its planned date.
    const updated = await record(orderId, 'fabric_approval', addDays(fabricPlanned, 5)).expect(200);

    expect(updated.body.progress.milestones[0].actualDate).toBe(addDays(fabricPlanned, 5));
    const seen = await get(`/orders/${orderId}`, buyer).expect(200);
    expect(seen.body.progress.deliveryDate).toBe(addDays(plannedDelivery, 5));
    expect(seen.body.progress.deliverySlipReason).toBe(
      `Fabric and lab-dip approval was completed on ${addDays(fabricPlanned, 5)}, 5 days after plan`,
    );
    const audit = await get(`/audit?target=${seen.body.reference}`, admin).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'order.milestone_recorded',
      changes: [{ field: 'milestones.fabric_approval', to: addDays(fabricPlanned, 5) }],
    });
  });

  it('refuses a date in the future, an unknown milestone, and a buyer recording one', async () => {
    const orderId = await orderFor();

    const future = await record(orderId, 'fabric_approval', dayIn(1)).expect(400);
    expect(future.body.message).toEqual([OrderMessages.actualDateInFuture]);
    const unknown = await record(orderId, 'weaving', today()).expect(400);
    expect(unknown.body.message).toEqual([OrderMessages.milestoneUnknown]);
    await request(testApp.server)
      .patch(`/orders/${orderId}/milestones/fabric_approval`)
      .auth(buyer.token, { type: 'bearer' })
      .send({ actualDate: today() })
      .expect(403);
  });

  it('puts a late order first on the admin’s board', async () => {
    const onTime = await orderFor();
    const late = await orderFor();
    await startedDaysAgo(late, 12);

    const board = await get('/orders', admin).expect(200);

    const ids = board.body.map((order: { _id: string }) => order._id);
    expect(ids.indexOf(late)).toBeLessThan(ids.indexOf(onTime));
    expect(board.body[0].progress.late).toBe(true);
    // One page of the same board: the first row and the count of every order.
    const page = await get('/orders?page=1&limit=1', admin).expect(200);
    expect(page.body.map((order: { _id: string }) => order._id)).toEqual([board.body[0]._id]);
    expect(page.headers['x-total-count']).toBe(String(board.body.length));
    await get('/orders?limit=0', admin).expect(400);
    await get('/orders', buyer).expect(403);
  });

  it('shows admins what is due in the next 14 days across orders, overdue first', async () => {
    const late = await orderFor();
    await startedDaysAgo(late, 12);
    const lateReference = (await get(`/orders/${late}`, buyer).expect(200)).body.reference;

    const upcoming = await get('/orders/upcoming', admin).expect(200);
    // A page (50 unless asked), the count of every milestone in the view in X-Total-Count.
    const total = Number(upcoming.headers['x-total-count']);
    expect(upcoming.body).toHaveLength(Math.min(total, 50));
    const rows: { reference: string; expectedDate: string }[] = [];
    for (let page = 1; rows.length < total; page += 1)
      rows.push(...(await get(`/orders/upcoming?page=${page}&limit=100`, admin).expect(200)).body);
    expect(rows).toHaveLength(total);

    // Overdue milestones are expected today, so they lead.
    expect(upcoming.body[0]).toMatchObject({ expectedDate: today(), late: true });
    expect(rows).toContainEqual(
      expect.objectContaining({ reference: lateReference, key: 'fabric_approval', late: true }),
    );
    expect(rows.every((milestone) => milestone.expectedDate <= dayIn(14))).toBe(true);
    await get('/orders/upcoming', buyer).expect(403);
  });

  it('serves the order’s calendar to whoever has its token, and 404 to a wrong one', async () => {
    const orderId = await orderFor();
    const order = await get(`/orders/${orderId}`, buyer).expect(200);
    const path = order.body.calendarPath as string;

    const feed = await request(testApp.server).get(path).expect(200);

    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = feed.text.replace(/\r\n /g, '').split('\r\n');
    const starts = lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'));
    expect(starts).toEqual(
      order.body.progress.milestones.map(
        (milestone: { expectedDate: string }) =>
          `DTSTART;VALUE=DATE:${milestone.expectedDate.replace(/-/g, '')}`,
      ),
    );
    await request(testApp.server).get(`/orders/${orderId}/calendar.ics?token=guess`).expect(404);
    await request(testApp.server).get(`/orders/${orderId}/calendar.ics`).expect(404);
  });
});
