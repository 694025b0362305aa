import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Types } from 'mongoose';
import {
  addDays,
  ApiMessages,
  isOnOrderBoard,
  ORDER_BOARD_STAGES,
  orderBoardCardOf,
  OrderMessages,
  upcomingMilestones,
  type Order,
  type OrderBoardCard,
  type OrderBoardSummary,
  type OrderMilestoneKey,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { OrderBoard } from '../src/orders/board/order-board.service';
import { OrderBoardVersions } from '../src/orders/board/order-board-versions';
import { OrderLateCheck } from '../src/orders/order-late-check';
import { boardOrder, orderViewOf } from '../src/orders/order-views';
import type { OrderData } from '../src/orders/schemas/order.schema';
import { acceptedOrder, today } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

// big-list-of-naughty-strings ships its list as JSON.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const naughtyStrings: string[] = require('big-list-of-naughty-strings');

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
  const open = views.filter(isOnOrderBoard);
  return {
    board: views,
    upcoming: upcomingMilestones(views, day),
    columns: Object.fromEntries(
      ORDER_BOARD_STAGES.map((stage) => [
        stage,
        open.filter((order) => order.progress.stage === stage).map(orderBoardCardOf),
      ]),
    ) as Record<OrderMilestoneKey, OrderBoardCard[]>,
  };
}

