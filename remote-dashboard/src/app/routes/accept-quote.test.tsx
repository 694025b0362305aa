import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  planOrder,
  type OrderAcceptanceInput,
  type OrderPreview,
  type QuoteRequest,
} from '@threadline/contracts';
import { currentPath, renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const quoted: QuoteRequest = {
  _id: 'quote-1',
  reference: 'Q-2026-0042',
  name: 'Ana Brand',
  email: 'ana@brand.co',
  categoryKey: 'shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: '2027-01-15',
  details: 'Poplin shirts.',
  lines: [
    {
      type: 'quick',
      categoryKey: 'shirts',
      description: 'Poplin shirts.',
      quantity: 500,
      attachments: [],
    },
  ],
  attachments: [],
  status: 'quoted',
  offer: { unitPrice: 6.25, currency: 'USD', leadTimeDays: 60, quotedAt: '2026-11-22T10:00:00Z' },
  history: [{ status: 'quoted', at: '2026-11-22T10:00:00.000Z' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

/** The API's preview, computed by the same calculator the API uses. */
const previewOf = (input: OrderAcceptanceInput): OrderPreview => ({
  ...input,
  quoteReference: 'Q-2026-0042',
  currency: 'USD',
  shippingMode: input.shippingMode ?? 'sea',
  plan: planOrder({
    startDate: '2026-11-24',
    neededBy: quoted.deadline,
    shippingMode: input.shippingMode ?? 'sea',
  }),
});

describe('Accepting a quote from My Quotes', () => {
  it('confirms the terms, shows the plan and the cannot-be-met warning first, then lands on the order', async () => {
    const order = buildOrder({ neededBy: quoted.deadline });
    const { api } = renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [quoted] },
        'GET /quotes/quote-1': { data: quoted },
        'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } },
        'POST /orders/preview': (call) => ({ data: previewOf(call.body as OrderAcceptanceInput) }),
        'POST /orders': { status: 201, data: order },
        'GET /orders/order-1': { data: order },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept this quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Q-2026-0042' });
    expect(dialog).toHaveTextContent('Unit price$6.25');
    expect(dialog).toHaveTextContent('Quantity500 pcs');
    expect(dialog).toHaveTextContent('Order total$3,125.00');
    expect(within(dialog).getByText('Choose the terms to see the order’s plan.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeDisabled();

    await user.selectOptions(within(dialog).getByLabelText('Incoterm'), 'FOB');
    await user.selectOptions(within(dialog).getByLabelText('Payment term'), 'LC');
    const planRegion = within(dialog).getByRole('region', { name: "Preview of the order's plan" });
    await waitFor(() =>
      expect(planRegion).toHaveTextContent(
        'The needed-by date 2027-01-15 cannot be met: the earliest delivery is 2027-02-28',
      ),
    );
    const plan = within(dialog).getByRole('table', { name: "The order's plan" });
    expect(within(plan).getAllByRole('row')).toHaveLength(8);
    expect(within(plan).getByRole('row', { name: /Delivered/ })).toHaveTextContent('28 Feb 2027');

    await user.selectOptions(within(dialog).getByLabelText('Shipping mode'), 'air');
    await waitFor(() =>
      expect(planRegion).toHaveTextContent('the earliest delivery is 2027-02-08'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Confirm the price and the quantity',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm 500 pcs at $6.25 per piece' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/dashboard/orders/order-1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order O-2026-0001' }),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/orders',
        body: {
          quoteId: 'quote-1',
          unitPrice: 6.25,
          quantity: 500,
          incoterm: 'FOB',
          paymentTerm: 'LC',
          shippingMode: 'air',
        },
      }),
    );
  });

  it('shows the API’s refusal when the quote became an order meanwhile', async () => {
    renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [quoted] },
        'GET /quotes/quote-1': { data: quoted },
        'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } },
        'POST /orders/preview': (call) => ({ data: previewOf(call.body as OrderAcceptanceInput) }),
        'POST /orders': {
          status: 409,
          data: {
            statusCode: 409,
            message: 'This quote has already become an order',
            error: 'Conflict',
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept this quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Q-2026-0042' });
    await user.selectOptions(within(dialog).getByLabelText('Incoterm'), 'DDP');
    await user.selectOptions(within(dialog).getByLabelText('Payment term'), 'TT');
    await within(dialog).findByRole('table', { name: "The order's plan" });
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('alert').at(-1)).toHaveTextContent(
        'This quote has already become an order',
      ),
    );
    expect(currentPath()).toHaveTextContent('/dashboard/my-quotes/quote-1');
  });

  it('offers no acceptance on a request that is not quoted, and links a won one to its order', async () => {
    const won = { ...quoted, status: 'won' as const };
    renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [won] },
        'GET /quotes/quote-1': { data: won },
        'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } },
        'GET /orders': (call) => ({
          data: call.params?.quoteId === 'quote-1' ? [buildOrder({ quoteId: 'quote-1' })] : [],
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Follow order O-2026-0001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-1',
    );
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });
});

describe('Accepting an offer of lines', () => {
  const lines: NonNullable<OrderPreview['lines']> = [
    {
      line: 1,
      type: 'style',
      label: 'TL-1 Crew-neck tee (v2)',
      styleId: 's1',
      versionId: 's1:2',
      version: 2,
      colourways: ['Navy', 'Ecru'],
      sizes: ['S', 'M'],
      quantities: [
        [100, 150],
        [120, 130],
      ],
      quantity: 500,
      unitPriceMinor: 720,
      totalMinor: 360_000,
    },
  ];

  it('shows each line at its price break before the buyer commits, and on the order page', async () => {
    const order = { ...buildOrder({ neededBy: quoted.deadline }), lines, totalMinor: 360_000 };
    renderDashboard({
      route: '/dashboard/my-quotes/quote-1',
      routes: {
        'GET /quotes/mine': { data: [quoted] },
        'GET /quotes/quote-1': { data: quoted },
        'GET /quotes/quote-1/thread': { data: { quoteId: 'quote-1', messages: [] } },
        'GET /quotes/quote-1/offer': { status: 404, data: { statusCode: 404, message: 'None' } },
        'POST /orders/preview': (call) => ({
          data: { ...previewOf(call.body as OrderAcceptanceInput), lines, totalMinor: 360_000 },
        }),
        'POST /orders': { status: 201, data: order },
        'GET /orders/order-1': { data: order },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept this quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Q-2026-0042' });
    await user.selectOptions(within(dialog).getByLabelText('Incoterm'), 'FOB');
    await user.selectOptions(within(dialog).getByLabelText('Payment term'), 'TT');
    const table = await within(dialog).findByRole('table', { name: 'Order lines' });
    const row = within(table).getByRole('row', { name: /TL-1 Crew-neck tee \(v2\)/ });
    expect(row).toHaveTextContent('Navy: S 100, M 150');
    expect(row).toHaveTextContent('$7.20');
    expect(row).toHaveTextContent('$3,600.00');
    expect(dialog).toHaveTextContent('Order total$3,600.00');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm the 1 line above, 500 pcs for $3,600.00',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const page = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(page).getByRole('row', { name: /Order total/ })).toHaveTextContent('$3,600.00');
    expect(within(page).getByRole('row', { name: /TL-1/ })).toHaveTextContent('Ecru: S 120, M 130');
  });
});
