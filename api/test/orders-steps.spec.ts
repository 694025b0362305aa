import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { Types } from 'mongoose';
import { addDays, OrderMessages } from '@threadline/contracts';
import { acceptedOrder, dayIn, today } from './support/orders';
import { pdfText } from './support/pdf-text';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let buyer: SignedInAccount;
let stranger: SignedInAccount;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const send = (method: 'post' | 'put' | 'patch', path: string, who: SignedInAccount, body: object) =>
  request(testApp.server)[method](path).auth(who.token, { type: 'bearer' }).send(body);
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const get = (path: string, who: SignedInAccount) =>
  request(testApp.server).get(path).auth(who.token, { type: 'bearer' });

/** A file uploaded the way the quote form uploads: what a round, report or document sends back. */
async function uploaded(bytes: Buffer, filename: string) {
  const response = await request(testApp.server)
    .post('/quotes/attachments')
    .attach('file', bytes, { filename })
    .expect(201);
  return { id: response.body.id as string, uploadToken: response.body.uploadToken as string };
}

/** An order accepted by `owner` from a quoted request, its plan moved `startedDaysAgo` back. */
const orderOf = async (owner: SignedInAccount, options?: Parameters<typeof acceptedOrder>[2]) =>
  (await acceptedOrder(testApp, owner, options)).id;

const milestoneOf = (order: request.Response, key: string) =>
  order.body.progress.milestones.find((m: { key: string }) => m.key === key);

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp);
  buyer = await signedInPerson(testApp);
  stranger = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

