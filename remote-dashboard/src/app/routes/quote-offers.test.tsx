import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuoteRequest, QuoteRequest } from '@threadline/contracts';
import { OfferMessages, type CostingSheetView, type OfferView } from '@threadline/contracts/offers';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';

const lines: AdminQuoteRequest['lines'] = [
  {
    type: 'style',
    styleId: 'a'.repeat(24),
    versionId: `${'a'.repeat(24)}:1`,
    version: 1,
    styleNumber: 'TL-1',
    styleName: 'Crew-neck tee',
    colourways: ['Navy', 'Ecru'],
    sizes: ['S', 'M', 'L'],
    quantities: [
      [100, 150, 50],
      [50, 50, 50],
    ],
  },
  {
    type: 'quick',
    categoryKey: 'shirts',
    description: 'Tote bags',
    quantity: 300,
    attachments: [],
  },
];

const request: AdminQuoteRequest = {
  _id: 'quote-1',
  reference: 'Q-2026-0042',
  name: 'Ana Brand',
  email: 'ana@brand.co',
  categoryKey: 'shirts',
  kind: 'bulk',
  quantity: 750,
  deadline: '2027-02-01',
  details: 'Tees and totes.',
  currency: 'EUR',
  incoterm: 'FOB',
  lines,
  attachments: [],
  status: 'reviewing',
  history: [
    { status: 'new', at: '2026-11-20T10:00:00.000Z' },
    { status: 'reviewing', at: '2026-11-21T10:00:00.000Z' },
  ],
  notes: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const prefilled: CostingSheetView = {
  line: 1,
  saved: false,
  updatedAt: null,
  sheet: {
    fabrics: [{ name: 'Body fabric', consumption: 0.85, unitPriceMinor: 0, wastagePercent: 0 }],
    trims: [{ name: 'Care label', quantity: 1, unitPriceMinor: 0 }],
    cmtMinor: 0,
    washingMinor: 0,
    printingMinor: 0,
    embroideryMinor: 0,
    packagingMinor: 0,
    testingMinor: 0,
    overheadPercent: 0,
    marginPercent: 0,
    incoterm: 'FOB',
    freightMinor: 0,
    insuranceMinor: 0,
    dutyPercent: 0,
    clearanceMinor: 0,
  },
  breakdown: {
    fabrics: [0],
    fabricMinor: 0,
    trims: [0],
    trimsMinor: 0,
    cmtMinor: 0,
    processesMinor: 0,
    packagingMinor: 0,
    testingMinor: 0,
    factoryCostMinor: 0,
    overheadMinor: 0,
    marginMinor: 0,
    fobMinor: 0,
    freightMinor: 0,
    insuranceMinor: 0,
    dutyMinor: 0,
    clearanceMinor: 0,
    unitPriceMinor: 0,
  },
};

const sentOffer: OfferView = {
  reference: 'Q-2026-0042',
  version: 1,
  reason: null,
  history: [],
  currency: 'EUR',
  validUntil: '2027-01-15',
  sentAt: '2026-12-02T10:00:00.000Z',
  expired: false,
  totalMinor: 477_000,
  lines: [
    {
      line: 1,
      label: 'TL-1 Crew-neck tee (v1)',
      tiers: [
        { minQuantity: 300, unitPriceMinor: 760 },
        { minQuantity: 500, unitPriceMinor: 720 },
      ],
      moqPerStyle: 300,
      moqPerColourway: 200,
      sampleCostMinor: 4500,
      sampleLeadTimeDays: 10,
      productionLeadTimeDays: 60,
      quantity: 450,
      colourways: [
        { colour: 'Navy', quantity: 300 },
        { colour: 'Ecru', quantity: 150 },
      ],
      unitPriceMinor: 760,
      totalMinor: 342_000,
      moqRefusals: [
        'MOQ per colourway: TL-1 Crew-neck tee (v1) in Ecru needs at least 200 pcs, 150 ordered',
      ],
    },
    {
      line: 2,
      label: 'Tote bags',
      tiers: [{ minQuantity: 300, unitPriceMinor: 450 }],
      moqPerStyle: 300,
      moqPerColourway: 100,
      sampleCostMinor: 2000,
      sampleLeadTimeDays: 7,
      productionLeadTimeDays: 45,
      quantity: 300,
      colourways: [{ colour: 'Any colour', quantity: 300 }],
      unitPriceMinor: 450,
      totalMinor: 135_000,
      moqRefusals: [],
    },
  ],
};

const adminRoutes = {
  'GET /quotes': { data: [request], headers: { 'x-total-count': '1' } },
  'GET /quotes/summary': { data: { new: 0, reviewing: 1, quoted: 0, won: 0, lost: 0, total: 1 } },
  'GET /quotes/quote-1': { data: request },
  'GET /categories': { data: [] },
};

describe('the costing sheet and the offer (admin)', () => {
  it('prefills a line’s sheet from its BOM and shows the unit price as figures are typed, then saves minor units', async () => {
    const user = userEvent.setup();
    const { api } = renderAsAdmin('/dashboard/quote-requests/quote-1', {
      routes: {
        ...adminRoutes,
        'GET /quotes/quote-1/lines/1/costing': { data: prefilled },
        'PUT /quotes/quote-1/lines/1/costing': (call) => ({
          data: {
            ...prefilled,
            saved: true,
            updatedAt: '2026-12-02T10:00:00.000Z',
            sheet: call.body,
          },
        }),
      },
    });
    // The page loads the request, its lines and its offer first: a loaded machine takes a while.
    await user.click(
      await screen.findByRole('button', { name: 'Cost line 1' }, { timeout: 10_000 }),
    );
    const sheet = await screen.findByRole('form', {
      name: 'Costing sheet of line 1: TL-1 Crew-neck tee (v1)',
    });
    expect(within(sheet).getByLabelText('Fabric 1')).toHaveValue('Body fabric');
    expect(within(sheet).getByLabelText('Trim 1')).toHaveValue('Care label');

    const type = async (label: string, value: string) => {
      const box = within(sheet).getByLabelText(label);
      await user.clear(box);
      await user.type(box, value);
    };
    await type('Price per unit (EUR)', '4.20');
    await type('Wastage (%)', '5');
    await type('Price each (EUR)', '0.12');
    await type('Cut-make-trim (EUR)', '1.50');
    await type('Washing (EUR)', '0.20');
    await type('Packaging (EUR)', '0.15');
    await type('Testing and certification (EUR)', '0.08');
    await type('Overhead (%)', '10');
    await type('Margin (%)', '15');
    // 3.75 + 0.12 + 1.50 + 0.20 + 0.15 + 0.08 = 5.80; +10 % = 6.38; +15 % → 7.34.
    expect(within(sheet).getByText(/Unit price \(FOB\)/)).toHaveTextContent('7.34 EUR');
    const parts = within(sheet).getByRole('region', { name: 'Cost per piece of line 1' });
    expect(within(parts).getByRole('row', { name: /Factory cost/ })).toHaveTextContent('5.80 EUR');

    await user.click(within(sheet).getByRole('button', { name: 'Save costing of line 1' }));
    expect(await screen.findByText('Saved 2026-12-02 10:00 UTC.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      fabrics: [{ name: 'Body fabric', consumption: 0.85, unitPriceMinor: 420, wastagePercent: 5 }],
      trims: [{ name: 'Care label', quantity: 1, unitPriceMinor: 12 }],
      cmtMinor: 150,
      overheadPercent: 10,
      marginPercent: 15,
    });
  });

  it('edits price breaks per line with the price at the buyer’s quantities, saves and sends', async () => {
    const user = userEvent.setup();
    let saved: OfferView | null = null;
    const { api } = renderAsAdmin('/dashboard/quote-requests/quote-1', {
      routes: {
        ...adminRoutes,
        'GET /quotes/quote-1/offer': () =>
          saved
            ? { data: saved }
            : { status: 404, data: { statusCode: 404, message: 'No offer', error: 'Not Found' } },
        'PUT /quotes/quote-1/offer': () => {
          saved = { ...sentOffer, sentAt: null };
          return { data: saved };
        },
        'POST /quotes/quote-1/offer/send': { data: sentOffer },
      },
    });
    const form = await screen.findByRole('form', { name: 'Offer per line' }, { timeout: 10_000 });
    const lineOne = within(form).getByRole('group', { name: /Line 1: TL-1 Crew-neck tee/ });
    await user.type(within(lineOne).getByLabelText('Price break 1: from (pcs)'), '300');
    await user.type(within(lineOne).getByLabelText('Price break 1: unit price (EUR)'), '7.60');
    await user.clear(within(lineOne).getByLabelText('MOQ per colourway (pcs)'));
    await user.type(within(lineOne).getByLabelText('MOQ per colourway (pcs)'), '200');
    expect(
      await within(lineOne).findByText('At 450 pcs: 7.60 EUR each, 3,420.00 EUR'),
    ).toBeInTheDocument();
    expect(
      within(lineOne).getByText(/in Ecru needs at least 200 pcs, 150 ordered/),
    ).toBeInTheDocument();
    const lineTwo = within(form).getByRole('group', { name: /Line 2: Tote bags/ });
    await user.type(within(lineTwo).getByLabelText('Price break 1: from (pcs)'), '300');
    await user.type(within(lineTwo).getByLabelText('Price break 1: unit price (EUR)'), '4.50');

    const send = within(form).getByRole('button', { name: 'Send offer to the buyer' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(send).toBeEnabled());
    const put = api.calls.find((call) => call.method === 'PUT')?.body as { lines: unknown[] };
    expect(put.lines[0]).toMatchObject({
      line: 1,
      tiers: [{ minQuantity: 300, unitPriceMinor: 760 }],
      moqPerColourway: 200,
    });
    await user.click(send);
    expect(
      await screen.findByText('Version 1 sent to the buyer on 2026-12-02.'),
    ).toBeInTheDocument();
    expect(
      api.calls.some((call) => call.method === 'POST' && call.url.endsWith('/offer/send')),
    ).toBe(true);
  });
});

describe('the offer per line (member)', () => {
  it('shows the tiers, MOQ, the price at their quantities, the totals and the date, and no costing', async () => {
    const mine: QuoteRequest = {
      ...request,
      status: 'quoted',
      offer: {
        unitPrice: 6.36,
        currency: 'EUR',
        leadTimeDays: 60,
        quotedAt: '2026-12-02T10:00:00.000Z',
        validUntil: '2027-01-15',
      },
    };
    renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [mine] },
        'GET /quotes/quote-1': { data: mine },
        'GET /quotes/quote-1/offer': { data: sentOffer },
        'GET /categories': { data: [] },
      },
    });
    const offer = await screen.findByRole('region', { name: 'Our offer per line' });
    const tiers = within(offer).getByRole('region', { name: 'Price breaks of line 1' });
    expect(within(tiers).getByRole('row', { name: /500 pcs/ })).toHaveTextContent('7.20 EUR');
    const lineOne = within(offer).getByRole('region', { name: 'Line 1: TL-1 Crew-neck tee (v1)' });
    expect(lineOne).toHaveTextContent('300 pcs per style, 200 pcs per colourway');
    expect(lineOne).toHaveTextContent('Your unit price7.60 EUR');
    expect(lineOne).toHaveTextContent('Line total3,420.00 EUR');
    expect(within(offer).getByText(/Total:/)).toHaveTextContent('4,770.00 EUR');
    expect(offer).toHaveTextContent('Valid until 2027-01-15');
    expect(offer).not.toHaveTextContent(/Cut-make-trim|Margin|Overhead|Factory cost/);
  });
});

