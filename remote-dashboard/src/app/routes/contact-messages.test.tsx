import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@threadline/contracts';
import { admin, renderDashboard } from '../../testing/render';

const message = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: `m${n}`,
  name: `Sender ${n}`,
  email: `sender${n}@brand.co`,
  message: `We need ${n * 100} shirts for spring.`,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const asAdmin = { user: admin, isAdmin: true };

describe('Contact Messages', () => {
  it('lists the messages with a count and shows the first one in detail', async () => {
    renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: { 'GET /contacts': { data: [message(1, { subject: 'Spring order' }), message(2)] } },
    });
    expect(await screen.findByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Contact messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Just now')).toHaveLength(2);

    const detail = screen.getByRole('article', { name: 'Spring order' });
    expect(within(detail).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:sender1@brand.co?subject=Re%3A%20Spring%20order',
    );
  });

  it('opens another message in the detail pane', async () => {
    const user = userEvent.setup();
    renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: { 'GET /contacts': { data: [message(1), message(2)] } },
    });
    await user.click(await screen.findByRole('button', { name: /^Sender 2 Just now/ }));
    expect(screen.getByRole('article', { name: 'Message from Sender 2' })).toHaveTextContent(
      'We need 200 shirts for spring.',
    );
  });

  it("says 'No contact messages yet' when there are none", async () => {
    renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: { 'GET /contacts': { data: [] } },
    });
    expect(
      await screen.findByRole('heading', { name: 'No contact messages yet' }),
    ).toBeInTheDocument();
  });

  it("says 'No messages found' when the search matches nothing", async () => {
    const user = userEvent.setup();
    renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: { 'GET /contacts': { data: [message(1)] } },
    });
    await screen.findByRole('list', { name: 'Contact messages' });
    await user.type(screen.getByLabelText('Search messages'), 'denim');
    expect(screen.getByText('No messages found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages (0)' })).toBeInTheDocument();
  });

  it('deletes a message after confirmation and removes it from the list', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: {
        'GET /contacts': { data: [message(1), message(2)] },
        'DELETE /contacts/m2': { data: {} },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete message from Sender 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Message?' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Messages (1)', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /contacts/m2');
  });

  it('reloads the list on Refresh', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/showContact',
      props: asAdmin,
      routes: { 'GET /contacts': { data: [message(1)] } },
    });
    await screen.findByRole('list', { name: 'Contact messages' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('list', { name: 'Contact messages' });
    expect(api.calls.filter((call) => call.url === '/contacts')).toHaveLength(2);
  });
});