/** Every row of a paged list, page after page of `limit`, checking each page's count header. */
async function everyPage<T>(app: TestApp, admin: SignedInAccount, path: string, limit: number) {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request(app.server)
      .get(path)
      .query({ page, limit })
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    const body = answer.body as T[];
    expect(body.length).toBeLessThanOrEqual(limit);
    rows.push(...body);
    const total = Number(answer.headers['x-total-count']);
    if (rows.length >= total || body.length === 0) {
      expect(rows).toHaveLength(total);
      return rows;
    }
  }
}
const summaryOf = (app: TestApp, admin: SignedInAccount) =>
  request(app.server)
    .get('/orders/board')
    .auth(admin.token, { type: 'bearer' })
    .expect(200)
    .then((answer) => answer.body as OrderBoardSummary);

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
    const upcoming = await everyPage<UpcomingMilestone>(second, admin, '/orders/upcoming', 100);
    expect(
      upcoming.filter(
        (milestone) => milestone.orderId === before.id && milestone.key === 'fabric_approval',
      ),
    ).toEqual([]);
    // The board's columns follow too: the order moved to its next stage's column.
    const columnIds = async (stage: string) =>
      ids(await everyPage<OrderBoardCard>(second, admin, `/orders/board/${stage}`, 100));
    expect(await columnIds('fabric_approval')).toContain(accepted.id);
    expect(await columnIds('fabric_approval')).not.toContain(before.id);
    expect(await columnIds('development_sample')).toContain(before.id);
  });

  it('shows on the other’s board every one of twelve dates recorded at the same moment', async () => {
    const orders = [];
    for (let i = 0; i < 12; i += 1) orders.push(await acceptedOrder(first, buyer));
    await boardOf(second, admin);

    await Promise.all(orders.map((order) => recordDone(first, admin, order.id, 'fabric_approval')));

    const board = await boardOf(second, admin);
    const stages = orders.map((order) => board.find((one) => one._id === order.id)?.progress.stage);
    expect(stages).toEqual(Array(12).fill('development_sample'));
  });

  it('answers a burst of board requests after another instance’s write with the write, from two version reads', async () => {
    const order = await acceptedOrder(first, buyer);
    await boardOf(first, admin);
    await recordDone(second, admin, order.id, 'fabric_approval');
    const versions = first.app.get(OrderBoardVersions);
    const reads = jest.spyOn(versions, 'current');
    try {
      // Eight reads started together, as the Orders page's requests arrive in a burst.
      const board = first.app.get(OrderBoard);
      const stages = ['development_sample', 'fabric_approval'] as const;
      const answers = await Promise.all(
        [...stages, ...stages, ...stages, ...stages].map((stage) =>
          board.columnJson(stage, { from: 0, limit: 100 }),
        ),
      );
      answers.forEach((answer, index) => {
        const cards = JSON.parse(answer.body.toString()) as OrderBoardCard[];
        expect(ids(cards).includes(order.id)).toBe(stages[index % 2] === 'development_sample');
      });
      // Eight requests at once: the read under way when they came, and one shared after it (and
      // the one reading what changed); not one each.
      expect(reads.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      reads.mockRestore();
    }
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

  it('serves each stage’s column in pages, late first, with the summary’s counts, before and after a write', async () => {
    const late = await acceptedOrder(app, buyer, { startedDaysAgo: 12 });
    // Moved back in time behind the API's back: its board fields as a write would leave them.
    const moved = await app.db.collection('orders').findOne({ _id: new Types.ObjectId(late.id) });
    await app.app.get(OrderBoard).changed(moved as unknown as OrderData);
    const onTime = await acceptedOrder(app, buyer);
    const moving = await acceptedOrder(app, buyer);
    const check = async () => {
      const reference = await fullRead(app, today());
      const summary = await summaryOf(app, admin);
      expect(summary.columns.map((column) => column.stage)).toEqual([...ORDER_BOARD_STAGES]);
      for (const stage of ORDER_BOARD_STAGES) {
        const expected = reference.columns[stage];
        // Pages of 2 put together are the stage's open orders in the board's order, as cards.
        expect(await everyPage<OrderBoardCard>(app, admin, `/orders/board/${stage}`, 2)).toEqual(
          expected,
        );
        expect(summary.columns.find((column) => column.stage === stage)).toMatchObject({
          total: expected.length,
          late: expected.filter((card) => card.late).length,
          atRisk: expected.filter((card) => !card.late && card.atRisk).length,
        });
      }
      expect(summary.total).toBe(Object.values(reference.columns).flat().length);
      return reference.columns;
    };

    const before = await check();
    expect(before.fabric_approval[0]).toMatchObject({ late: true, stage: 'fabric_approval' });
    expect(ids(before.fabric_approval)).toEqual(expect.arrayContaining([late.id, onTime.id]));
    expect(ids(before.fabric_approval).indexOf(late.id)).toBeLessThan(
      ids(before.fabric_approval).indexOf(onTime.id),
    );
    // A card is what the board draws, not the whole order.
    const [card] = (
      await request(app.server)
        .get('/orders/board/fabric_approval?limit=1')
        .auth(admin.token, { type: 'bearer' })
        .expect(200)
    ).body as (OrderBoardCard & { progress?: unknown })[];
    expect(card.progress).toBeUndefined();
    expect(card).toMatchObject({ buyerName: expect.any(String), deliveryDate: expect.any(String) });

    // After writes the columns (kept in place by insertion in the copy) still match a full read.
    await recordDone(app, admin, moving.id, 'fabric_approval');
    await recordDone(app, admin, late.id, 'fabric_approval');
    const after = await check();
    expect(ids(after.development_sample)).toEqual(expect.arrayContaining([moving.id, late.id]));
    expect(ids(after.fabric_approval)).not.toContain(moving.id);
  });

  it('pages the upcoming view with its count in X-Total-Count, in the order of a full read', async () => {
    await acceptedOrder(app, buyer, { startedDaysAgo: 20 });
    const reference = await fullRead(app, today());
    expect(await everyPage<UpcomingMilestone>(app, admin, '/orders/upcoming', 3)).toEqual(
      reference.upcoming,
    );
    const first = await request(app.server)
      .get('/orders/upcoming')
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(first.body).toEqual(reference.upcoming.slice(0, 50));
    expect(first.headers['x-total-count']).toBe(String(reference.upcoming.length));
  });

  it('refuses a stage, page or limit it does not know with the message saying what is allowed', async () => {
    const refused = async (path: string, message: string) => {
      const answer = await request(app.server)
        .get(path)
        .auth(admin.token, { type: 'bearer' })
        .expect(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    };
    await refused('/orders/board/sewing', OrderMessages.stageInvalid);
    await refused('/orders/board/fabric_approval?page=0', ApiMessages.pageInvalid);
    await refused('/orders/board/fabric_approval?limit=101', ApiMessages.limitInvalid);
    await refused('/orders/board/fabric_approval?limit=ten', ApiMessages.limitInvalid);
    await refused('/orders/upcoming?limit=0', ApiMessages.limitInvalid);
    await refused('/orders/upcoming?page=-1', ApiMessages.pageInvalid);
    // Every naughty string as a stage or a page size: a 400, never a 5xx or another stage.
    const naughty = naughtyStrings.filter(Boolean);
    for (const value of naughty) {
      const stage = await request(app.server)
        .get(`/orders/board/${encodeURIComponent(value)}`)
        .auth(admin.token, { type: 'bearer' });
      expect({ value, status: stage.status }).toEqual({
        value,
        status: stage.status === 404 ? 404 : 400,
      });
      const limit = await request(app.server)
        .get('/orders/upcoming')
        .query({ limit: value })
        .auth(admin.token, { type: 'bearer' });
      expect({ value, status: limit.status }).toEqual({
        value,
        status: /^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= 100 ? 200 : 400,
      });
    }
    for (const path of ['/orders/board', '/orders/board/fabric_approval', '/orders/upcoming'])
      await request(app.server).get(path).auth(buyer.token, { type: 'bearer' }).expect(403);
  });
});
