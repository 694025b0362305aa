import { Types } from 'mongoose';
import request from 'supertest';
import { QuoteLineMessages, QuoteMessages } from '@threadline/contracts';
import { OfferMessages, costSheet, type OfferView } from '@threadline/contracts/offers';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import {
  LINE_1_OFFER,
  LINE_1_SHEET,
  LINE_2_OFFER,
  dayIn,
  offerBody,
  sentOffer,
  twoLineRequest,
} from './support/offers';
import { addStyleCategory } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let member: SignedInAccount;
let otherMember: SignedInAccount;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp, { displayName: 'Ana Weaver' });
  otherMember = await signedInPerson(testApp);
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const as = (account: SignedInAccount) => ({
  get: (path: string) => request(testApp.server).get(path).auth(account.token, { type: 'bearer' }),
  put: (path: string) => request(testApp.server).put(path).auth(account.token, { type: 'bearer' }),
  post: (path: string) =>
    request(testApp.server).post(path).auth(account.token, { type: 'bearer' }),
  patch: (path: string) =>
    request(testApp.server).patch(path).auth(account.token, { type: 'bearer' }),
});

describe('the costing sheet of a request line', () => {
  it('prefills a style line from its pinned version’s bill of materials, and a quick line empty', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-1');
    const first = await as(admin).get(`/quotes/${id}/lines/1/costing`).expect(200);
    expect(first.body).toMatchObject({ line: 1, saved: false, updatedAt: null });
    expect(first.body.sheet.fabrics).toEqual([
      { name: 'Body fabric', consumption: 0.85, unitPriceMinor: 0, wastagePercent: 0 },
    ]);
    expect(first.body.sheet.trims).toEqual([
      { name: 'Care label', quantity: 1, unitPriceMinor: 0 },
    ]);
    expect(first.body.sheet.incoterm).toBe('FOB');
    const quick = await as(admin).get(`/quotes/${id}/lines/2/costing`).expect(200);
    expect(quick.body.sheet).toMatchObject({ fabrics: [], trims: [] });
    const missing = await as(admin).get(`/quotes/${id}/lines/3/costing`).expect(404);
    expect(missing.body.message).toBe(QuoteLineMessages.lineNotFound);
  });

  it('saves a sheet, computes its unit price in contracts’ arithmetic, and audits before and after', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-2');
    const saved = await as(admin).put(`/quotes/${id}/lines/1/costing`).send(LINE_1_SHEET);
    expect(saved.status).toBe(200);
    // 0.85 × 4.20 × 1.05 = 3.7485 → 375; cost 580; overhead 58; margin 15 % of 638 = 95.7 → 96.
    expect(saved.body.breakdown).toMatchObject({
      fabrics: [375],
      trimsMinor: 12,
      factoryCostMinor: 580,
      overheadMinor: 58,
      marginMinor: 96,
      fobMinor: 734,
      unitPriceMinor: 734,
    });
    expect(saved.body.breakdown).toEqual(costSheet(LINE_1_SHEET));
    const read = await as(admin).get(`/quotes/${id}/lines/1/costing`).expect(200);
    expect(read.body).toMatchObject({ saved: true, sheet: LINE_1_SHEET });

    await as(admin)
      .put(`/quotes/${id}/lines/1/costing`)
      .send({ ...LINE_1_SHEET, incoterm: 'CIF', freightMinor: 40, insuranceMinor: 3 })
      .expect(200);
    const entries = await testApp.db
      .collection('auditEntries')
      .find({ action: 'quote.costing_saved', 'target.id': id })
      .sort({ _id: 1 })
      .toArray();
    expect(entries).toHaveLength(2);
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'line 1.unitPriceMinor', to: '734' }]),
    );
    expect(entries[1].changes).toEqual([
      { field: 'line 1.incoterm', from: 'FOB', to: 'CIF' },
      { field: 'line 1.freightMinor', from: '0', to: '40' },
      { field: 'line 1.insuranceMinor', from: '0', to: '3' },
      { field: 'line 1.unitPriceMinor', from: '734', to: '777' },
    ]);
  });

  it('refuses a bad figure with the field’s message, and anyone but an admin', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-3');
    const bad = await as(admin)
      .put(`/quotes/${id}/lines/1/costing`)
      .send({
        ...LINE_1_SHEET,
        cmtMinor: 1.5,
        marginPercent: 120,
        fabrics: [{ name: 'Body', consumption: 0.12345, unitPriceMinor: 420, wastagePercent: 5 }],
      });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        OfferMessages.amountInvalid('CMT'),
        OfferMessages.percentInvalid('Margin'),
        OfferMessages.quantityInvalid('Fabric consumption'),
      ]),
    );
    await as(member).get(`/quotes/${id}/lines/1/costing`).expect(403);
    await as(member).put(`/quotes/${id}/lines/1/costing`).send(LINE_1_SHEET).expect(403);
    expect(
      await testApp.db
        .collection('quote_line_costings')
        .countDocuments({ quoteId: new Types.ObjectId(id) }),
    ).toBe(0);
  });
});

