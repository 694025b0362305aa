import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecord } from '@threadline/contracts';
import { readPdf } from '../../testing/read-pdf';
import { member, renderDashboard } from '../../testing/render';

const record: UserRecord = {
  _id: 'u1',
  uid: 'uid-ana',
  name: 'Ana Stored',
  email: 'ana.stored@brand.co',
  role: 'user',
  status: 'Active',
  phoneNumber: '+1 555 0100',
  refCode: 'ANA123',
  partnersCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const activity = () => screen.getByRole('region', { name: 'Your Activity' });
const figure = (label: string) =>
  within(activity()).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('Profile page', () => {
  it('welcomes the member by the stored name and shows email and phone', async () => {
    renderDashboard({ route: '/dashboard/Profile', routes: { 'GET /users/me': { data: record } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Stored' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ana.stored@brand.co')).toBeInTheDocument();
    expect(screen.getByText('+1 555 0100')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
  });

  it("falls back to the session's name and initials when the record cannot load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { status: 500 } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Ana Brand' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('ana@brand.co')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Ana Brand's initials" })).toHaveTextContent('AB');
    await act(async () => undefined);
    // Asked once, not retried (the email preferences card asks on its own).
    expect(api.calls.filter((call) => call.url === '/users/me')).toEqual([
      expect.objectContaining({ method: 'GET', url: '/users/me' }),
    ]);
  });

  it('does not guess the activity figures while the record loads', () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    expect(activity()).toHaveAttribute('aria-busy', 'true');
    expect(figure('Active Orders')).toBe('…');
    expect(figure('Network Partners')).toBe('…');
  });

  it('shows a new member’s real figures, zeros and all, never the spec’s invented ones', async () => {
    const { ordersCount: _o, projectsCount: _p, partnersCount: _n, ...bare } = record;
    renderDashboard({
      route: '/dashboard/Profile',
      routes: {
        'GET /users/me': { data: { ...bare, ordersCount: 5, projectsCount: 12 } },
        'GET /quotes/mine': { data: [] },
        'GET /orders/mine': { data: [] },
        'GET /orders/mine/summary': { data: { activeOrders: 0, completedOrders: 0 } },
      },
    });
    await waitFor(() => expect(activity()).toHaveAttribute('aria-busy', 'false'));
    expect(figure('Active Orders')).toBe('0');
    expect(figure('Completed Projects')).toBe('0');
    expect(figure('Open Quote Requests')).toBe('0');
    expect(figure('Network Partners')).toBe('0');
    expect(activity()).not.toHaveTextContent('5+');
    const overview = screen.getByRole('region', { name: 'Your quotes and orders' });
    expect(overview).toHaveTextContent('Nothing is open right now.');
  });

  it('shows a dash, not a guess, for a figure that could not be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard({ route: '/dashboard/Profile', routes: { 'GET /users/me': { status: 500 } } });
    await waitFor(() => expect(figure('Network Partners')).toBe('—'));
  });

  it('counts the member’s orders as the API counts them, their open requests and referrals', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: {
        'GET /users/me': { data: { ...record, partnersCount: 3 } },
        'GET /quotes/mine': {
          data: ['new', 'quoted', 'won', 'lost'].map((status) => ({
            _id: status,
            reference: `Q-${status}`,
            status,
          })),
        },
        'GET /orders/mine/summary': { data: { activeOrders: 3, completedOrders: 1 } },
      },
    });
    await waitFor(() => expect(figure('Active Orders')).toBe('3'));
    expect(figure('Completed Projects')).toBe('1');
    expect(figure('Open Quote Requests')).toBe('2');
    expect(figure('Network Partners')).toBe('3');
    expect(activity()).toHaveTextContent('Counted from your orders and quote requests');
  });

  it('leads with the buyer’s open quotes and orders, and what waits on them', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: {
        'GET /users/me': { data: record },
        'GET /quotes/mine': {
          data: [
            { _id: 'q1', reference: 'Q-2026-0001', status: 'quoted' },
            { _id: 'q2', reference: 'Q-2026-0002', status: 'lost' },
          ],
        },
        'GET /orders/mine': {
          data: [
            {
              _id: 'o1',
              reference: 'O-2026-0005',
              status: 'in_progress',
              progress: { stage: 'pre_production_sample' },
              waitingOn: [{ label: 'Approve the pre-production sample' }],
            },
          ],
        },
      },
    });
    const overview = await screen.findByRole('region', { name: 'Your quotes and orders' });
    const orders = await within(overview).findByRole('list', { name: 'Orders under way' });
    expect(within(orders).getByRole('link', { name: 'O-2026-0005' })).toHaveAttribute(
      'href',
      '/dashboard/orders/o1',
    );
    expect(orders).toHaveTextContent('Waiting on you: Approve the pre-production sample');
    const quotes = within(overview).getByRole('list', { name: 'Open quote requests' });
    expect(within(quotes).getByRole('link', { name: 'Q-2026-0001' })).toBeInTheDocument();
    expect(within(quotes).queryByText('Q-2026-0002')).not.toBeInTheDocument();
    // It comes before the spec's cards.
    expect(
      overview.compareDocumentPosition(activity()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows an admin’s own Profile with an Admin badge, not Member', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      props: { isAdmin: true },
      routes: { 'GET /users/me': { data: { ...record, role: 'admin' } } },
    });
    const summary = screen.getByRole('region', { name: /Welcome/ });
    expect(within(summary).getByText('Admin', { exact: true })).toBeInTheDocument();
    expect(within(summary).queryByText('Member', { exact: true })).not.toBeInTheDocument();
  });

  it('counts Network Partners from the referrals the API reports', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { data: { ...record, partnersCount: 3 } } },
    });
    await screen.findByRole('heading', { name: 'Welcome, Ana Stored' });
    expect(figure('Network Partners')).toBe('3');
  });

  it('shows the photo when the member has one, and initials when it fails to load', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: {
        'GET /users/me': { data: { ...record, photoURL: 'https://img.example/ana.webp' } },
      },
    });
    const photo = await screen.findByRole('img', { name: "Ana Stored's profile photo" });
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: "Ana Stored's initials" })).toHaveTextContent('AS');
  });

  // The guide does not wait for the member's record, so these leave it loading.
  it('offers the Order Guide as a real PDF built from the ordering figures', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    const saved = jest.spyOn(URL, 'createObjectURL');
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Download Order Guide (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('threadline-order-guide.pdf');
    const blob = saved.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
    const pdf = readPdf(await bytesOf(blob));
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    const text = pdf.pageTexts.join('\n');
    for (const figure of ['3–5 pcs per style', '300–1,000 pcs per colour/style', 'AQL 2.5/4.0'])
      expect(text).toContain(figure);
    saved.mockRestore();
    clicked.mockRestore();
  });

  it('writes the Order Guide once, however often it is downloaded', async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    const saved = jest.spyOn(URL, 'createObjectURL');
    const button = screen.getByRole('button', { name: 'Download Order Guide (PDF)' });
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(saved.mock.calls[1][0]).toBe(saved.mock.calls[0][0]);
    saved.mockRestore();
  });

  it('links to support, services and contact', () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    expect(screen.getByRole('link', { name: 'Request Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  describe('Invite Partner', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("copies the invite link with the refCode and shows 'Copied!' for 1.5 s", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDashboard({
        route: '/dashboard/Profile',
        routes: { 'GET /users/me': { data: record } },
      });
      await screen.findByRole('heading', { name: 'Welcome, Ana Stored' });

      await user.click(screen.getByRole('button', { name: 'Invite Partner' }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/invite/ANA123`);
      // The hint follows the clipboard write's promise; let it settle without moving the clock.
      await act(async () => undefined);
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1499));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Invite Partner' })).toBeInTheDocument();
    });

    it('uses the uid when there is no refCode', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDashboard({
        route: '/dashboard/Profile',
        props: { user: member },
        routes: { 'GET /users/me': { status: 500 } },
      });
      await act(async () => undefined);
      await user.click(screen.getByRole('button', { name: 'Invite Partner' }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/invite/uid-ana`);
    });
  });
});

describe('Profile email updates', () => {
  it('turns status and conversation emails off, and says confirmations still go out', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/Profile',
      routes: {
        'GET /users/me': { status: 404 },
        'GET /notifications/preferences': { data: { statusEmails: true } },
        'PUT /notifications/preferences': { data: { statusEmails: false } },
      },
    });
    const toggle = await screen.findByRole('checkbox', {
      name: 'Email me when my quote requests move or the team writes to me',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByText('Confirmations of your requests are always sent.')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ statusEmails: false });
  });
});