describe('sample rounds and the buyer’s decision', () => {
  it('runs a pre-production sample through a changes request to approval, moving the delivery date', async () => {
    const id = await orderOf(buyer, { startedDaysAgo: 40 });
    const before = await get(`/orders/${id}`, buyer).expect(200);
    const ppPlanned = milestoneOf(before, 'pre_production_sample').plannedDate as string;
    const plannedDelivery = milestoneOf(before, 'delivered').plannedDate as string;
    expect(ppPlanned).toBe(dayIn(-1));

    // The admin records fabric; the fit sample goes through one approved round.
    await send('patch', `/orders/${id}/milestones/fabric_approval`, admin, {
      actualDate: dayIn(-30),
    }).expect(200);
    const refusedPatch = await send('patch', `/orders/${id}/milestones/development_sample`, admin, {
      actualDate: dayIn(-16),
    }).expect(409);
    expect(refusedPatch.body.message).toBe(
      'Development (fit) sample is recorded when the buyer approves a sample round',
    );
    const early = await send('post', `/orders/${id}/samples/pre_production_sample/rounds`, admin, {
      measurements: 'Chest 52',
    }).expect(409);
    expect(early.body.message).toBe('Record Development (fit) sample first');
    await send('post', `/orders/${id}/samples/development_sample/rounds`, admin, {
      measurements: 'Chest 52 cm',
    }).expect(201);
    const fit = await send(
      'post',
      `/orders/${id}/samples/development_sample/rounds/1/decision`,
      buyer,
      { decision: 'approved' },
    ).expect(200);
    expect(milestoneOf(fit, 'development_sample').actualDate).toBe(today());
    // As if the fit sample had been approved on its planned day, 16 days ago.
    await testApp.db
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { 'milestones.1.actualDate': dayIn(-16) } },
      );

    // Round 1 of the pre-production sample, with a photo and measurements.
    const photo = await uploaded(PNG, 'front.png');
    const posted = await send('post', `/orders/${id}/samples/pre_production_sample/rounds`, admin, {
      measurements: 'Chest 52 cm, length 70 cm',
      note: 'Size M in navy',
      files: [photo],
    }).expect(201);
    expect(posted.body.waitingOn).toEqual([
      {
        kind: 'sample_decision',
        milestone: 'pre_production_sample',
        round: 1,
        label: 'Approve the pre-production sample',
      },
    ]);
    const round1 = posted.body.samples.find(
      (r: { milestone: string }) => r.milestone === 'pre_production_sample',
    );
    expect(round1).toMatchObject({
      round: 1,
      status: 'waiting',
      measurements: 'Chest 52 cm, length 70 cm',
    });
    expect(round1.postedBy).toMatchObject({ email: admin.email, role: 'admin' });
    const file = await get(round1.files[0].path, buyer).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    await get(round1.files[0].path, stranger).expect(404);
    // The same upload cannot join anything else.
    const reused = await send('post', `/orders/${id}/inspections`, admin, {
      lotSize: 3200,
      defects: { critical: 0, major: 0, minor: 0 },
      files: [photo],
    }).expect(400);
    expect(reused.body.message).toEqual([OrderMessages.filesUnknown]);

    // Only the order's buyer decides, and a changes request says what to change.
    await send('post', `/orders/${id}/samples/pre_production_sample/rounds/1/decision`, stranger, {
      decision: 'approved',
    }).expect(404);
    const byAdmin = await send(
      'post',
      `/orders/${id}/samples/pre_production_sample/rounds/1/decision`,
      admin,
      { decision: 'approved' },
    ).expect(403);
    expect(byAdmin.body.message).toBe(OrderMessages.onlyBuyerDecides);
    const noComment = await send(
      'post',
      `/orders/${id}/samples/pre_production_sample/rounds/1/decision`,
      buyer,
      { decision: 'changes_requested', comment: '  ' },
    ).expect(400);
    expect(noComment.body.message).toEqual([OrderMessages.commentRequired]);

    const changes = await send(
      'post',
      `/orders/${id}/samples/pre_production_sample/rounds/1/decision`,
      buyer,
      {
        decision: 'changes_requested',
        comment: 'Collar too wide, see the photo',
        files: [await uploaded(PNG, 'collar.png')],
      },
    ).expect(200);

    // Round 2 takes the fastest pre-production time (10 days) from today: delivery moves.
    expect(changes.body.waitingOn).toEqual([]);
    expect(milestoneOf(changes, 'pre_production_sample').expectedDate).toBe(dayIn(10));
    const seen = await get(`/orders/${id}`, buyer).expect(200);
    expect(seen.body.progress.deliveryDate).toBe(addDays(plannedDelivery, 11));
    expect(seen.body.progress.deliverySlipReason).toBe(
      `Changes to the pre-production sample were requested on ${today()}: round 2 is being made`,
    );
    const decided = seen.body.samples.find(
      (r: { milestone: string; round: number }) =>
        r.milestone === 'pre_production_sample' && r.round === 1,
    );
    expect(decided.status).toBe('changes_requested');
    expect(decided.decision).toMatchObject({
      decision: 'changes_requested',
      comment: 'Collar too wide, see the photo',
      by: { email: buyer.email, role: 'buyer' },
    });
    expect(decided.decision.files).toHaveLength(1);
    await send('post', `/orders/${id}/samples/pre_production_sample/rounds/1/decision`, buyer, {
      decision: 'approved',
    }).expect(409);

    // Bulk waits for the approval.
    const bulk = await send('patch', `/orders/${id}/milestones/bulk_production`, admin, {
      actualDate: today(),
    }).expect(409);
    expect(bulk.body.message).toBe(OrderMessages.bulkBeforePreProduction);

    // Round 2 arrives and the buyer approves it: the milestone is done today, a day late.
    await send('post', `/orders/${id}/samples/pre_production_sample/rounds`, admin, {
      files: [await uploaded(PDF, 'round-2.pdf')],
    }).expect(201);
    const approved = await send(
      'post',
      `/orders/${id}/samples/pre_production_sample/rounds/2/decision`,
      buyer,
      { decision: 'approved' },
    ).expect(200);
    expect(milestoneOf(approved, 'pre_production_sample').actualDate).toBe(today());
    expect(approved.body.progress.deliveryDate).toBe(addDays(plannedDelivery, 1));
    expect(approved.body.progress.deliverySlipReason).toBe(
      `Pre-production sample was completed on ${today()}, 1 day after plan`,
    );
    await send('patch', `/orders/${id}/milestones/bulk_production`, admin, {
      actualDate: today(),
    }).expect(200);

    const audit = await get(`/audit?target=${seen.body.reference}`, admin).expect(200);
    const decisions = audit.body.filter(
      (entry: { action: string }) => entry.action === 'order.sample_decided',
    );
    expect(decisions).toHaveLength(3);
    expect(decisions).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ email: buyer.email }),
        changes: expect.arrayContaining([
          {
            field: 'samples.pre_production_sample.round1',
            from: 'waiting',
            to: 'changes_requested',
          },
        ]),
      }),
    );
  }, 120_000);

  it('refuses an unknown sample milestone, an empty round and a missing round', async () => {
    const id = await orderOf(buyer);
    const unknown = await send('post', `/orders/${id}/samples/bulk_production/rounds`, admin, {
      measurements: 'x',
    }).expect(400);
    expect(unknown.body.message).toEqual([OrderMessages.sampleMilestoneUnknown]);
    const empty = await send('post', `/orders/${id}/samples/development_sample/rounds`, admin, {
      note: 'nothing to see',
    }).expect(400);
    expect(empty.body.message).toEqual([OrderMessages.roundNeedsContent]);
    await send('post', `/orders/${id}/samples/development_sample/rounds/7/decision`, buyer, {
      decision: 'approved',
    }).expect(404);
    for (const round of ['x', '0', '1.5', '-1', '1e3', '9999999']) {
      const missing = await send(
        'post',
        `/orders/${id}/samples/development_sample/rounds/${round}/decision`,
        buyer,
        { decision: 'approved' },
      ).expect(404);
      expect(missing.body.message).toBe(OrderMessages.roundNotFound);
    }
    await send('post', `/orders/${id}/samples/development_sample/rounds`, buyer, {
      measurements: 'x',
    }).expect(403);
  });
});