/** Version 2: line 1 at 7.20 from 300, the reason the team gave; version 1 in its history. */
const revisedOffer: OfferView = {
  ...sentOffer,
  version: 2,
  reason: 'Fabric price lowered',
  sentAt: '2026-12-03T10:00:00.000Z',
  totalMinor: 459_000,
  lines: [
    {
      ...sentOffer.lines[0],
      tiers: [{ minQuantity: 300, unitPriceMinor: 720 }],
      unitPriceMinor: 720,
      totalMinor: 324_000,
    },
    sentOffer.lines[1],
  ],
  history: [
    {
      reference: sentOffer.reference,
      version: 1,
      reason: null,
      currency: 'EUR',
      validUntil: sentOffer.validUntil,
      sentAt: sentOffer.sentAt,
      expired: false,
      lines: sentOffer.lines,
      totalMinor: sentOffer.totalMinor,
    },
  ],
};

const quoted: AdminQuoteRequest = { ...request, status: 'quoted' };
const counterThread = {
  quoteId: 'quote-1',
  reference: 'Q-2026-0042',
  messages: [
    {
      id: 'm-1',
      kind: 'counter',
      side: 'buyer',
      authorName: 'Ana Brand',
      internal: false,
      text: 'Counter-proposal to offer v1: …',
      createdAt: '2026-12-02T12:00:00.000Z',
      attachments: [],
      counter: {
        version: 1,
        currency: 'EUR',
        lines: [
          {
            line: 1,
            label: 'TL-1 Crew-neck tee (v1)',
            quantity: 450,
            offeredUnitPriceMinor: 760,
            targetUnitPriceMinor: 700,
          },
        ],
        note: 'Our retail price is fixed',
      },
    },
  ],
};

