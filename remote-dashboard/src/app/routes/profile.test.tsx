import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecord } from '@threadline/contracts';
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
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', url: '/users/me' })]);
  });

  it('shows the default activity figures until the record has its own', () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    expect(figure('Active Orders')).toBe('5+');
    expect(figure('Completed Projects')).toBe('12');
    expect(figure('Network Partners')).toBe('8');
  });

  it("uses the record's activity figures, zero included", async () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { data: { ...record, ordersCount: 2, projectsCount: 7 } } },
    });
    await screen.findByRole('heading', { name: 'Welcome, Ana Stored' });
    expect(figure('Active Orders')).toBe('2+');
    expect(figure('Completed Projects')).toBe('7');
    expect(figure('Network Partners')).toBe('0');
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
    expect(screen.getByRole('link', { name: 'Download Order Guide (PDF)' })).toHaveAttribute(
      'download',
    );
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
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1499));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Invite Partner' })).toBeInTheDocument();
    });

    it('uses the uid when there is no refCode', async () => {
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