describe('the offer per line', () => {
  it('shows the buyer tiers, MOQ, the price at their quantities and the total once sent', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-4');
    await as(member).get(`/quotes/${id}/offer`).expect(404);
    const sent = await sentOffer(testApp, admin, id);
    expect(sent.body.sentAt).toEqual(expect.any(String));

    const seen = (await as(member).get(`/quotes/${id}/offer`).expect(200)).body as OfferView;
    expect(seen).toMatchObject({ currency: 'EUR', validUntil: dayIn(30), expired: false });
    expect(seen.lines[0]).toMatchObject({
      ...LINE_1_OFFER,
      label: 'OF-4 Crew-neck tee (v1)',
      quantity: 450,
      colourways: [
        { colour: 'Navy', quantity: 300 },
        { colour: 'Ecru', quantity: 150 },
      ],
      unitPriceMinor: 760,
      totalMinor: 342_000,
      moqRefusals: [OfferMessages.moqPerColourway('OF-4 Crew-neck tee (v1)', 'Ecru', 150, 200)],
    });
    expect(seen.lines[1]).toMatchObject({
      ...LINE_2_OFFER,
      unitPriceMinor: 450,
      totalMinor: 135_000,
    });
    expect(seen.totalMinor).toBe(477_000);

    // The request moved to quoted as PATCH moves it: 4770.00 over 750 pieces, the longest lead.
    const quote = (await as(member).get(`/quotes/${id}`).expect(200)).body;
    expect(quote.status).toBe('quoted');
    expect(quote.offer).toMatchObject({
      unitPrice: 6.36,
      currency: 'EUR',
      leadTimeDays: 60,
      validUntil: dayIn(30),
    });
    await as(otherMember).get(`/quotes/${id}/offer`).expect(404);
    const audit = await testApp.db
      .collection('auditEntries')
      .findOne({ action: 'quote.offer_sent', 'target.id': id });
    expect(audit?.changes).toEqual([
      { field: 'status', from: 'reviewing', to: 'quoted' },
      { field: 'unitPrice', from: null, to: '6.36' },
      { field: 'currency', from: null, to: 'EUR' },
      { field: 'leadTimeDays', from: null, to: '60' },
      { field: 'validUntil', from: null, to: dayIn(30) },
    ]);
  });

  it('refuses an offer that misses a line, breaks out of order or a past date, with the rule', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-5');
    const missing = await as(admin)
      .put(`/quotes/${id}/offer`)
      .send(offerBody({ lines: [LINE_1_OFFER] }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual([OfferMessages.offerLinesIncomplete]);
    const unknown = await as(admin)
      .put(`/quotes/${id}/offer`)
      .send(offerBody({ lines: [LINE_1_OFFER, { ...LINE_2_OFFER, line: 3 }] }));
    expect(unknown.body.message).toEqual([OfferMessages.lineUnknown(3, 2)]);
    const rising = await as(admin)
      .put(`/quotes/${id}/offer`)
      .send(
        offerBody({
          lines: [
            {
              ...LINE_1_OFFER,
              tiers: [
                { minQuantity: 300, unitPriceMinor: 700 },
                { minQuantity: 500, unitPriceMinor: 720 },
              ],
            },
            LINE_2_OFFER,
          ],
        }),
      );
    expect(rising.status).toBe(400);
    expect(rising.body.message).toEqual([`Line 1: ${OfferMessages.tiersPriceRises}`]);
    const past = await as(admin)
      .put(`/quotes/${id}/offer`)
      .send(offerBody({ validUntil: dayIn(-1) }));
    expect(past.body.message).toEqual([OfferMessages.validUntilInvalid]);
    const noSheet = await as(admin).post(`/quotes/${id}/offer/send`).expect(409);
    expect(noSheet.body.message).toBe(OfferMessages.offerNotSaved);
    await as(member).put(`/quotes/${id}/offer`).send(offerBody()).expect(403);
  });

  it('sends once: a new request is reviewed first, and a sent offer cannot be changed', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-6');
    await as(admin).put(`/quotes/${id}/offer`).send(offerBody()).expect(200);
    const unreviewed = await as(admin).post(`/quotes/${id}/offer/send`).expect(409);
    expect(unreviewed.body.message).toBe(QuoteMessages.transitionRefused('new', 'quoted'));
    await as(admin).patch(`/quotes/${id}`).send({ status: 'reviewing' }).expect(200);
    await as(admin).post(`/quotes/${id}/offer/send`).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const again = await as(admin).post(`/quotes/${id}/offer/send`).expect(409);
    expect(again.body.message).toBe(OfferMessages.offerAlreadySent(today));
    const changed = await as(admin).put(`/quotes/${id}/offer`).send(offerBody()).expect(409);
    expect(changed.body.message).toBe(OfferMessages.offerAlreadySent(today));
  });

  it('refuses to accept an offer whose date has passed with 409 naming the date', async () => {
    const id = await twoLineRequest(testApp, member, 'OF-7');
    await sentOffer(testApp, admin, id);
    const expiredOn = dayIn(-2);
    await testApp.db
      .collection('quotes')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { 'offer.validUntil': expiredOn } });
    const terms = {
      quoteId: id,
      unitPrice: 6.36,
      quantity: 750,
      incoterm: 'FOB',
      paymentTerm: 'TT',
    };
    const preview = await as(member).post('/orders/preview').send(terms).expect(409);
    expect(preview.body.message).toBe(OfferMessages.offerExpired(expiredOn));
    const accepted = await as(member).post('/orders').send(terms).expect(409);
    expect(accepted.body.message).toBe(
      `The offer expired on ${expiredOn}: ask the team for a new one`,
    );
    expect(
      await testApp.db.collection('orders').countDocuments({ quoteId: new Types.ObjectId(id) }),
    ).toBe(0);
  });
});
