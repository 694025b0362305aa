import request from 'supertest';
import { Types } from 'mongoose';
import { addDays } from '@threadline/contracts';
import { NotificationWorker } from '../src/notifications/notification-worker';
import { OrderLateCheck } from '../src/orders/order-late-check';
import {
  linksOf,
  messagesTo,
  parsedMessage,
  rawHeaders,
  uniqueAddress,
  waitForMessageMatching,
} from './support/mailpit';
import { acceptedOrder, today } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const APP_URL = 'http://shop.threadline.test';

const send = (method: 'post' | 'put' | 'patch', path: string, who: SignedInAccount, body: object) =>
  request(testApp.server)[method](path).auth(who.token, { type: 'bearer' }).send(body);

/** A buyer of their own with an order accepted from a quoted request. */
async function buyerWithOrder(
  startedDaysAgo = 0,
): Promise<{ buyer: SignedInAccount; id: string; reference: string }> {
  const buyer = await signedInPerson(testApp, { email: uniqueAddress('order-buyer') });
  return { buyer, ...(await acceptedOrder(testApp, buyer, { startedDaysAgo })) };
}

/** The mail's one link into the app: it must open the order's dashboard page. */
const orderLinkOf = (html: string | false | undefined) =>
  linksOf(html).find((url) => url.origin === APP_URL)?.pathname;

beforeAll(async () => {
  testApp = await startTestApp({
    APP_URL,
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
  });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('order-admin') });
});

afterAll(async () => {
  await testApp?.close();
});

