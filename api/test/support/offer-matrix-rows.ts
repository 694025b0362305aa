import request from 'supertest';
import { signGuestToken } from '../../src/notifications/guest-token';
import { LINE_1_SHEET, offerBody } from './offers';
import type { SignedInAccount } from './people';
import type { TestApp } from './test-app';

/**
 * The authorization matrix's rows for the costing and offer routes (issue 37), kept beside the
 * offers' test support rather than in the matrix's own long file. Each call gets a request of
 * its own, owned by the matrix's member, with one quick line of 5 pieces.
 */
interface MatrixFixtures {
  testApp: TestApp;
  person: SignedInAccount;
  admin: SignedInAccount;
}

interface Helpers<Expected> {
  adminsOnly: (status: number) => Expected;
  signedIn: (status: number) => Expected;
  everyone: (status: number) => Expected;
  /** The request's owner (the matrix's member); an admin is refused. */
  ownerWrites: (status: number) => Expected;
  newQuote: (fixtures: MatrixFixtures) => Promise<string>;
}

const ONE_LINE_OFFER = offerBody({
  lines: [
    {
      line: 1,
      tiers: [{ minQuantity: 1, unitPriceMinor: 900 }],
      moqPerStyle: 1,
      moqPerColourway: 1,
      sampleCostMinor: 0,
      sampleLeadTimeDays: 7,
      productionLeadTimeDays: 30,
    },
  ],
});

export function offerMatrixRows<Expected>({
  adminsOnly,
  signedIn,
  everyone,
  ownerWrites,
  newQuote,
}: Helpers<Expected>) {
  const asAdmin = (
    { testApp, admin }: MatrixFixtures,
    method: 'put' | 'patch' | 'post',
    path: string,
  ) => request(testApp.server)[method](path).auth(admin.token, { type: 'bearer' });

  /** A request with its offer saved and the request under review, ready to send. */
  async function offered(fixtures: MatrixFixtures): Promise<string> {
    const id = await newQuote(fixtures);
    await asAdmin(fixtures, 'put', `/quotes/${id}/offer`).send(ONE_LINE_OFFER).expect(200);
    await asAdmin(fixtures, 'patch', `/quotes/${id}`).send({ status: 'reviewing' }).expect(200);
    return id;
  }

  async function sent(fixtures: MatrixFixtures): Promise<string> {
    const id = await offered(fixtures);
    await asAdmin(fixtures, 'post', `/quotes/${id}/offer/send`).expect(200);
    return id;
  }

  /** An order accepted by the matrix's member from a sent offer of lines. */
  async function linedOrder(fixtures: MatrixFixtures): Promise<string> {
    const id = await sent(fixtures);
    const quote = await request(fixtures.testApp.server)
      .get(`/quotes/${id}`)
      .auth(fixtures.person.token, { type: 'bearer' })
      .expect(200);
    const order = await request(fixtures.testApp.server)
      .post('/orders')
      .auth(fixtures.person.token, { type: 'bearer' })
      .send({
        quoteId: id,
        unitPrice: quote.body.offer.unitPrice,
        quantity: quote.body.quantity,
        incoterm: 'FOB',
        paymentTerm: 'TT',
      })
      .expect(201);
    return order.body._id as string;
  }

  return {
    // The costing is the team's alone; the offer, once sent, is the buyer's to read too.
    'GET /quotes/:id/lines/:line/costing': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await newQuote(fixtures);
        return () => request(fixtures.testApp.server).get(`/quotes/${id}/lines/1/costing`);
      },
    },
    'PUT /quotes/:id/lines/:line/costing': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await newQuote(fixtures);
        return () =>
          request(fixtures.testApp.server).put(`/quotes/${id}/lines/1/costing`).send(LINE_1_SHEET);
      },
    },
    'GET /quotes/:id/offer': {
      expected: signedIn(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await sent(fixtures);
        return () => request(fixtures.testApp.server).get(`/quotes/${id}/offer`);
      },
    },
    'PUT /quotes/:id/offer': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await newQuote(fixtures);
        return () =>
          request(fixtures.testApp.server).put(`/quotes/${id}/offer`).send(ONE_LINE_OFFER);
      },
    },
    'POST /quotes/:id/offer/send': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await offered(fixtures);
        return () => request(fixtures.testApp.server).post(`/quotes/${id}/offer/send`);
      },
    },
    'POST /quotes/:id/offer/revisions': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await sent(fixtures);
        return () =>
          request(fixtures.testApp.server)
            .post(`/quotes/${id}/offer/revisions`)
            .send({ ...ONE_LINE_OFFER, reason: 'A better price' });
      },
    },
    'POST /quotes/:id/offer/counter': {
      expected: ownerWrites(201),
      call: async (fixtures: MatrixFixtures) => {
        const id = await sent(fixtures);
        return () =>
          request(fixtures.testApp.server)
            .post(`/quotes/${id}/offer/counter`)
            .send({ lines: [{ line: 1, targetUnitPriceMinor: 800 }] });
      },
    },
    // The guest link is the credential, whatever else the caller sends.
    'GET /guest/offer': {
      expected: everyone(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await sent(fixtures);
        const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
        return () => request(fixtures.testApp.server).get('/guest/offer').query({ token });
      },
    },
    'POST /guest/offer/counter': {
      expected: everyone(201),
      call: async (fixtures: MatrixFixtures) => {
        const id = await sent(fixtures);
        const token = signGuestToken(fixtures.testApp.config.auth.jwtSecret, id);
        return () =>
          request(fixtures.testApp.server)
            .post('/guest/offer/counter')
            .query({ token })
            .send({ lines: [{ line: 1, targetUnitPriceMinor: 800 }] });
      },
    },
    'POST /orders/:id/payments': {
      expected: adminsOnly(200),
      call: async (fixtures: MatrixFixtures) => {
        const id = await linedOrder(fixtures);
        return () =>
          request(fixtures.testApp.server)
            .post(`/orders/${id}/payments`)
            .send({
              amountMinor: 100,
              date: new Date().toISOString().slice(0, 10),
              reference: 'TT-1',
            });
      },
    },
  };
}
