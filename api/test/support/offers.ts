import request from 'supertest';
import type { CostingSheetInput, LineOfferInput, OfferInput } from '@threadline/contracts/offers';
import type { SignedInAccount } from './people';
import { createStyle, STYLE_CATEGORY } from './styles';
import type { TestApp } from './test-app';

export const dayIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Navy 300 and Ecru 150 pieces over S, M, L. */
export const MATRIX = [
  [100, 150, 50],
  [50, 50, 50],
];

/**
 * A member's request of two lines: their style (its BOM a body fabric and a care label) and a
 * quick line of 300 tote bags. Answers the request's id and the style's number.
 */
export async function twoLineRequest(
  testApp: TestApp,
  member: SignedInAccount,
  styleNumber: string,
): Promise<string> {
  const style = await createStyle(testApp, member.token, { styleNumber });
  const response = await request(testApp.server)
    .post('/quotes/requests')
    .auth(member.token, { type: 'bearer' })
    .send({
      kind: 'bulk',
      lines: [
        { type: 'style', styleId: style.id, versionId: `${style.id}:1`, quantities: MATRIX },
        {
          type: 'quick',
          categoryKey: STYLE_CATEGORY,
          description: 'Tote bags in natural canvas, screen printed',
          quantity: 300,
        },
      ],
      neededBy: dayIn(120),
      destination: { country: 'GB', port: 'Felixstowe' },
      incoterm: 'FOB',
      currency: 'EUR',
    });
  if (response.status !== 201) throw new Error(`The request answered ${response.status}`);
  return response.body.insertedId as string;
}

/** Line 1's sheet: 375 fabric + 12 trims + 150 CMT + 20 washing + 15 packing + 8 testing = 580. */
export const LINE_1_SHEET: CostingSheetInput = {
  fabrics: [{ name: 'Body fabric', consumption: 0.85, unitPriceMinor: 420, wastagePercent: 5 }],
  trims: [{ name: 'Care label', quantity: 1, unitPriceMinor: 12 }],
  cmtMinor: 150,
  washingMinor: 20,
  printingMinor: 0,
  embroideryMinor: 0,
  packagingMinor: 15,
  testingMinor: 8,
  overheadPercent: 10,
  marginPercent: 15,
  incoterm: 'FOB',
  freightMinor: 0,
  insuranceMinor: 0,
  dutyPercent: 0,
  clearanceMinor: 0,
};

export const LINE_1_OFFER: LineOfferInput = {
  line: 1,
  tiers: [
    { minQuantity: 300, unitPriceMinor: 760 },
    { minQuantity: 500, unitPriceMinor: 720 },
    { minQuantity: 1000, unitPriceMinor: 690 },
  ],
  moqPerStyle: 300,
  moqPerColourway: 200,
  sampleCostMinor: 4500,
  sampleLeadTimeDays: 10,
  productionLeadTimeDays: 60,
};

export const LINE_2_OFFER: LineOfferInput = {
  line: 2,
  tiers: [{ minQuantity: 300, unitPriceMinor: 450 }],
  moqPerStyle: 300,
  moqPerColourway: 100,
  sampleCostMinor: 2000,
  sampleLeadTimeDays: 7,
  productionLeadTimeDays: 45,
};

export const offerBody = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  currency: 'EUR',
  validUntil: dayIn(30),
  lines: [LINE_1_OFFER, LINE_2_OFFER],
  ...overrides,
});

/** Costs line 1, saves the offer, reviews the request and sends the offer, as an admin would. */
export async function sentOffer(testApp: TestApp, admin: SignedInAccount, quoteId: string) {
  const as = (method: 'put' | 'patch' | 'post', path: string) =>
    request(testApp.server)[method](path).auth(admin.token, { type: 'bearer' });
  await as('put', `/quotes/${quoteId}/lines/1/costing`).send(LINE_1_SHEET).expect(200);
  await as('put', `/quotes/${quoteId}/offer`).send(offerBody()).expect(200);
  await as('patch', `/quotes/${quoteId}`).send({ status: 'reviewing' }).expect(200);
  return as('post', `/quotes/${quoteId}/offer/send`).expect(200);
}
