import { Types } from 'mongoose';
import request from 'supertest';
import { OfferMessages, type OfferView } from '@threadline/contracts/offers';
import { signGuestToken } from '../src/notifications/guest-token';
import { NotificationWorker } from '../src/notifications/notification-worker';
import { OfferExpiryCheck } from '../src/offers/offer-expiry-check';
import {
  messagesTo,
  parsedMessage,
  uniqueAddress,
  waitForMessageMatching,
} from './support/mailpit';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import {
  LINE_1_OFFER,
  LINE_2_OFFER,
  dayIn,
  offerBody,
  sentOffer,
  twoLineRequest,
} from './support/offers';
import { addStyleCategory, STYLE_CATEGORY } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 37's revisions and counter-proposals: the history a buyer reads, the thread, the mails. */
let testApp: TestApp;
let member: SignedInAccount;
let otherMember: SignedInAccount;
let admin: SignedInAccount;
const SALES = uniqueAddress('offers-sales');

beforeAll(async () => {
  testApp = await startTestApp({
    SALES_EMAIL: SALES,
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
  });
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp, { email: uniqueAddress('rev-member') });
  otherMember = await signedInPerson(testApp);
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const as = (account: SignedInAccount) => ({
  get: (path: string) => request(testApp.server).get(path).auth(account.token, { type: 'bearer' }),
  post: (path: string) =>
    request(testApp.server).post(path).auth(account.token, { type: 'bearer' }),
  patch: (path: string) =>
    request(testApp.server).patch(path).auth(account.token, { type: 'bearer' }),
});

/** Version 2: line 1 cheaper at every break, a later date. */
const LINE_1_V2 = {
  ...LINE_1_OFFER,
  tiers: [
    { minQuantity: 300, unitPriceMinor: 720 },
    { minQuantity: 500, unitPriceMinor: 700 },
  ],
};
const revision = (reason = 'Fabric price lowered by the mill') => ({
  ...offerBody({ validUntil: dayIn(45), lines: [LINE_1_V2, LINE_2_OFFER] }),
  reason,
});

describe('revising a sent offer', () => {
  it('sends v2 with its reason, keeps v1 as sent, and the request’s offer follows v2', async () => {
    const id = await twoLineRequest(testApp, member, 'RV-1');
    const v1 = (await sentOffer(testApp, admin, id)).body as OfferView;
    expect(v1).toMatchObject({ version: 1, reason: null, history: [] });

    const revised = await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision());
    expect(revised.status).toBe(200);
    const seen = (await as(member).get(`/quotes/${id}/offer`).expect(200)).body as OfferView;
    expect(seen).toEqual(revised.body);
    expect(seen).toMatchObject({
      version: 2,
      reason: 'Fabric price lowered by the mill',
      validUntil: dayIn(45),
      // 450 × 7.20 + 300 × 4.50
      totalMinor: 324_000 + 135_000,
    });
    expect(seen.lines[0]).toMatchObject({ unitPriceMinor: 720, totalMinor: 324_000 });
    const { history: _none, ...v1Version } = v1;
    expect(seen.history).toEqual([v1Version]);

    // 4590.00 over 750 pieces is 6.12.
    const quote = (await as(member).get(`/quotes/${id}`).expect(200)).body;
    expect(quote).toMatchObject({ status: 'quoted' });
    expect(quote.offer).toMatchObject({ unitPrice: 6.12, validUntil: dayIn(45), leadTimeDays: 60 });

    // A third version: the first two stay exactly as they were sent.
    await as(admin)
      .post(`/quotes/${id}/offer/revisions`)
      .send({
        ...revision('Shorter lead time'),
        lines: [LINE_1_V2, { ...LINE_2_OFFER, productionLeadTimeDays: 30 }],
      })
      .expect(200);
    const third = (await as(member).get(`/quotes/${id}/offer`).expect(200)).body as OfferView;
    expect(third.version).toBe(3);
    expect(third.history.map((version) => version.version)).toEqual([1, 2]);
    expect(third.history[0]).toEqual(v1Version);
    const { history: _earlier, ...v2Version } = seen;
    expect(third.history[1]).toEqual(v2Version);
  });

  it('audits the revision before → after and emails the buyer the new version', async () => {
    const id = await twoLineRequest(testApp, member, 'RV-2');
    await sentOffer(testApp, admin, id);
    const reference = (await as(member).get(`/quotes/${id}`)).body.reference as string;
    // The send's email says the offer: its price and until when it holds.
    const quoted = await waitForMessageMatching(member.email, (subject) =>
      subject.includes(`${reference} is quoted`),
    );
    expect((await parsedMessage(quoted.ID)).text).toContain(`Offer valid until: ${dayIn(30)}`);
    await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision()).expect(200);
    const entry = await testApp.db
      .collection('auditEntries')
      .findOne({ action: 'quote.offer_revised', 'target.id': id });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'version', from: '1', to: '2' },
        { field: 'reason', from: null, to: 'Fabric price lowered by the mill' },
        { field: 'validUntil', from: dayIn(30), to: dayIn(45) },
        {
          field: 'line 1',
          from: '300+ @ 760, 500+ @ 720, 1000+ @ 690; MOQ 300/style 200/colourway; sample 4500 in 10 d; production 60 d',
          to: '300+ @ 720, 500+ @ 700; MOQ 300/style 200/colourway; sample 4500 in 10 d; production 60 d',
        },
        { field: 'unitPrice', from: '6.36', to: '6.12' },
      ]),
    );
    expect(entry?.changes.map((change: { field: string }) => change.field)).not.toContain('line 2');

    const mail = await waitForMessageMatching(member.email, (subject) =>
      subject.includes(`${reference} was revised (v2)`),
    );
    const parsed = await parsedMessage(mail.ID);
    expect(parsed.text).toContain('Fabric price lowered by the mill');
    expect(parsed.text).toContain('Total at your quantities: 4590.00 EUR');
    expect(parsed.text).toContain(`Valid until: ${dayIn(45)}`);
  });

  it('refuses an unsent offer, a blank reason, a closed request and anyone but an admin', async () => {
    const id = await twoLineRequest(testApp, member, 'RV-3');
    const unsent = await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision());
    expect([unsent.status, unsent.body.message]).toEqual([409, OfferMessages.offerNotSent]);
    await sentOffer(testApp, admin, id);
    const blank = await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision('  '));
    expect([blank.status, blank.body.message]).toEqual([
      400,
      [OfferMessages.revisionReasonInvalid],
    ]);
    const past = await as(admin)
      .post(`/quotes/${id}/offer/revisions`)
      .send({ ...revision(), validUntil: dayIn(-1) });
    expect(past.body.message).toEqual([OfferMessages.validUntilInvalid]);
    await as(member).post(`/quotes/${id}/offer/revisions`).send(revision()).expect(403);
    await as(admin).patch(`/quotes/${id}`).send({ status: 'lost' }).expect(200);
    const closed = await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision());
    expect([closed.status, closed.body.message]).toEqual([409, OfferMessages.offerClosed('lost')]);
    expect(
      await testApp.db
        .collection('quote_offer_versions')
        .countDocuments({ quoteId: new Types.ObjectId(id) }),
    ).toBe(0);
  });
});

