import request from 'supertest';
import { costSheet, type CostingSheetInput } from '@threadline/contracts/offers';
import { signGuestToken } from '../src/notifications/guest-token';
import { OfferExpiryCheck } from '../src/offers/offer-expiry-check';
import {
  parsedMessage,
  uniqueAddress,
  waitForMessageMatching,
  messagesTo,
} from './support/mailpit';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import {
  LINE_1_OFFER,
  LINE_1_SHEET,
  dayIn,
  offerBody,
  sentOffer,
  twoLineRequest,
} from './support/offers';
import { addStyleCategory, STYLE_CATEGORY } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The buyer never sees the costing (issue 37): every answer a member or a guest can read about
 * a costed, sent request, and every email they got, is walked for a costing field's name and
 * for a marker only the costing sheet holds.
 */
let testApp: TestApp;
let member: SignedInAccount;
let admin: SignedInAccount;

/** Only the sheet carries this: it names no fabric of the buyer's BOM. */
const MARKER = 'Mill price list K-7731';
const SHEET: CostingSheetInput = {
  ...LINE_1_SHEET,
  fabrics: [{ ...LINE_1_SHEET.fabrics[0], name: MARKER }],
  trims: [{ ...LINE_1_SHEET.trims[0], name: `${MARKER} trim` }],
};

/** Field names a buyer may legitimately read although the sheet has them too. */
const SHARED = new Set(['incoterm', 'unitPriceMinor', 'name', 'quantity']);
const COSTING_FIELDS = [
  ...new Set([
    'sheet',
    'breakdown',
    ...Object.keys(SHEET),
    ...Object.keys(SHEET.fabrics[0]),
    ...Object.keys(SHEET.trims[0]),
    ...Object.keys(costSheet(SHEET)),
  ]),
].filter((field) => !SHARED.has(field));

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  return into;
}

/** What a buyer-visible answer or mail must not hold: a costing field's name, or the marker. */
function leaksIn(where: string, body: unknown, text = JSON.stringify(body)): string[] {
  const keys = keysOf(body);
  return [
    ...COSTING_FIELDS.filter((field) => keys.has(field) || new RegExp(`\\b${field}\\b`).test(text)),
    ...(text.includes(MARKER) ? [MARKER] : []),
  ].map((leak) => `${where}: ${leak}`);
}

