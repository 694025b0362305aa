import request from 'supertest';
import { Types } from 'mongoose';
import { addDays, dayOfDate } from '@threadline/contracts';
import type { SignedInAccount } from './people';
import type { TestApp } from './test-app';

export const ORDERS_CATEGORY = 'orders-shirts';
export const today = () => dayOfDate(new Date());
export const dayIn = (days: number) => addDays(today(), days);

/** The terms a buyer accepts a quote on (the offer's price and quantity, FOB, TT). */
export const orderTerms = (quoteId: string) => ({
  quoteId,
  unitPrice: 7.9,
  quantity: 500,
  incoterm: 'FOB',
  paymentTerm: 'TT',
});

/** A quote request of `owner` (or a visitor's), stored as the pipeline leaves it, quoted at $7.90. */
export async function quotedRequest(
  testApp: TestApp,
  owner: SignedInAccount | undefined,
  options: {
    neededInDays?: number;
    status?: 'quoted' | 'won' | 'reviewing';
    name?: string;
    details?: string;
  } = {},
): Promise<string> {
  const now = new Date();
  const status = options.status ?? 'quoted';
  const { insertedId } = await testApp.db.collection('quotes').insertOne({
    _id: new Types.ObjectId(),
    reference: `Q-2026-${new Types.ObjectId().toHexString().slice(-8)}`,
    name: options.name ?? 'Ana Weaver',
    email: owner?.email ?? 'visitor@brand.example',
    company: 'Weaver & Co',
    categoryKey: ORDERS_CATEGORY,
    kind: 'bulk',
    quantity: 500,
    deadline: new Date(`${dayIn(options.neededInDays ?? 200)}T00:00:00.000Z`),
    details: options.details ?? 'Poplin shirts in three colours.',
    attachments: [],
    status,
    ownerUid: owner?.uid,
    offer:
      status === 'reviewing'
        ? undefined
        : { unitPrice: 7.9, currency: 'USD', leadTimeDays: 70, quotedAt: now },
    notes: [],
    history: [
      { status: 'new', at: now },
      { status: 'reviewing', at: now },
      ...(status === 'reviewing' ? [] : [{ status: 'quoted', at: now }]),
      ...(status === 'won' ? [{ status: 'won', at: now }] : []),
    ],
    createdAt: now,
    updatedAt: now,
  });
  return insertedId.toHexString();
}

/**
 * An order `owner` accepted from a quoted request, its plan moved `startedDaysAgo` back (so
 * milestones can be due or late today).
 */
export async function acceptedOrder(
  testApp: TestApp,
  owner: SignedInAccount,
  options: { startedDaysAgo?: number; buyerName?: string } = {},
): Promise<{ id: string; reference: string }> {
  const quoteId = await quotedRequest(testApp, owner, { name: options.buyerName });
  const created = await request(testApp.server)
    .post('/orders')
    .auth(owner.token, { type: 'bearer' })
    .send(orderTerms(quoteId))
    .expect(201);
  const id = created.body._id as string;
  const days = options.startedDaysAgo ?? 0;
  if (days > 0) {
    const orders = testApp.db.collection('orders');
    const order = await orders.findOne({ _id: new Types.ObjectId(id) });
    if (!order) throw new Error(`order ${id} is not stored`);
    await orders.updateOne(
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
  return { id, reference: created.body.reference as string };
}