describe('the buyer’s counter-proposal', () => {
  it('posts target prices to the thread as a counter message, and emails the team', async () => {
    const id = await twoLineRequest(testApp, member, 'CP-1');
    await sentOffer(testApp, admin, id);
    const posted = await as(member)
      .post(`/quotes/${id}/offer/counter`)
      .send({
        lines: [{ line: 1, targetUnitPriceMinor: 700 }],
        note: ' Our retail price is fixed. ',
      });
    expect(posted.status).toBe(201);
    const counter = {
      version: 1,
      currency: 'EUR',
      lines: [
        {
          line: 1,
          label: 'CP-1 Crew-neck tee (v1)',
          quantity: 450,
          offeredUnitPriceMinor: 760,
          targetUnitPriceMinor: 700,
        },
      ],
      note: 'Our retail price is fixed.',
    };
    expect(posted.body).toEqual({ messageId: expect.any(String), counter });
    const thread = (await as(admin).get(`/quotes/${id}/thread`).expect(200)).body;
    const message = thread.messages.find((m: { id: string }) => m.id === posted.body.messageId);
    expect(message).toMatchObject({ kind: 'counter', side: 'buyer', counter });
    expect(message.text).toBe(
      'Counter-proposal to offer v1:\nLine 1, CP-1 Crew-neck tee (v1), 450 pcs: 7.00 EUR a piece (offered 7.60 EUR)\n\nOur retail price is fixed.',
    );
    const buyerThread = (await as(member).get(`/quotes/${id}/thread`).expect(200)).body;
    expect(buyerThread.messages.map((m: { kind: string }) => m.kind)).toContain('counter');

    const reference = thread.reference as string;
    const mail = await waitForMessageMatching(SALES, (subject) =>
      subject.includes(`Counter-proposal on quote request ${reference}`),
    );
    expect((await parsedMessage(mail.ID)).text).toContain('7.00 EUR a piece (offered 7.60 EUR)');
  });

  it('refuses an unknown line, a price of 0, an admin, another member and an expired offer', async () => {
    const id = await twoLineRequest(testApp, member, 'CP-2');
    const early = await as(member)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 700 }] });
    expect([early.status, early.body.message]).toEqual([404, OfferMessages.offerNotFound]);
    await sentOffer(testApp, admin, id);
    const unknown = await as(member)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 3, targetUnitPriceMinor: 700 }] });
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      [OfferMessages.lineUnknown(3, 2)],
    ]);
    const zero = await as(member)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 2, targetUnitPriceMinor: 0 }] });
    expect(zero.body.message).toEqual([OfferMessages.targetPriceInvalid(2)]);
    const none = await as(member).post(`/quotes/${id}/offer/counter`).send({ lines: [] });
    expect(none.body.message).toEqual([OfferMessages.counterLinesInvalid]);
    const teamSide = await as(admin)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 700 }] });
    expect([teamSide.status, teamSide.body.message]).toEqual([403, OfferMessages.counterBuyerOnly]);
    await as(otherMember)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 700 }] })
      .expect(404);
    await testApp.db
      .collection('quote_offers')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { validUntil: dayIn(-1) } });
    const expired = await as(member)
      .post(`/quotes/${id}/offer/counter`)
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 700 }] });
    expect([expired.status, expired.body.message]).toEqual([
      409,
      OfferMessages.counterOfferExpired(dayIn(-1)),
    ]);
    expect(
      await testApp.db
        .collection('quoteThreadMessages')
        .countDocuments({ quoteId: id, kind: 'counter' }),
    ).toBe(0);
  });

  it('lets a guest read the history and counter through their link', async () => {
    const created = await request(testApp.server)
      .post('/quotes')
      .send({
        name: 'Gus Guest',
        email: uniqueAddress('rev-guest'),
        categoryKey: STYLE_CATEGORY,
        kind: 'bulk',
        quantity: 400,
        deadline: dayIn(90),
        details: 'Organic cotton tees in two colours, sizes S to XL.',
        currency: 'EUR',
      })
      .expect(201);
    const id = created.body.insertedId as string;
    const line = { ...LINE_2_OFFER, line: 1 };
    await request(testApp.server)
      .put(`/quotes/${id}/offer`)
      .auth(admin.token, { type: 'bearer' })
      .send(offerBody({ lines: [line] }))
      .expect(200);
    await as(admin).patch(`/quotes/${id}`).send({ status: 'reviewing' }).expect(200);
    await as(admin).post(`/quotes/${id}/offer/send`).expect(200);
    await as(admin)
      .post(`/quotes/${id}/offer/revisions`)
      .send({
        ...offerBody({ lines: [{ ...line, tiers: [{ minQuantity: 300, unitPriceMinor: 430 }] }] }),
        reason: 'Better price at 400',
      })
      .expect(200);
    const token = signGuestToken(testApp.config.auth.jwtSecret, id);
    const offer = (await request(testApp.server).get(`/guest/offer?token=${token}`).expect(200))
      .body as OfferView;
    expect(offer).toMatchObject({ version: 2, reason: 'Better price at 400' });
    expect(offer.history.map((version) => version.lines[0].unitPriceMinor)).toEqual([450]);
    const posted = await request(testApp.server)
      .post(`/guest/offer/counter?token=${token}`)
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 400 }] });
    expect(posted.status).toBe(201);
    expect(posted.body.counter).toMatchObject({ version: 2, note: null });
    expect(posted.body.counter.lines[0]).toMatchObject({
      offeredUnitPriceMinor: 430,
      targetUnitPriceMinor: 400,
    });
    const page = (await request(testApp.server).get(`/guest/thread?token=${token}`).expect(200))
      .body;
    expect(page.messages.at(-1)).toMatchObject({ kind: 'counter', authorName: 'Gus Guest' });
    await request(testApp.server)
      .post('/guest/offer/counter?token=forged')
      .send({ lines: [{ line: 1, targetUnitPriceMinor: 400 }] })
      .expect(404);
  });
});