beforeAll(async () => {
  testApp = await startTestApp({ NOTIFY_POLL_MS: '200', NOTIFY_RETRY_BASE_MS: '200' });
  await addStyleCategory(testApp);
  member = await signedInPerson(testApp, { email: uniqueAddress('leak-member') });
  admin = await signedInAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const get = (path: string, account?: SignedInAccount) => {
  const call = request(testApp.server).get(path);
  return account ? call.auth(account.token, { type: 'bearer' }) : call;
};

/** The revision every walk makes: v2 of the offer, so its answers and email are walked too. */
const REVISION = { reason: 'A better price at 300 pieces' };

/** The quoted, revised and expiring emails: the last needs the request still quoted. */
async function mailsBefore(address: string, quoteId: string) {
  const { reference } = (await get(`/quotes/${quoteId}`, admin).expect(200)).body as {
    reference: string;
  };
  await waitForMessageMatching(address, (subject) => subject.includes(`${reference} is quoted`));
  await waitForMessageMatching(address, (subject) =>
    subject.includes(`${reference} was revised (v2)`),
  );
  // The reminder 3 days before v2's date (offerBody's, 30 days on).
  await testApp.app.get(OfferExpiryCheck).run(dayIn(27));
  await waitForMessageMatching(address, (subject) =>
    subject.includes(`${reference} expires on ${dayIn(30)}`),
  );
}

async function mailLeaks(address: string): Promise<string[]> {
  const leaks: string[] = [];
  for (const message of await messagesTo(address)) {
    const parsed = await parsedMessage(message.ID);
    const text = `${parsed.subject ?? ''}\n${parsed.text ?? ''}\n${parsed.html || ''}`;
    leaks.push(...leaksIn(`mail “${message.Subject}”`, {}, text));
  }
  return leaks;
}

it('lists the costing fields it looks for', () => {
  expect(COSTING_FIELDS).toEqual(
    expect.arrayContaining([
      'fabrics',
      'cmtMinor',
      'marginPercent',
      'factoryCostMinor',
      'fobMinor',
    ]),
  );
});

it('shows a member no costing field in any answer or email about their costed request', async () => {
  const id = await twoLineRequest(testApp, member, 'LEAK-1');
  await request(testApp.server)
    .put(`/quotes/${id}/lines/2/costing`)
    .auth(admin.token, { type: 'bearer' })
    .send(SHEET)
    .expect(200);
  await sentOffer(testApp, admin, id);
  await request(testApp.server)
    .post(`/quotes/${id}/offer/revisions`)
    .auth(admin.token, { type: 'bearer' })
    // v2 lowers line 1's colourway MOQ to the 150 pieces of Ecru asked: the order can be placed.
    .send({
      ...offerBody({
        lines: [{ ...LINE_1_OFFER, moqPerColourway: 100 }, offerBody().lines[1]],
      }),
      ...REVISION,
    })
    .expect(200);
  const counter = await request(testApp.server)
    .post(`/quotes/${id}/offer/counter`)
    .auth(member.token, { type: 'bearer' })
    .send({ lines: [{ line: 2, targetUnitPriceMinor: 400 }], note: 'Our budget' })
    .expect(201);
  // The admin's own answers do hold the sheet: the marker is a fair probe.
  const adminSheet = await get(`/quotes/${id}/lines/2/costing`, admin).expect(200);
  expect(leaksIn('admin', adminSheet.body)).not.toEqual([]);

  const answers = {
    offerBeforeOrder: await get(`/quotes/${id}/offer`, member).expect(200),
    threadBeforeOrder: await get(`/quotes/${id}/thread`, member).expect(200),
  };
  await mailsBefore(member.email, id);
  const quoted = (await get(`/quotes/${id}`, member).expect(200)).body;
  const terms = {
    quoteId: id,
    unitPrice: quoted.offer.unitPrice,
    quantity: quoted.quantity,
    incoterm: 'FOB',
    paymentTerm: 'TT',
  };
  const preview = await request(testApp.server)
    .post('/orders/preview')
    .auth(member.token, { type: 'bearer' })
    .send(terms)
    .expect(200);
  const order = await request(testApp.server)
    .post('/orders')
    .auth(member.token, { type: 'bearer' })
    .send(terms)
    .expect(201);
  expect(order.body.lines).toHaveLength(2);
  const later = {
    preview,
    order,
    orderPage: await get(`/orders/${order.body._id as string}`, member).expect(200),
    myOrders: await get('/orders/mine', member).expect(200),
    mine: await get('/quotes/mine', member).expect(200),
    detail: await get(`/quotes/${id}`, member).expect(200),
    offer: await get(`/quotes/${id}/offer`, member).expect(200),
    counter,
    thread: await get(`/quotes/${id}/thread`, member).expect(200),
    unread: await get('/quote-threads/unread', member).expect(200),
  };
  expect(answers.offerBeforeOrder.body).toMatchObject({ version: 2, history: [{ version: 1 }] });
  expect(answers.threadBeforeOrder.body.messages.map((m: { kind: string }) => m.kind)).toContain(
    'counter',
  );
  const confirmation = await waitForMessageMatching(member.email, (subject) =>
    subject.includes(`${order.body.reference as string} is confirmed`),
  );
  // The confirmation lists the lines as the order page does, each at its price break.
  const confirmed = (await parsedMessage(confirmation.ID)).text ?? '';
  expect(confirmed).toMatch(
    /Line 1: LEAK-1 Crew-neck tee \(v1\): 450 pcs × 7\.60 EUR = 3,420\.00 EUR/,
  );
  expect(confirmed).toMatch(/Line 2: Tote bags .*: 300 pcs × 4\.50 EUR = 1,350\.00 EUR/);
  const leaks = Object.entries({ ...answers, ...later }).flatMap(([where, response]) =>
    leaksIn(where, response.body),
  );
  leaks.push(...(await mailLeaks(member.email)));
  expect(leaks).toEqual([]);
});

it('shows a guest no costing field on their page, their offer or their emails', async () => {
  const email = uniqueAddress('leak-guest');
  const created = await request(testApp.server)
    .post('/quotes')
    .send({
      name: 'Bea Guest',
      email,
      categoryKey: STYLE_CATEGORY,
      kind: 'bulk',
      quantity: 400,
      deadline: dayIn(90),
      details: 'Organic cotton tees in two colours, sizes S to XL.',
      currency: 'EUR',
    })
    .expect(201);
  const id = created.body.insertedId as string;
  const admin$ = (method: 'put' | 'patch' | 'post', path: string) =>
    request(testApp.server)[method](path).auth(admin.token, { type: 'bearer' });
  await admin$('put', `/quotes/${id}/lines/1/costing`).send(SHEET).expect(200);
  await admin$('put', `/quotes/${id}/offer`)
    .send(offerBody({ lines: [{ ...offerBody().lines[1], line: 1 }] }))
    .expect(200);
  await admin$('patch', `/quotes/${id}`).send({ status: 'reviewing' }).expect(200);
  await admin$('post', `/quotes/${id}/offer/send`).expect(200);
  await admin$('post', `/quotes/${id}/offer/revisions`)
    .send({ ...offerBody({ lines: [{ ...offerBody().lines[1], line: 1 }] }), ...REVISION })
    .expect(200);

  const token = signGuestToken(testApp.config.auth.jwtSecret, id);
  const counter = await request(testApp.server)
    .post(`/guest/offer/counter?token=${token}`)
    .send({ lines: [{ line: 1, targetUnitPriceMinor: 400 }] })
    .expect(201);
  const page = await get(`/guest/thread?token=${token}`).expect(200);
  const offer = await get(`/guest/offer?token=${token}`).expect(200);
  expect(offer.body.lines[0]).toMatchObject({ quantity: 400, unitPriceMinor: 450 });
  expect(offer.body.history).toHaveLength(1);
  expect(page.body.messages.map((m: { kind: string }) => m.kind)).toContain('counter');
  await mailsBefore(email, id);
  const leaks = [
    ...leaksIn('guest page', page.body),
    ...leaksIn('guest offer', offer.body),
    ...leaksIn('guest counter', counter.body),
  ];
  leaks.push(...(await mailLeaks(email)));
  expect(leaks).toEqual([]);
});
