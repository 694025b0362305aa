import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Types } from 'mongoose';
import {
  addDays,
  upcomingMilestones,
  type Order,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { OrderBoard } from '../src/orders/board/order-board.service';
import { OrderLateCheck } from '../src/orders/order-late-check';
import { boardOrder, orderViewOf } from '../src/orders/order-views';
import type { OrderData } from '../src/orders/schemas/order.schema';
import { acceptedOrder, today } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

// The board's two read paths (docs/orders.md): the in-process copy (`memory`, what FerretDB gets)
// and the stored, indexed board fields (`database`, MongoDB's). Both run here on the harness's
// database; the copy with a bound long enough that only the version document can refresh it.
const MODES = ['memory', 'database'] as const;
const settingsOf = (mode: (typeof MODES)[number]) => ({
  ORDERS_BOARD: mode,
  ORDERS_BOARD_REBUILD_SECONDS: '3600',
  USERS_SEARCH: 'database',
});

const ids = (orders: readonly { _id: string }[]) => orders.map((order) => order._id);
const boardOf = (app: TestApp, admin: SignedInAccount, query = '') =>
  request(app.server)
    .get(`/orders${query}`)
    .auth(admin.token, { type: 'bearer' })
    .expect(200)
    .then((answer) => answer.body as Order[]);
const recordDone = (app: TestApp, admin: SignedInAccount, orderId: string, key: string) =>
  request(app.server)
    .patch(`/orders/${orderId}/milestones/${key}`)
    .auth(admin.token, { type: 'bearer' })
    .send({ actualDate: today() })
    .expect(200);

/** What a full read of the collection gives as of `day`: the board before either path existed. */
async function fullRead(app: TestApp, day: string) {
  const records = (await app.db.collection('orders').find().toArray()) as unknown as OrderData[];
  const views = records.map((record) => orderViewOf(record, day)).sort(boardOrder);
  return { board: views, upcoming: upcomingMilestones(views, day) };
}

describe('two API instances on one database (in-process copies)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: SignedInAccount;
  let buyer: SignedInAccount;

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    first = await startTestApp({ ...settingsOf('memory'), JWT_SECRET });
    second = await startTestApp({
      ...settingsOf('memory'),
      JWT_SECRET,
      MONGODB_URI: first.config.database.uri,
    });
    admin = await signedInAdmin(first);
    buyer = await signedInPerson(first);
  });

  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('shows an order accepted and a date recorded through one instance on the other’s board at once', async () => {
    const before = await acceptedOrder(first, buyer);
    const seen = await boardOf(second, admin);
    expect(ids(seen)).toContain(before.id);

    const accepted = await acceptedOrder(first, buyer);
    await recordDone(first, admin, before.id, 'fabric_approval');

    const board = await boardOf(second, admin);
    expect(ids(board)).toContain(accepted.id);
    expect(board).toHaveLength(seen.length + 1);
    const moved = board.find((order) => order._id === before.id);
    expect(moved?.progress.milestones[0]).toMatchObject({ done: true, actualDate: today() });
    expect(moved?.progress.stage).toBe('development_sample');
    // Its page and count agree, and the upcoming view follows too.
    const page = await request(second.server)
      .get('/orders?page=1&limit=1')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(page.headers['x-total-count']).toBe(String(board.length));
    const upcoming = await request(second.server)
      .get('/orders/upcoming')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(
      (upcoming.body as UpcomingMilestone[]).filter(
        (milestone) => milestone.orderId === before.id && milestone.key === 'fabric_approval',
      ),
    ).toEqual([]);
  });

  it('keeps a change made outside the API from the copy only until its bound passes', async () => {
    const bounded = await startTestApp({
      ...settingsOf('memory'),
      ORDERS_BOARD_REBUILD_SECONDS: '1',
      JWT_SECRET: first.config.auth.jwtSecret,
      MONGODB_URI: first.config.database.uri,
    });
    try {
      const order = await acceptedOrder(first, buyer, { buyerName: 'Before Restore' });
      expect((await boardOf(bounded, admin)).find((one) => one._id === order.id)?.buyerName).toBe(
        'Before Restore',
      );
      // A restore (or a script) writes straight to the database: no version is bumped.
      await first.db
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(order.id) }, { $set: { buyerName: 'After Restore' } });

      const deadline = Date.now() + 30_000;
      let name: string | undefined;
      while (Date.now() < deadline) {
        name = (await boardOf(bounded, admin)).find((one) => one._id === order.id)?.buyerName;
        if (name === 'After Restore') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(name).toBe('After Restore');
    } finally {
      await bounded.app.close();
    }
  });
});

