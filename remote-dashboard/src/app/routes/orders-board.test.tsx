import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ORDER_BOARD_STAGES,
  ORDER_MILESTONE_LABELS,
  orderBoardCardOf,
  type Order,
  type OrderBoardSummary,
  type OrderMilestoneKey,
  type UpcomingMilestone,
} from '@threadline/contracts';
import type { RecordedCall } from '@threadline/web-kit/testing/create-fake-api';
import { renderAsAdmin } from '../../testing/render-as-admin';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

const upcoming: UpcomingMilestone[] = [
  {
    orderId: 'order-2',
    reference: 'O-2026-0002',
    buyerName: 'Bo Buyer',
    key: 'fabric_approval',
    label: 'Fabric and lab-dip approval',
    expectedDate: '2026-12-10',
    late: true,
    atRisk: false,
  },
  {
    orderId: 'order-1',
    reference: 'O-2026-0001',
    buyerName: 'Ana Brand',
    key: 'development_sample',
    label: 'Development (fit) sample',
    expectedDate: '2026-12-18',
    late: false,
    atRisk: false,
  },
];

/** GET /orders/board as the API answers for these open orders (cards in the API's order). */
const summaryOf = (orders: Order[]): OrderBoardSummary => {
  const columns = ORDER_BOARD_STAGES.map((stage) => {
    const at = orders.filter((order) => order.progress.stage === stage);
    return {
      stage,
      label: ORDER_MILESTONE_LABELS[stage],
      total: at.length,
      late: at.filter((order) => order.progress.late).length,
      atRisk: at.filter((order) => !order.progress.late && order.progress.atRisk).length,
    };
  });
  return { columns, total: orders.length };
};

/** The board's routes: the summary, and each stage's cards a page at a time (X-Total-Count). */
const boardRoutes = (orders: Order[]) => ({
  'GET /orders/board': { data: summaryOf(orders) },
  ...Object.fromEntries(
    ORDER_BOARD_STAGES.map((stage: OrderMilestoneKey) => [
      `GET /orders/board/${stage}`,
      (call: RecordedCall) => {
        const { page = 1, limit = 20 } = (call.params ?? {}) as { page?: number; limit?: number };
        const at = orders.filter((order) => order.progress.stage === stage);
        return {
          data: at.slice((page - 1) * limit, page * limit).map(orderBoardCardOf),
          headers: { 'x-total-count': String(at.length) },
        };
      },
    ]),
  ),
});
const upcomingRoute = (rows: UpcomingMilestone[]) => ({
  'GET /orders/upcoming': (call: RecordedCall) => {
    const { page = 1, limit = 50 } = (call.params ?? {}) as { page?: number; limit?: number };
    return {
      data: rows.slice((page - 1) * limit, page * limit),
      headers: { 'x-total-count': String(rows.length) },
    };
  },
});