describe('inspection and hold', () => {
  // A lot of 3,200 at General II: code K, 125 pieces; major AQL 2.5 accepts 7, rejects 8.
  const report = (major: number, files?: object[]) => ({
    lotSize: 3200,
    defects: { critical: 0, major, minor: 4 },
    files,
  });

  it('holds the order after a failed inspection and releases it when a re-inspection passes', async () => {
    const id = await orderOf(buyer);

    const failed = await send('post', `/orders/${id}/inspections`, admin, {
      ...report(8, [await uploaded(PDF, 'aql-report.pdf')]),
    }).expect(201);

    expect(failed.body.status).toBe('on_hold');
    expect(failed.body.hold.reason).toBe(
      `The final inspection on ${today()} failed: the order is on hold until a re-inspection passes`,
    );
    expect(failed.body.inspections[0]).toMatchObject({
      sampleSize: 125,
      plan: {
        lotSize: 3200,
        level: 'II',
        codeLetter: 'K',
        sampleSize: 125,
        wholeLot: false,
        classes: {
          critical: { aql: '0', codeLetter: 'K', sampleSize: 125, accept: 0, reject: 1 },
          major: { aql: '2.5', codeLetter: 'K', sampleSize: 125, accept: 7, reject: 8 },
          minor: { aql: '4.0', codeLetter: 'K', sampleSize: 125, accept: 10, reject: 11 },
        },
      },
      reasons: [
        'Critical: 0 found, AQL 0 accepts up to 0 (125 pcs)',
        'Major: 8 found, AQL 2.5 rejects at 8 (125 pcs)',
        'Minor: 4 found, AQL 4.0 accepts up to 10 (125 pcs)',
      ],
      defects: { critical: 0, major: 8, minor: 4 },
      result: 'fail',
      by: { email: admin.email },
    });
    expect(failed.body.inspections[0]).not.toHaveProperty('aqlLevel');
    const seen = await get(`/orders/${id}`, buyer).expect(200);
    expect(seen.body.status).toBe('on_hold');
    await get(seen.body.inspections[0].files[0].path, buyer).expect(200);
    const blocked = await send('patch', `/orders/${id}/milestones/shipment`, admin, {
      actualDate: today(),
    }).expect(409);
    expect(blocked.body.message).toBe(OrderMessages.onHold);

    // Seven majors is the accept number: the re-inspection passes.
    const passed = await send('post', `/orders/${id}/inspections`, admin, report(7)).expect(201);
    expect(passed.body.status).toBe('in_progress');
    expect(passed.body.hold).toBeUndefined();
    expect(passed.body.inspections.map((i: { result: string }) => i.result)).toEqual([
      'pass',
      'fail',
    ]);
    expect(passed.body.inspections[0].reasons[1]).toBe(
      'Major: 7 found, AQL 2.5 accepts up to 7 (125 pcs)',
    );
    const audit = await get(`/audit?target=${seen.body.reference}`, admin).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'order.inspection_recorded',
      changes: expect.arrayContaining([
        {
          field: 'inspection',
          from: `${today()}: lot 3200, level II, code K, AQL 0/2.5/4.0, 125 pieces, defects 0/8/4: fail`,
          to: `${today()}: lot 3200, level II, code K, AQL 0/2.5/4.0, 125 pieces, defects 0/7/4: pass`,
        },
        { field: 'status', from: 'on_hold', to: 'in_progress' },
      ]),
    });
  });

  it('computes the plan for the level and AQLs sent, following the table’s arrows', async () => {
    const id = await orderOf(buyer);
    const recorded = await send('post', `/orders/${id}/inspections`, admin, {
      lotSize: 20,
      level: 'II',
      aqls: { critical: '0', major: '2.5', minor: '6.5' },
      defects: { critical: 0, major: 0, minor: 2 },
    }).expect(201);
    // Lot 20 at II is C (5 pcs); the minor 6.5 cell points down to D: 8 pcs, Ac 1, Re 2.
    expect(recorded.body.inspections[0]).toMatchObject({
      sampleSize: 8,
      plan: {
        codeLetter: 'C',
        classes: { minor: { codeLetter: 'D', sampleSize: 8, accept: 1, reject: 2, arrow: 'down' } },
      },
      result: 'fail',
    });
  });

  it('serves the report as a PDF to the buyer and the admins, and no one else', async () => {
    const id = await orderOf(buyer);
    const recorded = await send('post', `/orders/${id}/inspections`, admin, report(9)).expect(201);
    const inspection = recorded.body.inspections[0]._id as string;
    const path = `/orders/${id}/inspections/${inspection}/report.pdf`;
    const pdf = await get(path, buyer).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, lines } = pdfText(pdf.body as Buffer);
    expect(pages).toBe(1);
    const text = lines.join('\n');
    for (const expected of [
      'Final inspection report',
      `Order ${recorded.body.reference}`,
      'ISO 2859-1, single sampling, normal inspection',
      'Lot size: 3200 pcs · Inspection level: General II',
      'Code letter: K · Sample size: 125 pcs',
      'Result: FAILED',
      'Major: 9 found, AQL 2.5 rejects at 8 (125 pcs)',
    ])
      expect(text).toContain(expected);
    await get(path, admin).expect(200);
    await get(path, stranger).expect(404);
    const missing = await get(
      `/orders/${id}/inspections/${new Types.ObjectId().toHexString()}/report.pdf`,
      admin,
    ).expect(404);
    expect(missing.body.message).toBe(OrderMessages.inspectionNotFound);
    await get(`/orders/${id}/inspections/nope/report.pdf`, admin).expect(400);
  });

  it('refuses a report with bad figures, a result sent by the client, and a buyer writing one', async () => {
    const id = await orderOf(buyer);
    const bad = await send('post', `/orders/${id}/inspections`, admin, {
      ...report(0),
      lotSize: 1,
      aqls: { major: '3' },
      defects: { critical: -1, major: 0, minor: 0 },
    }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        OrderMessages.lotSizeInvalid,
        OrderMessages.aqlsInvalid,
        OrderMessages.defectsInvalid,
      ]),
    );
    // The result follows from the numbers: a client cannot send one.
    await send('post', `/orders/${id}/inspections`, admin, {
      ...report(30),
      result: 'pass',
    }).expect(400);
    await send('post', `/orders/${id}/inspections`, buyer, report(0)).expect(403);
  });
});

