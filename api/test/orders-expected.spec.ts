import request from 'supertest';
import { addDays, OrderExpectedMessages, OrderMessages } from '@threadline/contracts';
import {
  messagesTo,
  parsedMessage,
  uniqueAddress,
  waitForMessageMatching,
} from './support/mailpit';
import { acceptedOrder, dayIn, today } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;

const expect200 = (path: string, who: SignedInAccount, body: object) =>
  request(testApp.server).put(path).auth(who.token, { type: 'bearer' }).send(body);
const getOrder = (id: string, who: SignedInAccount) =>
  request(testApp.server).get(`/orders/${id}`).auth(who.token, { type: 'bearer' }).expect(200);
type Row = {
  key: string;
  plannedDate: string;
  expectedDate: string;
  expected?: { date: string; reason: string };
};
const rowOf = (body: { progress: { milestones: Row[] } }, key: string) =>
  body.progress.milestones.find((row) => row.key === key) as Row;
const movedMails = async (address: string) =>
  (await messagesTo(address)).filter((mail) => mail.Subject.includes('delivery now expected'));

beforeAll(async () => {
  testApp = await startTestApp({ NOTIFY_POLL_MS: '200', NOTIFY_RETRY_BASE_MS: '200' });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('expected-admin') });
});

afterAll(async () => {
  await testApp?.close();
});

describe("the team's expected date for an open milestone", () => {
  it('moves the later dates, shows the reason, is audited, and emails the buyer once per move', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('expected-buyer') });
    const { id, reference } = await acceptedOrder(testApp, buyer);
    const before = (await getOrder(id, buyer)).body;
    const fabricPlanned = rowOf(before, 'fabric_approval').expectedDate;
    const reason = 'The mill ships the lab dips a week late';
    // An expected date in the future is a different field from an actual date.
    const later = addDays(fabricPlanned, 7);

    const set = await expect200(`/orders/${id}/milestones/fabric_approval/expected`, admin, {
      expectedDate: later,
      reason,
    }).expect(200);
    expect(rowOf(set.body, 'fabric_approval')).toMatchObject({
      expectedDate: later,
      expected: { date: later, reason },
    });
    expect(set.body.progress.deliveryDate).toBe(addDays(before.progress.deliveryDate, 7));
    expect(set.body.progress.deliverySlipDays).toBe(7);
    expect(set.body.progress.deliverySlipReason).toBe(
      `Fabric and lab-dip approval is now expected on ${later}: ${reason}`,
    );
    // The buyer reads the same order.
    expect(rowOf((await getOrder(id, buyer)).body, 'fabric_approval').expected).toEqual({
      date: later,
      reason,
    });

    const audit = await request(testApp.server)
      .get(`/audit?target=${reference}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'order.milestone_expected',
      changes: [
        { field: 'milestones.fabric_approval.expected', to: later },
        { field: 'reason', to: reason },
      ],
    });

    const mail = await waitForMessageMatching(buyer.email, (subject) =>
      subject.includes('delivery now expected'),
    );
    const parsed = await parsedMessage(mail.ID);
    expect(parsed.subject).toBe(
      `${reference}: delivery now expected on ${set.body.progress.deliveryDate}`,
    );
    expect(parsed.text).toContain(reason);
    expect(parsed.text).toContain(before.progress.deliveryDate);

    // The same date again moves nothing: no second email.
    await expect200(`/orders/${id}/milestones/fabric_approval/expected`, admin, {
      expectedDate: later,
      reason: 'Confirmed by the mill',
    }).expect(200);
    // A new date is a new move: one more email.
    const sooner = addDays(fabricPlanned, 3);
    const again = await expect200(`/orders/${id}/milestones/fabric_approval/expected`, admin, {
      expectedDate: sooner,
      reason: 'The mill found a slot',
    }).expect(200);
    await waitForMessageMatching(buyer.email, (subject) =>
      subject.endsWith(again.body.progress.deliveryDate),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await movedMails(buyer.email)).toHaveLength(2);
  }, 60_000);

  it('tells the buyer when a milestone done early brings delivery forward, once', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('done-early-buyer') });
    const { id, reference } = await acceptedOrder(testApp, buyer);
    const before = (await getOrder(id, buyer)).body;
    const planned = rowOf(before, 'fabric_approval').plannedDate;
    expect(planned > today()).toBe(true);

    const done = await request(testApp.server)
      .patch(`/orders/${id}/milestones/fabric_approval`)
      .auth(admin.token, { type: 'bearer' })
      .send({ actualDate: today() })
      .expect(200);
    expect(done.body.progress.deliveryDate < before.progress.deliveryDate).toBe(true);

    const mail = await waitForMessageMatching(buyer.email, (subject) =>
      subject.includes('delivery now expected'),
    );
    const parsed = await parsedMessage(mail.ID);
    expect(parsed.subject).toBe(
      `${reference}: delivery now expected on ${done.body.progress.deliveryDate}`,
    );
    expect(parsed.text).toContain(
      OrderExpectedMessages.doneOn('Fabric and lab-dip approval', today(), planned),
    );
    expect(parsed.text).toContain(before.progress.deliveryDate);
    // The same date recorded again moves nothing.
    await request(testApp.server)
      .patch(`/orders/${id}/milestones/fabric_approval`)
      .auth(admin.token, { type: 'bearer' })
      .send({ actualDate: today() })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await movedMails(buyer.email)).toHaveLength(1);
  }, 60_000);

  it('refuses a date in the past, before the minimum duration, without a reason, or on a done milestone', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('expected-refused') });
    const { id } = await acceptedOrder(testApp, buyer);
    const put = (key: string, body: object, who = admin) =>
      expect200(`/orders/${id}/milestones/${key}/expected`, who, body);

    const past = await put('fabric_approval', { expectedDate: dayIn(-1), reason: 'x' }).expect(400);
    expect(past.body.message).toEqual([OrderExpectedMessages.inPast]);
    // Fabric approval is planned at the top of its range; the fastest is 5 days after the start.
    const soon = await put('fabric_approval', { expectedDate: dayIn(4), reason: 'x' }).expect(400);
    expect(soon.body.message).toEqual([
      OrderExpectedMessages.tooSoon('Fabric and lab-dip approval', dayIn(5)),
    ]);
    const blank = await put('fabric_approval', { expectedDate: dayIn(20), reason: ' ' }).expect(
      400,
    );
    expect(blank.body.message).toEqual([OrderExpectedMessages.reasonRequired]);
    const missing = await put('fabric_approval', { expectedDate: dayIn(20) }).expect(400);
    expect(missing.body.message).toEqual([OrderExpectedMessages.reasonRequired]);
    const shape = await put('fabric_approval', { expectedDate: 'soon', reason: 'x' }).expect(400);
    expect(shape.body.message).toEqual([OrderExpectedMessages.dateInvalid]);
    const unknown = await put('weaving', { expectedDate: dayIn(20), reason: 'x' }).expect(400);
    expect(unknown.body.message).toEqual([OrderMessages.milestoneUnknown]);
    await put('fabric_approval', { expectedDate: dayIn(20), reason: 'x' }, buyer).expect(403);

    await request(testApp.server)
      .patch(`/orders/${id}/milestones/fabric_approval`)
      .auth(admin.token, { type: 'bearer' })
      .send({ actualDate: today() })
      .expect(200);
    const done = await put('fabric_approval', { expectedDate: dayIn(20), reason: 'x' }).expect(409);
    expect(done.body.message).toBe(OrderExpectedMessages.done('Fabric and lab-dip approval'));
  }, 60_000);
});