describe('Orders board (admin)', () => {
  it('is an admin sidebar entry after Quote Requests, the other labels unchanged', async () => {
    renderAsAdmin('/dashboard/orders', {
      routes: { ...boardRoutes([]), ...upcomingRoute([]) },
    });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Manage Users',
      'Show Contact Data',
      'Add Category Form',
      'Show Category Data',
      'Quote Requests',
      'Orders',
      'Activity Log',
      'Releases',
      'Styles',
      'Trash',
    ]);
    expect(await screen.findByText('No open orders.')).toBeInTheDocument();
    // The empty board still shows the whole work, stage by stage.
    expect(
      within(screen.getByRole('region', { name: 'By stage' }))
        .getAllByRole('group')
        .map((stage) => stage.getAttribute('aria-label')),
    ).toEqual(ORDER_BOARD_STAGES.map((stage) => `${ORDER_MILESTONE_LABELS[stage]} (0)`));
    expect(screen.getByText('Nothing is expected in the next 14 days.')).toBeInTheDocument();
  });

  it('groups open orders by stage in the order of the work, the late one first in its stage', async () => {
    const late = buildOrder({
      id: 'order-2',
      reference: 'O-2026-0002',
      buyerName: 'Bo Buyer',
      company: undefined,
      today: '2026-12-10',
    });
    const onTrack = buildOrder({ id: 'order-3', reference: 'O-2026-0003', today: '2026-11-30' });
    const further = buildOrder({
      actual: { fabric_approval: '2026-12-04' },
      today: '2026-12-05',
    });
    const { api } = renderAsAdmin('/dashboard/orders', {
      routes: {
        // The API's order: late first, then by forecast delivery; delivered orders are not open.
        ...boardRoutes([late, further, onTrack]),
        ...upcomingRoute(upcoming),
      },
    });
    const fabric = await screen.findByRole('table', { name: 'Fabric and lab-dip approval (2)' });
    // The summary's counts: the late ones lead the stage.
    expect(screen.getByText('1 late, shown first.')).toBeInTheDocument();
    // The caption comes with the summary, the rows with the stage's first page.
    await waitFor(() => expect(within(fabric).getAllByRole('row')).toHaveLength(3));
    const rows = within(fabric).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'O-2026-0002Bo Buyer500 pcs3,125.00 USDLate10 Dec 20265 May 2027',
      'O-2026-0003Ana Brand, Brand Co500 pcs3,125.00 USDOn track4 Dec 202629 Apr 2027',
    ]);
    expect(
      within(fabric)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Buyer', 'Quantity', 'Value', 'State', 'Stage due', 'Forecast delivery']);
    expect(within(rows[0]).getByRole('link', { name: 'O-2026-0002' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-2',
    );
    const tables = screen
      .getAllByRole('table')
      .map((table) => table.querySelector('caption')?.textContent);
    expect(tables).toEqual([
      'Fabric and lab-dip approval (2)',
      'Development (fit) sample (1)',
      'Milestones expected in the next 14 days',
    ]);
    // Every stage keeps its place in the order of the work, the empty ones too.
    const board = screen.getByRole('region', { name: 'By stage' });
    const stages = [...board.querySelectorAll('table, [role="group"]')].map(
      (stage) => stage.querySelector('caption')?.textContent ?? stage.getAttribute('aria-label'),
    );
    expect(stages).toEqual(
      ORDER_BOARD_STAGES.map((stage) =>
        stage === 'fabric_approval'
          ? 'Fabric and lab-dip approval (2)'
          : stage === 'development_sample'
            ? 'Development (fit) sample (1)'
            : `${ORDER_MILESTONE_LABELS[stage]} (0)`,
      ),
    );
    expect(
      within(board).getByRole('group', { name: `${ORDER_MILESTONE_LABELS.bulk_production} (0)` }),
    ).toHaveTextContent('no open order is at this stage');
    // One small answer per stage that has orders, not the whole board.
    expect(
      api.calls.map((call) => call.url).filter((url) => url.startsWith('/orders/board')),
    ).toEqual(expect.arrayContaining(['/orders/board', '/orders/board/fabric_approval']));
    expect(api.calls.some((call) => call.url === '/orders')).toBe(false);
    expect(api.calls.some((call) => call.url === '/orders/board/bulk_production')).toBe(false);
  });

  it('loads a stage a page at a time: Show more fetches the next page until the stage is shown', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      buildOrder({
        id: `order-${index + 10}`,
        reference: `O-2026-${String(index + 10).padStart(4, '0')}`,
      }),
    );
    const { api } = renderAsAdmin('/dashboard/orders', {
      routes: { ...boardRoutes(many), ...upcomingRoute([]) },
    });
    const fabric = await screen.findByRole('table', { name: 'Fabric and lab-dip approval (25)' });
    // None of these is late or at risk: no count line.
    expect(screen.queryByText(/shown first/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(fabric).getAllByRole('row')).toHaveLength(1 + 20));
    expect(screen.getByText(/Showing 20 of 25/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show more of Fabric and lab-dip approval' }));
    await waitFor(() => expect(within(fabric).getAllByRole('row')).toHaveLength(1 + 25));
    expect(within(fabric).getAllByRole('rowheader').at(-1)).toHaveTextContent('O-2026-0034');
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(
      api.calls
        .filter((call) => call.url === '/orders/board/fabric_approval')
        .map((call) => call.params),
    ).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
    ]);
  });

  it('pages through the upcoming milestones, 50 at a time', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => ({
      ...upcoming[1],
      orderId: `order-${index}`,
      reference: `O-2026-${String(index + 100).padStart(4, '0')}`,
    }));
    renderAsAdmin('/dashboard/orders', { routes: { ...boardRoutes([]), ...upcomingRoute(rows) } });
    const table = await screen.findByRole('table', {
      name: 'Milestones expected in the next 14 days',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 10));
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('O-2026-0150');
  });

  it('lists the milestones due in the next 14 days across orders, soonest first', async () => {
    renderAsAdmin('/dashboard/orders', {
      routes: { ...boardRoutes([]), ...upcomingRoute(upcoming) },
    });
    const table = await screen.findByRole('table', {
      name: 'Milestones expected in the next 14 days',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '10 Dec 2026O-2026-0002Fabric and lab-dip approvalBo BuyerLate',
      '18 Dec 2026O-2026-0001Development (fit) sampleAna BrandOn track',
    ]);
  });

  it('exports every order as CSV through the API client', async () => {
    const csv = new Blob(['reference\r\nO-2026-0001\r\n'], { type: 'text/csv' });
    const saved: { file: Blob; name: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:test/orders');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function record(this: HTMLAnchorElement) {
        saved.push({ file: csv, name: this.download });
      });
    const { api } = renderAsAdmin('/dashboard/orders', {
      routes: {
        ...boardRoutes([]),
        ...upcomingRoute([]),
        'GET /orders/export.csv': { data: csv },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ file: csv, name: 'orders.csv' }]));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/orders/export.csv' }),
    );
    click.mockRestore();
  });

  it('turns a member away with the spec’s denial', () => {
    renderDashboard({ route: '/dashboard/orders' });
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });
});