describe('the reminder 3 days before an offer expires', () => {
  it('emails the buyer once per version, on the day it is 3 days away or nearer', async () => {
    const buyer = await signedInPerson(testApp, { email: uniqueAddress('expiry-member') });
    const id = await twoLineRequest(testApp, buyer, 'EX-1');
    await sentOffer(testApp, admin, id);
    const check = testApp.app.get(OfferExpiryCheck);
    // Valid until dayIn(30): 4 days before is too early, 3 days before is the day.
    expect(await check.run(dayIn(26))).not.toContain(id);
    expect(await check.run(dayIn(27))).toContain(id);
    expect(await check.run(dayIn(27))).not.toContain(id);
    expect(await check.run(dayIn(29))).not.toContain(id);
    const reference = (await as(buyer).get(`/quotes/${id}`)).body.reference as string;
    const mail = await waitForMessageMatching(buyer.email, (subject) =>
      subject.includes(`${reference} expires on ${dayIn(30)}`),
    );
    const parsed = await parsedMessage(mail.ID);
    expect(parsed.text).toContain('Offer version: v1');
    expect(parsed.text).toContain('Total at your quantities: 4770.00 EUR');

    // The same version checked by a second process (its mark lost) is still one email.
    await testApp.db
      .collection('quote_offers')
      .updateOne({ _id: new Types.ObjectId(id) }, { $unset: { expiryRemindedVersion: '' } });
    expect(await check.run(dayIn(28))).toContain(id);
    await testApp.app.get(NotificationWorker).drain();
    const expiring = (await messagesTo(buyer.email)).filter((m) => m.Subject.includes('expires'));
    expect(expiring).toHaveLength(1);

    // A revision is a new version: reminded of in its turn, 3 days before its own date.
    await as(admin).post(`/quotes/${id}/offer/revisions`).send(revision()).expect(200);
    expect(await check.run(dayIn(41))).not.toContain(id);
    expect(await check.run(dayIn(42))).toContain(id);
    await waitForMessageMatching(buyer.email, (subject) =>
      subject.includes(`${reference} expires on ${dayIn(45)}`),
    );
  }, 60_000);

  it('reminds of nothing once the request is no longer quoted', async () => {
    const id = await twoLineRequest(testApp, member, 'EX-2');
    await sentOffer(testApp, admin, id);
    await as(admin).patch(`/quotes/${id}`).send({ status: 'lost' }).expect(200);
    expect(await testApp.app.get(OfferExpiryCheck).run(dayIn(28))).not.toContain(id);
  });
});
