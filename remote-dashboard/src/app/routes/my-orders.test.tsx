import { screen, within } from '@testing-library/react';
import { renderDashboard } from '../../testing/render';
import { buildOrder } from '../../testing/orders';

describe('My Orders (member)', () => {
  it('is a sidebar entry after My Quotes, the spec’s labels unchanged', async () => {
    renderDashboard({
      route: '/dashboard/my-orders',
      routes: { 'GET /orders/mine': { data: [] } },
    });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Profile', 'My Quotes', 'My Orders', 'Styles']);
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('lists each order with where it is, how it stands and its forecast delivery', async () => {
    renderDashboard({
      route: '/dashboard/my-orders',
      routes: {
        'GET /orders/mine': {
          data: [
            buildOrder({ today: '2026-12-10' }),
            buildOrder({
              id: 'order-2',
              reference: 'O-2026-0002',
              actual: { fabric_approval: '2026-12-01' },
              today: '2026-12-02',
            }),
          ],
        },
      },
    });
    const late = await screen.findByRole('link', { name: /O-2026-0001/ });
    expect(late).toHaveAttribute('href', '/dashboard/orders/order-1');
    expect(late).toHaveTextContent('Late');
    expect(late).toHaveTextContent('500 pcs · Fabric and lab-dip approval');
    expect(late).toHaveTextContent('delivery 5 May 2027');
    const onTrack = screen.getByRole('link', { name: /O-2026-0002/ });
    expect(onTrack).toHaveTextContent('On track');
    expect(onTrack).toHaveTextContent('Development (fit) sample');
    // Fabric approved on 1 Dec, three days before its planned 4 Dec: the forecast comes forward
    // from the plan's 29 Apr by as much.
    expect(onTrack).toHaveTextContent('delivery 26 Apr 2027');
  });

  it('says why when the orders cannot be loaded, and offers to try again', async () => {
    renderDashboard({
      route: '/dashboard/my-orders',
      routes: {
        'GET /orders/mine': {
          status: 503,
          data: { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