describe('An admin turns a quote into an order from Quote Requests', () => {
  const won = {
    _id: 'quote-7',
    reference: 'Q-2026-0077',
    name: 'Ana Brand',
    email: 'ana@brand.co',
    categoryKey: 'shirts',
    kind: 'bulk' as const,
    quantity: 800,
    deadline: '2027-06-30',
    details: 'Poplin shirts.',
    lines: [
      {
        type: 'quick' as const,
        categoryKey: 'shirts',
        description: 'Poplin shirts.',
        quantity: 800,
        attachments: [],
      },
    ],
    attachments: [],
    status: 'won' as const,
    offer: { unitPrice: 5.5, currency: 'USD' as const, leadTimeDays: 70, quotedAt: '2026-11-22' },
    history: [{ status: 'won' as const, at: '2026-11-23T10:00:00.000Z' }],
    notes: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  };
  const quoteRoutes = {
    'GET /quotes': { data: [won], headers: { 'x-total-count': '1' } },
    'GET /quotes/summary': { data: { new: 0, reviewing: 0, quoted: 0, won: 1, lost: 0, total: 1 } },
    'GET /quotes/quote-7': { data: won },
    'GET /quotes/quote-7/thread': { data: { quoteId: 'quote-7', messages: [] } },
  };

  /** GET /orders as the API answers it: with `quoteId`, only the order made from that quote. */
  const ordersOfQuote = (orders: Order[]) => (call: RecordedCall) => ({
    data: orders.filter((order) => order.quoteId === call.params?.quoteId),
  });

  it('offers Create order on a won request without one, with the same terms and plan', async () => {
    renderAsAdmin('/dashboard/quote-requests/quote-7', {
      routes: {
        ...quoteRoutes,
        'GET /orders': ordersOfQuote([buildOrder({ id: 'order-1', quoteId: 'quote-1' })]),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an order from Q-2026-0077' });
    expect(dialog).toHaveTextContent('Quantity800 pcs');
    expect(within(dialog).getByLabelText('Incoterm')).toBeInTheDocument();
  });

  it('links a request that already became an order to that order instead', async () => {
    const { api } = renderAsAdmin('/dashboard/quote-requests/quote-7', {
      routes: {
        ...quoteRoutes,
        'GET /orders': ordersOfQuote([
          buildOrder({ id: 'order-1', quoteId: 'quote-1' }),
          buildOrder({ id: 'order-7', quoteId: 'quote-7' }),
        ]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Open order O-2026-0001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-7',
    );
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
    // One lookup by the quote, not the whole board.
    expect(api.calls.filter((call) => call.url === '/orders')).toEqual([
      expect.objectContaining({ method: 'GET', params: { quoteId: 'quote-7' } }),
    ]);
  });
});
