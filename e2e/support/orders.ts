// Orders for the journeys (issue 23): a member's quoted request made through the API the way the
// request form and the admin's Quote Requests page make one, and an order's history moved back
// in time in the database, for journeys about dates that have passed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { planOrder, type Order } from '@threadline/contracts';
import { apiSessionToken } from './api';
import { callApi, type Account } from './dashboard-accounts';
import { e2eEnv } from './env';
import { adminApiToken, publicCategories } from './public-api';

export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface QuotedRequest {
  _id: string;
  reference: string;
  quantity: number;
  deadline: string;
  offer: { unitPrice: number; currency: string; leadTimeDays: number };
}

async function ok<T>(answer: Promise<{ status: number; data: T }>, what: string): Promise<T> {
  const { status, data } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/** The member requests a bulk quote; the admin reviews it and sends a price. */
export async function quotedRequest(
  member: Account,
  { quantity = 600, neededInDays = 200, unitPrice = 7.9 } = {},
): Promise<QuotedRequest> {
  const [category] = await publicCategories();
  const memberToken = await apiSessionToken(member.email, member.password);
  const created = await ok(
    callApi<{ insertedId: string; reference: string }>('POST', '/quotes', memberToken, {
      name: member.name,
      email: member.email,
      categoryKey: category.key,
      kind: 'bulk',
      quantity,
      deadline: inDays(neededInDays),
      details: 'Poplin shirts in white and navy, woven labels.',
    }),
    'POST /quotes',
  );
  const admin = await adminApiToken();
  await ok(
    callApi('PATCH', `/quotes/${created.insertedId}`, admin, { status: 'reviewing' }),
    'reviewing',
  );
  await ok(
    callApi('PATCH', `/quotes/${created.insertedId}`, admin, {
      status: 'quoted',
      unitPrice,
      currency: 'USD',
      leadTimeDays: 70,
    }),
    'quoted',
  );
  return ok(
    callApi<QuotedRequest>('GET', `/quotes/${created.insertedId}`, admin),
    'GET /quotes/:id',
  );
}

/** The member accepts their quoted request through the API (FOB, TT, by sea). */
export async function acceptedOrder(member: Account, quote: QuotedRequest): Promise<Order> {
  const token = await apiSessionToken(member.email, member.password);
  return ok(
    callApi<Order>('POST', '/orders', token, {
      quoteId: quote._id,
      unitPrice: quote.offer.unitPrice,
      quantity: quote.quantity,
      incoterm: 'FOB',
      paymentTerm: 'TT',
    }),
    'POST /orders',
  );
}

export async function orderAsAdmin(id: string): Promise<Order> {
  return ok(callApi<Order>('GET', `/orders/${id}`, await adminApiToken()), 'GET /orders/:id');
}

interface Collection {
  updateOne(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
  ): Promise<{ matchedCount: number }>;
}
interface Connection {
  asPromise(): Promise<Connection>;
  collection(name: string): Collection;
  close(): Promise<void>;
}
const requireFromApi = createRequire(path.join(__dirname, '../../api/package.json'));

/**
 * The order as if accepted `daysAgo` days ago: its baseline plan recomputed from that start,
 * and the first `doneOnTime` milestones done on their planned dates. Time passing is the cause,
 * and it happens outside the browser.
 */
export async function startedDaysAgo(order: Order, daysAgo: number, doneOnTime = 0): Promise<void> {
  const startDate = inDays(-daysAgo);
  const plan = planOrder({ startDate, neededBy: order.neededBy, shippingMode: order.shippingMode });
  const milestones = plan.milestones.map((milestone, index) => ({
    key: milestone.key,
    plannedDate: milestone.plannedDate,
    ...(index < doneOnTime ? { actualDate: milestone.plannedDate } : {}),
  }));
  const mongoose = requireFromApi('mongoose') as {
    createConnection(uri: string): Connection;
    Types: { ObjectId: new (id: string) => unknown };
  };
  const connection = await mongoose.createConnection(e2eEnv.databaseUri).asPromise();
  try {
    const { matchedCount } = await connection
      .collection('orders')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(order._id) },
        { $set: { startDate, pace: plan.pace, milestones } },
      );
    if (matchedCount !== 1) throw new Error(`No order ${order.reference} to move back in time`);
  } finally {
    await connection.close();
  }
}