describe('the shipment', () => {
  const shipment = {
    mode: 'air',
    incoterm: 'CIF',
    carrier: 'DHL Global Forwarding',
    trackingNumber: 'DGF-12345',
    etd: dayIn(5),
    eta: dayIn(11),
  };

  it('stores the shipment with its documents and shows it to the buyer', async () => {
    const id = await orderOf(buyer);
    const first = await send('put', `/orders/${id}/shipment`, admin, {
      ...shipment,
      documents: [{ kind: 'packing_list', file: await uploaded(PDF, 'packing.pdf') }],
    }).expect(200);
    expect(first.body.shippingMode).toBe('air');

    await send('put', `/orders/${id}/shipment`, admin, {
      ...shipment,
      trackingNumber: 'DGF-99999',
      documents: [{ kind: 'commercial_invoice', file: await uploaded(PDF, 'invoice.pdf') }],
    }).expect(200);

    const seen = await get(`/orders/${id}`, buyer).expect(200);
    expect(seen.body.shipment).toMatchObject({
      mode: 'air',
      incoterm: 'CIF',
      carrier: 'DHL Global Forwarding',
      trackingNumber: 'DGF-99999',
      etd: dayIn(5),
      eta: dayIn(11),
    });
    expect(
      seen.body.shipment.documents.map((d: { label: string; file: { fileName: string } }) => [
        d.label,
        d.file.fileName,
      ]),
    ).toEqual([
      ['Packing list', 'packing.pdf'],
      ['Commercial invoice', 'invoice.pdf'],
    ]);
    const invoice = await get(seen.body.shipment.documents[1].file.path, buyer).expect(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const audit = await get(`/audit?target=${seen.body.reference}`, admin).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'order.shipment_updated',
      changes: expect.arrayContaining([
        { field: 'shipment.trackingNumber', from: 'DGF-12345', to: 'DGF-99999' },
      ]),
    });
  });

  it('refuses an ETA before the ETD, and a buyer entering one', async () => {
    const id = await orderOf(buyer);
    const bad = await send('put', `/orders/${id}/shipment`, admin, {
      ...shipment,
      eta: dayIn(1),
    }).expect(400);
    expect(bad.body.message).toEqual([OrderMessages.etaInvalid]);
    await send('put', `/orders/${id}/shipment`, buyer, shipment).expect(403);
    await send(
      'put',
      `/orders/${new Types.ObjectId().toHexString()}/shipment`,
      admin,
      shipment,
    ).expect(404);
  });
});