describe.each(MODES)('the board read from %s', (mode) => {
  let app: TestApp;
  let admin: SignedInAccount;
  let buyer: SignedInAccount;

  beforeAll(async () => {
    app = await startTestApp(settingsOf(mode));
    admin = await signedInAdmin(app);
    buyer = await signedInPerson(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is on the path it was asked for', () => {
    expect(app.app.get(OrderBoard).mode).toBe(mode);
  });

  it('moves a late order first once its date passes, with no write to it', async () => {
    const onTime = await acceptedOrder(app, buyer);
    const slipping = await acceptedOrder(app, buyer);
    // The first order's fabric is approved: only the second's stays due on its planned day.
    await recordDone(app, admin, onTime.id, 'fabric_approval');
    const due = (await boardOf(app, admin)).find((order) => order._id === slipping.id)?.progress
      .milestones[0].plannedDate as string;
    const board = app.app.get(OrderBoard);

    const onTheDay = (await board.board(undefined, due)).orders;
    expect(onTheDay.find((order) => order._id === slipping.id)?.progress.late).toBe(false);
    expect(ids(onTheDay).indexOf(onTime.id)).toBeLessThan(ids(onTheDay).indexOf(slipping.id));

    const dayAfter = addDays(due, 1);
    await app.app.get(OrderLateCheck).run(dayAfter);
    const after = (await board.board(undefined, dayAfter)).orders;
    expect(after[0]).toMatchObject({ _id: slipping.id, progress: { late: true } });
    expect(ids(after).indexOf(onTime.id)).toBeGreaterThan(0);
    // A page is the same board's first row, and the stored rank followed the date.
    expect(ids((await board.board({ from: 0, limit: 1 }, dayAfter)).orders)).toEqual([slipping.id]);
    const stored = await app.db
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(slipping.id) });
    expect(stored?.board).toMatchObject({ day: dayAfter, rank: 0, stage: 'fabric_approval' });
  });

  it('lists in the upcoming view the open milestones expected within 14 days, to the day', async () => {
    const order = await acceptedOrder(app, buyer);
    const record = (await app.db
      .collection('orders')
      .findOne({ _id: new Types.ObjectId(order.id) })) as unknown as OrderData;
    const [fabric, development] = record.milestones;
    const keysOn = async (day: string) =>
      (await app.app.get(OrderBoard).upcoming(day))
        .filter((milestone) => milestone.orderId === order.id)
        .map((milestone) => milestone.key);
    // Fourteen days before the development sample is due, and nothing overdue yet.
    const edge = addDays(development.plannedDate, -14);
    expect(edge <= fabric.plannedDate).toBe(true);

    expect(await keysOn(edge)).toEqual(['fabric_approval', 'development_sample']);
    expect(await keysOn(addDays(edge, -1))).toEqual(['fabric_approval']);
    // What the order itself says is open and due within the window, as of each day.
    for (const day of [edge, addDays(edge, 30)]) {
      const until = addDays(day, 14);
      const open = orderViewOf(record, day)
        .progress.milestones.filter((m) => !m.done && m.expectedDate <= until)
        .map((m) => m.key);
      expect(await keysOn(day)).toEqual(open);
      expect(open.length).toBeLessThan(record.milestones.length);
    }
  });

  it('answers exactly what a full read of every order computes, today and a month on', async () => {
    const more = await acceptedOrder(app, buyer, { startedDaysAgo: 30 });
    await recordDone(app, admin, more.id, 'fabric_approval');
    const board = app.app.get(OrderBoard);
    for (const day of [today(), addDays(today(), 30)]) {
      const reference = await fullRead(app, day);
      const answer = await board.board(undefined, day);
      expect(answer.total).toBe(reference.board.length);
      expect(answer.orders).toEqual(reference.board);
      expect(await board.upcoming(day)).toEqual(reference.upcoming);
    }
  });
});
