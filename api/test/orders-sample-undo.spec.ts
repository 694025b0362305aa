import request from 'supertest';
import { Types } from 'mongoose';
import { SampleApprovalMessages, TEAM_NAME } from '@threadline/contracts';
import { uniqueAddress, waitForMessageMatching } from './support/mailpit';
import { acceptedOrder, today } from './support/orders';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;

const as = (who: SignedInAccount, call: request.Test) => call.auth(who.token, { type: 'bearer' });
const decision = (id: string, milestone: string, round: number) =>
  `/orders/${id}/samples/${milestone}/rounds/${round}/decision`;

/** An order of `buyer` with fabric approved and round 1 of the fit sample posted by the admin. */
async function orderWithRound(buyer: SignedInAccount) {
  const { id, reference } = await acceptedOrder(testApp, buyer);
  await as(admin, request(testApp.server).patch(`/orders/${id}/milestones/fabric_approval`))
    .send({ actualDate: today() })
    .expect(200);
  const posted = await as(
    admin,
    request(testApp.server).post(`/orders/${id}/samples/development_sample/rounds`),
  )
    .send({ measurements: 'Chest 52 cm' })
    .expect(201);
  return { id, reference, posted: posted.body };
}

const approve = (buyer: SignedInAccount, id: string, milestone = 'development_sample', round = 1) =>
  as(buyer, request(testApp.server).post(decision(id, milestone, round)))
    .send({ decision: 'approved' })
    .expect(200);

beforeAll(async () => {
  testApp = await startTestApp({ NOTIFY_POLL_MS: '200', NOTIFY_RETRY_BASE_MS: '200' });
  admin = await signedInAdmin(testApp, {
    email: uniqueAddress('undo-admin'),
    displayName: 'Mina Okafor',
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('a sample round on the order', () => {
  it('names the team member who posted it, never their email, and the team when they have no name', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('undo-named') });
    const { posted } = await orderWithRound(buyer);
    expect(posted.samples[0].postedBy.name).toBe('Mina Okafor');

    const nameless = await signedInAdmin(testApp, { email: uniqueAddress('undo-nameless') });
    await testApp.db
      .collection('users')
      .updateOne({ uid: nameless.uid }, { $set: { name: nameless.email } });
    const other = await signedInPerson(testApp, { email: uniqueAddress('undo-named2') });
    const { id } = await acceptedOrder(testApp, other);
    await as(nameless, request(testApp.server).patch(`/orders/${id}/milestones/fabric_approval`))
      .send({ actualDate: today() })
      .expect(200);
    const round = await as(
      nameless,
      request(testApp.server).post(`/orders/${id}/samples/development_sample/rounds`),
    )
      .send({ measurements: 'Chest 52 cm' })
      .expect(201);
    expect(round.body.samples[0].postedBy.name).toBe(TEAM_NAME);
    expect(JSON.stringify(round.body.samples[0].postedBy.name)).not.toContain('@');
  });
});

describe('undoing a sample approval', () => {
  it('takes the approval back within the window: the round waits, the milestone reopens, it is audited and the team hears', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('undo-buyer') });
    const { id, reference } = await orderWithRound(buyer);
    const approved = await approve(buyer, id);
    expect(approved.body.progress.milestones[1].done).toBe(true);

    // Only the buyer who decides may undo.
    await as(admin, request(testApp.server).delete(decision(id, 'development_sample', 1))).expect(
      403,
    );
    const undone = await as(
      buyer,
      request(testApp.server).delete(decision(id, 'development_sample', 1)),
    ).expect(200);
    expect(undone.body.samples[0]).toMatchObject({ round: 1, status: 'waiting' });
    expect(undone.body.samples[0].decision).toBeUndefined();
    expect(undone.body.progress.milestones[1]).toMatchObject({ done: false });
    expect(undone.body.progress.milestones[1].actualDate).toBeUndefined();
    expect(undone.body.waitingOn).toEqual([
      expect.objectContaining({ milestone: 'development_sample', round: 1 }),
    ]);

    const audit = await as(admin, request(testApp.server).get(`/audit?target=${reference}`)).expect(
      200,
    );
    expect(audit.body[0]).toMatchObject({
      action: 'order.sample_approval_undone',
      changes: [
        { field: 'samples.development_sample.round1', from: 'approved', to: 'waiting' },
        { field: 'milestones.development_sample', from: today() },
      ],
    });
    await waitForMessageMatching(admin.email, (subject) =>
      subject.startsWith(
        `${reference}: the approval of the development (fit) sample (round 1) was taken back`,
      ),
    );

    // Nothing to undo any more; and it can be approved again.
    const again = await as(
      buyer,
      request(testApp.server).delete(decision(id, 'development_sample', 1)),
    ).expect(409);
    expect(again.body.message).toBe(SampleApprovalMessages.nothingToUndo(1));
    await approve(buyer, id);
  }, 60_000);

  it('refuses once the window has passed, and once a later step depends on the approval', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('undo-late') });
    const { id } = await orderWithRound(buyer);
    await approve(buyer, id);
    // The approval made 20 seconds ago: past the toast's 10 s and the margin.
    const orders = testApp.db.collection('orders');
    await orders.updateOne(
      { _id: new Types.ObjectId(id) },
      { $set: { 'samples.0.decision.by.at': new Date(Date.now() - 20_000) } },
    );
    const late = await as(
      buyer,
      request(testApp.server).delete(decision(id, 'development_sample', 1)),
    ).expect(409);
    expect(late.body.message).toBe(SampleApprovalMessages.windowPassed(1));

    const other = await orderWithRound(buyer);
    await approve(buyer, other.id);
    await as(
      admin,
      request(testApp.server).post(`/orders/${other.id}/samples/pre_production_sample/rounds`),
    )
      .send({ measurements: 'Chest 52 cm' })
      .expect(201);
    const depends = await as(
      buyer,
      request(testApp.server).delete(decision(other.id, 'development_sample', 1)),
    ).expect(409);
    expect(depends.body.message).toBe(
      SampleApprovalMessages.laterStepStarted('Pre-production sample'),
    );
  }, 60_000);
});