describe('revisions and counter-proposals', () => {
  it('shows the team the buyer’s counter beside the sheet, and sends a revision with its reason', async () => {
    const user = userEvent.setup();
    let current = sentOffer;
    const { api } = renderAsAdmin('/dashboard/quote-requests/quote-1', {
      routes: {
        ...adminRoutes,
        'GET /quotes': { data: [quoted], headers: { 'x-total-count': '1' } },
        'GET /quotes/quote-1': { data: quoted },
        'GET /quotes/quote-1/offer': () => ({ data: current }),
        'GET /quotes/quote-1/thread': { data: counterThread },
        'POST /quotes/quote-1/offer/revisions': () => {
          current = revisedOffer;
          return { data: revisedOffer };
        },
      },
    });
    const counters = await screen.findByRole(
      'region',
      { name: 'The buyer’s counter-proposals' },
      { timeout: 10_000 },
    );
    const row = within(counters).getByRole('row', { name: /TL-1 Crew-neck tee/ });
    expect(row).toHaveTextContent('7.60 EUR');
    expect(row).toHaveTextContent('7.00 EUR');
    expect(counters).toHaveTextContent('Note: Our retail price is fixed');

    await user.click(screen.getByRole('button', { name: 'Revise the offer' }));
    const form = screen.getByRole('form', { name: 'Revise the offer (version 2)' });
    await user.click(within(form).getByRole('button', { name: 'Send version 2 to the buyer' }));
    expect(within(form).getByText(OfferMessages.revisionReasonInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.endsWith('/offer/revisions'))).toBe(false);

    await user.type(within(form).getByLabelText(/Reason for the revision/), 'Fabric price lowered');
    const lineOne = within(form).getByRole('group', { name: /Line 1: TL-1 Crew-neck tee/ });
    const price = within(lineOne).getByLabelText('Price break 1: unit price (EUR)');
    await user.clear(price);
    await user.type(price, '7.20');
    await user.click(within(form).getByRole('button', { name: 'Send version 2 to the buyer' }));
    expect(
      await screen.findByText(
        'Version 2 sent to the buyer on 2026-12-03. Reason: Fabric price lowered',
      ),
    ).toBeInTheDocument();
    const posted = api.calls.find((call) => call.url.endsWith('/offer/revisions'))?.body as {
      reason: string;
      lines: { tiers: unknown[] }[];
    };
    expect(posted.reason).toBe('Fabric price lowered');
    expect(posted.lines[0].tiers[0]).toEqual({ minQuantity: 300, unitPriceMinor: 720 });
    const history = screen.getByRole('region', { name: 'Earlier versions' });
    expect(history).toHaveTextContent('Version 1, sent 2026-12-02: 4,770.00 EUR');
  });

  it('shows the member the current version, its reason and history, and posts their counter', async () => {
    const user = userEvent.setup();
    const mine: QuoteRequest = {
      ...request,
      status: 'quoted',
      offer: {
        unitPrice: 6.12,
        currency: 'EUR',
        leadTimeDays: 60,
        quotedAt: '2026-12-02T10:00:00.000Z',
        validUntil: '2027-01-15',
      },
    };
    const { api } = renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [mine] },
        'GET /quotes/quote-1': { data: mine },
        'GET /quotes/quote-1/offer': { data: revisedOffer },
        'GET /quotes/quote-1/thread': { data: { ...counterThread, messages: [] } },
        'GET /categories': { data: [] },
        'POST /quotes/quote-1/offer/counter': {
          status: 201,
          data: { messageId: 'm-2', counter: counterThread.messages[0].counter },
        },
      },
    });
    const offer = await screen.findByRole('region', { name: 'Our offer per line' });
    expect(offer).toHaveTextContent(
      'Version 2, sent 2026-12-03. Why it changed: Fabric price lowered',
    );
    const history = within(offer).getByRole('region', { name: 'Earlier versions' });
    await user.click(within(history).getByText(/Version 1, sent 2026-12-02/));
    expect(
      within(history).getByRole('region', { name: 'Price breaks of line 1, version 1' }),
    ).toHaveTextContent('7.60 EUR');

    const form = within(offer).getByRole('form', { name: 'Counter-proposal to version 2' });
    await user.type(within(form).getByLabelText(/Line 1 target unit price/), '0');
    await user.click(within(form).getByRole('button', { name: 'Send counter-proposal' }));
    expect(within(form).getByText(OfferMessages.targetPriceInvalid(1))).toBeInTheDocument();
    const target = within(form).getByLabelText(/Line 1 target unit price/);
    await user.clear(target);
    await user.type(target, '7.00');
    await user.type(within(form).getByLabelText(/Note to the team/), 'Our retail price is fixed');
    await user.click(within(form).getByRole('button', { name: 'Send counter-proposal' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Sent');
    expect(api.calls.find((call) => call.url.endsWith('/offer/counter'))?.body).toEqual({
      lines: [{ line: 1, targetUnitPriceMinor: 700 }],
      note: 'Our retail price is fixed',
    });
  });
});
