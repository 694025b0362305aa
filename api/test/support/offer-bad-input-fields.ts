import { Types } from 'mongoose';
import request from 'supertest';
import { signGuestToken } from '../../src/notifications/guest-token';
import { LINE_1_SHEET, offerBody } from './offers';
import type { TestApp } from './test-app';

/**
 * The bad-input suite's fields for the costing and offer routes (issue 37), kept beside the
 * offers' test support rather than in the suite's own long file. They work on one quick-line
 * request of the public form's, `quoteId()`, in status new.
 *
 * A fabric's consumption and a trim's quantity are left out: they take up to 4 decimals, so the
 * suite's "wrong" 0.001 is a fair figure for them.
 */
interface OfferField {
  name: string;
  where: 'body' | 'query' | 'param' | 'multipart';
  type: 'string' | 'number' | 'boolean' | 'string[]';
  send: (value: unknown) => request.Test;
  state?: () => Promise<unknown>;
}

interface Deps {
  testApp: () => TestApp;
  asAdmin: (test: request.Test) => request.Test;
  param: (
    name: string,
    build: (segment: string) => request.Test,
    state?: () => Promise<unknown>,
  ) => OfferField;
  quoteId: () => string;
}

const ONE_LINE = offerBody().lines[1];

export function offerBadInputFields({ testApp, asAdmin, param, quoteId }: Deps): OfferField[] {
  const server = () => testApp().server;
  const costingState = () =>
    testApp()
      .db.collection('quote_line_costings')
      .find({ quoteId: new Types.ObjectId(quoteId()) })
      .toArray();
  const offerState = () =>
    testApp()
      .db.collection('quote_offers')
      .find({ _id: new Types.ObjectId(quoteId()) })
      .toArray();
  const threadState = () =>
    testApp().db.collection('quoteThreadMessages').find({ quoteId: quoteId() }).toArray();
  const guestToken = () => signGuestToken(testApp().config.auth.jwtSecret, quoteId());
  const costing = (body: object) =>
    asAdmin(request(server()).put(`/quotes/${quoteId()}/lines/1/costing`).send(body));
  const offer = (body: object) =>
    asAdmin(request(server()).put(`/quotes/${quoteId()}/offer`).send(body));
  const line = (overrides: object) => ({ ...ONE_LINE, line: 1, ...overrides });

  const sheetField = (
    name: string,
    type: OfferField['type'],
    body: (value: unknown) => object,
  ) => ({
    name: `PUT /quotes/:id/lines/:line/costing body.${name}`,
    where: 'body' as const,
    type,
    send: (value: unknown) => costing(body(value)),
    state: costingState,
  });
  const offerField = (
    name: string,
    type: OfferField['type'],
    body: (value: unknown) => object,
  ) => ({
    name: `PUT /quotes/:id/offer body.${name}`,
    where: 'body' as const,
    type,
    send: (value: unknown) => offer(body(value)),
    state: offerState,
  });

  return [
    ...(
      ['cmtMinor', 'testingMinor', 'overheadPercent', 'marginPercent', 'dutyPercent'] as const
    ).map((name) => sheetField(name, 'number', (value) => ({ ...LINE_1_SHEET, [name]: value }))),
    sheetField('incoterm', 'string', (incoterm) => ({ ...LINE_1_SHEET, incoterm })),
    sheetField('fabrics[0].name', 'string', (name) => ({
      ...LINE_1_SHEET,
      fabrics: [{ ...LINE_1_SHEET.fabrics[0], name }],
    })),
    sheetField('fabrics[0].unitPriceMinor', 'number', (unitPriceMinor) => ({
      ...LINE_1_SHEET,
      fabrics: [{ ...LINE_1_SHEET.fabrics[0], unitPriceMinor }],
    })),
    sheetField('trims[0].name', 'string', (name) => ({
      ...LINE_1_SHEET,
      trims: [{ ...LINE_1_SHEET.trims[0], name }],
    })),
    offerField('currency', 'string', (currency) =>
      offerBody({ currency, lines: [line({})] } as object),
    ),
    offerField('validUntil', 'string', (validUntil) =>
      offerBody({ validUntil, lines: [line({})] } as object),
    ),
    ...(['moqPerStyle', 'sampleCostMinor', 'productionLeadTimeDays'] as const).map((name) =>
      offerField(`lines[0].${name}`, 'number', (value) =>
        offerBody({ lines: [line({ [name]: value })] }),
      ),
    ),
    offerField('lines[0].tiers[0].unitPriceMinor', 'number', (unitPriceMinor) =>
      offerBody({ lines: [line({ tiers: [{ minQuantity: 1, unitPriceMinor }] })] }),
    ),
    param('GET /quotes/:id/lines/:line/costing', (segment) =>
      asAdmin(request(server()).get(`/quotes/${quoteId()}/lines/${segment}/costing`)),
    ),
    param(
      'PUT /quotes/:id/lines/:line/costing',
      (segment) =>
        asAdmin(
          request(server()).put(`/quotes/${quoteId()}/lines/${segment}/costing`).send(LINE_1_SHEET),
        ),
      costingState,
    ),
    param('GET /quotes/:id/offer', (id) => asAdmin(request(server()).get(`/quotes/${id}/offer`))),
    param(
      'PUT /quotes/:id/offer',
      (id) => asAdmin(request(server()).put(`/quotes/${id}/offer`).send(offerBody())),
      offerState,
    ),
    param(
      'POST /quotes/:id/offer/send',
      (id) => asAdmin(request(server()).post(`/quotes/${id}/offer/send`)),
      offerState,
    ),
    {
      name: 'POST /quotes/:id/offer/revisions body.reason',
      where: 'body',
      type: 'string',
      send: (reason) =>
        asAdmin(
          request(server())
            .post(`/quotes/${quoteId()}/offer/revisions`)
            .send({ ...offerBody({ lines: [line({})] }), reason }),
        ),
      state: offerState,
    },
    {
      name: 'POST /quotes/:id/offer/counter body.lines[0].targetUnitPriceMinor',
      where: 'body',
      type: 'number',
      send: (targetUnitPriceMinor) =>
        asAdmin(
          request(server())
            .post(`/quotes/${quoteId()}/offer/counter`)
            .send({ lines: [{ line: 1, targetUnitPriceMinor }] }),
        ),
      state: threadState,
    },
    {
      name: 'POST /guest/offer/counter body.note',
      where: 'body',
      type: 'string',
      send: (note) =>
        request(server())
          .post('/guest/offer/counter')
          .query({ token: guestToken() })
          .send({ lines: [{ line: 1, targetUnitPriceMinor: 500 }], note }),
      state: threadState,
    },
    {
      name: 'POST /guest/offer/counter query.token',
      where: 'query',
      type: 'string',
      send: (value) =>
        request(server())
          .post('/guest/offer/counter')
          .query({ token: value as string })
          .send({ lines: [{ line: 1, targetUnitPriceMinor: 500 }] }),
      state: threadState,
    },
    param(
      'POST /quotes/:id/offer/revisions',
      (id) =>
        asAdmin(
          request(server())
            .post(`/quotes/${id}/offer/revisions`)
            .send({ ...offerBody(), reason: 'A better price' }),
        ),
      offerState,
    ),
    param(
      'POST /quotes/:id/offer/counter',
      (id) =>
        asAdmin(
          request(server())
            .post(`/quotes/${id}/offer/counter`)
            .send({ lines: [{ line: 1, targetUnitPriceMinor: 500 }] }),
        ),
      threadState,
    ),
    ...(['amountMinor', 'date', 'reference'] as const).map((name): OfferField => ({
      name: `POST /orders/:id/payments body.${name}`,
      where: 'body',
      type: name === 'amountMinor' ? 'number' : 'string',
      send: (value) =>
        asAdmin(
          request(server())
            .post(`/orders/${new Types.ObjectId().toHexString()}/payments`)
            .send({ amountMinor: 100, date: '2026-12-01', reference: 'TT-1', [name]: value }),
        ),
    })),
    param('POST /orders/:id/payments', (id) =>
      asAdmin(
        request(server())
          .post(`/orders/${id}/payments`)
          .send({ amountMinor: 100, date: '2026-12-01', reference: 'TT-1' }),
      ),
    ),
    {
      name: 'GET /guest/offer query.token',
      where: 'query',
      type: 'string',
      send: (value) =>
        request(server())
          .get('/guest/offer')
          .query({ token: value as string }),
    },
  ];
}