describe('the buyer’s activity and the export', () => {
  it('counts the buyer’s active and delivered orders', async () => {
    const counted = await signedInPerson(testApp);
    await get('/orders/mine/summary', counted).expect(200, { activeOrders: 0, completedOrders: 0 });
    await orderOf(counted);
    const held = await orderOf(counted);
    await send('post', `/orders/${held}/inspections`, admin, {
      lotSize: 1000,
      defects: { critical: 1, major: 0, minor: 0 },
    }).expect(201);
    const done = await orderOf(counted);
    await testApp.db
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(done) }, { $set: { status: 'delivered' } });

    await get('/orders/mine/summary', counted).expect(200, { activeOrders: 2, completedOrders: 1 });
  });

  it('exports every order as CSV for admins, formulas neutralised', async () => {
    const id = await orderOf(buyer, { buyerName: '=HYPERLINK("http://evil.example","x")' });
    const reference = (await get(`/orders/${id}`, buyer).expect(200)).body.reference;

    const response = await get('/orders/export.csv', admin).buffer(true).expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const rows: Record<string, string>[] = parse(response.text, { columns: true });
    expect(rows.find((row) => row.reference === reference)).toMatchObject({
      id,
      buyerName: '\'=HYPERLINK("http://evil.example","x")',
      status: 'in_progress',
      stage: 'fabric_approval',
    });
    await get('/orders/export.csv', buyer).expect(403);
  });
});