describe('order emails', () => {
  it('asks the buyer to decide on a sample round, and tells the team what they decided', async () => {
    const { buyer, id, reference } = await buyerWithOrder();
    await send('patch', `/orders/${id}/milestones/fabric_approval`, admin, {
      actualDate: today(),
    }).expect(200);
    await send('post', `/orders/${id}/samples/development_sample/rounds`, admin, {
      measurements: 'Chest 52 cm',
      note: 'Navy, size M',
    }).expect(201);

    const waiting = await waitForMessageMatching(buyer.email, (subject) =>
      subject.includes('waits for your approval'),
    );
    const mail = await parsedMessage(waiting.ID);
    expect(mail.subject).toBe(
      `${reference}: the development (fit) sample (round 1) waits for your approval`,
    );
    expect(mail.to).toMatchObject({ value: [{ address: buyer.email }] });
    expect(mail.text).toContain('Measurements: Chest 52 cm');
    expect(orderLinkOf(mail.html)).toBe(`/dashboard/orders/${id}`);

    await send('post', `/orders/${id}/samples/development_sample/rounds/1/decision`, buyer, {
      decision: 'changes_requested',
      comment: 'Collar <b>too</b> wide',
    }).expect(200);

    const decided = await waitForMessageMatching(admin.email, (subject) =>
      subject.startsWith(`${reference}:`),
    );
    const teamMail = await parsedMessage(decided.ID);
    expect(teamMail.subject).toMatch(
      new RegExp(
        `^${reference}: .+ asked for changes to the development \\(fit\\) sample \\(round 1\\)$`,
      ),
    );
    expect(teamMail.to).toMatchObject({ value: [{ address: admin.email }] });
    expect(teamMail.replyTo).toMatchObject({ value: [{ address: buyer.email }] });
    // The buyer's words arrive as text, never as markup.
    expect(teamMail.text).toContain('Collar <b>too</b> wide');
    expect(teamMail.html).not.toContain('<b>too</b>');
    expect(orderLinkOf(teamMail.html)).toBe(`/dashboard/orders/${id}`);
  }, 60_000);

  it('tells the buyer an inspection failed, then passed, and that the order shipped', async () => {
    const { buyer, id, reference } = await buyerWithOrder();
    // Lot 3,200 at General II: 125 pieces, major 2.5 rejects at 8.
    const report = (result: 'pass' | 'fail') => ({
      lotSize: 3200,
      defects: { critical: 0, major: result === 'fail' ? 9 : 0, minor: 3 },
    });
    await send('post', `/orders/${id}/inspections`, admin, report('fail')).expect(201);
    const failed = await waitForMessageMatching(buyer.email, (s) => s.endsWith('failed'));
    const failedMail = await parsedMessage(failed.ID);
    expect(failedMail.subject).toBe(`${reference}: the inspection failed`);
    expect(failedMail.text).toContain('on hold until a re-inspection passes');
    expect(failedMail.text).toContain('Defects: critical 0, major 9, minor 3');
    expect(failedMail.text).toContain(
      'Sampling plan (ISO 2859-1): lot of 3200 pcs, level II, code letter K',
    );
    expect(failedMail.text).toContain('Major: 9 found, AQL 2.5 rejects at 8 (125 pcs)');
    expect(orderLinkOf(failedMail.html)).toBe(`/dashboard/orders/${id}`);
    expect((await rawHeaders(failed.ID))['List-Unsubscribe-Post']).toEqual([
      'List-Unsubscribe=One-Click',
    ]);

    await send('post', `/orders/${id}/inspections`, admin, report('pass')).expect(201);
    const passed = await waitForMessageMatching(buyer.email, (s) => s.endsWith('passed'));
    expect(passed.Subject).toBe(`${reference}: the inspection passed`);

    // Everything before the shipment done today, then the shipment recorded.
    await testApp.db
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(id) },
        Object.fromEntries([
          [
            '$set',
            Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`milestones.${i}.actualDate`, today()])),
          ],
        ]),
      );
    await send('put', `/orders/${id}/shipment`, admin, {
      mode: 'air',
      incoterm: 'CIF',
      carrier: 'DHL',
      trackingNumber: 'DHL-777',
      etd: today(),
      eta: addDays(today(), 6),
    }).expect(200);
    await send('patch', `/orders/${id}/milestones/shipment`, admin, {
      actualDate: today(),
    }).expect(200);
    const shipped = await waitForMessageMatching(buyer.email, (s) => s.endsWith('has shipped'));
    const shippedMail = await parsedMessage(shipped.ID);
    expect(shippedMail.subject).toBe(`${reference} has shipped`);
    expect(shippedMail.text).toContain('Tracking: DHL-777');
    expect(shippedMail.text).toContain(`ETA: ${addDays(today(), 6)}`);
    expect(orderLinkOf(shippedMail.html)).toBe(`/dashboard/orders/${id}`);
  }, 60_000);

  it('announces a late milestone once to the buyer and once to the team, however often it is checked', async () => {
    const { buyer, id, reference } = await buyerWithOrder(12);
    const check = testApp.app.get(OrderLateCheck);

    expect(await check.run()).toBe(1);
    expect(await check.run()).toBe(0);

    const toBuyer = await waitForMessageMatching(buyer.email, (s) => s.endsWith('is late'));
    const mail = await parsedMessage(toBuyer.ID);
    expect(mail.subject).toBe(`${reference}: Fabric and lab-dip approval is late`);
    expect(mail.to).toMatchObject({ value: [{ address: buyer.email }] });
    expect(orderLinkOf(mail.html)).toBe(`/dashboard/orders/${id}`);
    const toTeam = await waitForMessageMatching(
      admin.email,
      (s) => s === `${reference}: Fabric and lab-dip approval is late`,
    );
    expect((await parsedMessage(toTeam.ID)).to).toMatchObject({
      value: [{ address: admin.email }],
    });

    // The same milestone recorded again (a second process's check) is still one email each.
    await testApp.db
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(id) }, { $unset: { lateNotified: '' } });
    expect(await check.run()).toBe(1);
    await testApp.app.get(NotificationWorker).drain();
    expect(
      (await messagesTo(buyer.email)).filter((m) => m.Subject.endsWith('is late')),
    ).toHaveLength(1);
  }, 60_000);
});
