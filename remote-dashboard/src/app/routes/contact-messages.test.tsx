import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ContactMessage } from '@threadline/contracts';
import { createFakeApi } from '@threadline/web-kit/testing/create-fake-api';
import { apiError } from '../../testing/api-error';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { renderAsAdmin, type AdminPageOptions } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

const message = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: `m${n}`,
  name: `Sender ${n}`,
  email: `sender${n}@brand.co`,
  message: `We need ${n * 100} shirts for spring.`,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const renderContactMessages = (options: AdminPageOptions) =>
  renderAsAdmin('/dashboard/showContact', options);
const inbox = (messages: ContactMessage[], unread?: number, total?: number) => ({
  data: messages,
  headers: {
    ...(unread === undefined ? {} : { 'x-unread-count': String(unread) }),
    ...(total === undefined ? {} : { 'x-total-count': String(total) }),
  },
});
const list = () => screen.getByRole('list', { name: 'Contact messages' });
const item = (name: RegExp) => within(list()).getByRole('button', { name });
/** Opens a message from the list once it has loaded; `sender` matches the start of its name. */
const openMessage = async (user: UserEvent, sender: RegExp) =>
  user.click(await screen.findByRole('button', { name: sender }));
/** Presses a list row's Delete, then answers the confirmation. */
async function deleteFromList(user: UserEvent, sender: string, answer: string) {
  await user.click(await screen.findByRole('button', { name: `Delete message from ${sender}` }));
  await user.click(await dialogButton('Delete Message?', answer));
}

describe('Contact Messages', () => {
  it('shows a loader while the messages load', () => {
    renderContactMessages({ routes: { 'GET /contacts': { pending: true } } });
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
  });

  it('shows the inbox from the cache on a return visit while it asks the server again', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': (_call, nth) => (nth === 1 ? inbox([message(1)], 1) : { pending: true }),
        'GET /categories': { data: [] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('link', { name: 'Show Category Data' }));
    await screen.findByRole('heading', { name: 'All Categories' });
    await user.click(within(nav).getByRole('link', { name: 'Show Contact Data' }));

    expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requestsMade(api).filter((request) => request === 'GET /contacts')).toHaveLength(2),
    );
  });

  it('lists the messages with a count, relative times and the unread badge', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    renderContactMessages({
      routes: {
        'GET /contacts': inbox(
          [
            message(1),
            message(2, { read: true, createdAt: hoursAgo(3) }),
            message(3, { read: true, createdAt: hoursAgo(30) }),
          ],
          1,
        ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Messages (3)' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(item(/^Sender 1 \(unread\) Just now/)).toBeInTheDocument();
    expect(item(/^Sender 2 3h ago/)).toBeInTheDocument();
    expect(item(/^Sender 3 Yesterday/)).toBeInTheDocument();
    expect(screen.getByText('Select a message to read it.')).toBeInTheDocument();
  });

  it('says how many minutes old a message is, and keeps saying it while the page stays open', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-02T09:00:00Z'), doNotFake: ['queueMicrotask'] });
    try {
      const long =
        'Hello, we are a small label from Porto and we would like sixty linen shirts in three colours delivered by late March';
      renderContactMessages({
        routes: {
          'GET /contacts': inbox(
            [message(1, { createdAt: '2026-12-02T08:35:00Z', message: long })],
            1,
          ),
        },
      });
      expect(await screen.findByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
      // 25 minutes old: the inbox said "Just now" for anything under an hour.
      expect(item(/^Sender 1 \(unread\) 25 min ago/)).toBeInTheDocument();
      // The preview ends on a whole word with an ellipsis (it was cut mid-word: "…by l").
      expect(item(/^Sender 1/)).toHaveTextContent(
        /would like sixty linen shirts in three colours…$/,
      );
      await act(async () => {
        jest.advanceTimersByTime(16 * 60_000);
      });
      expect(item(/^Sender 1 \(unread\) 41 min ago/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the largest page and says when older messages are left out', async () => {
    const { api } = renderContactMessages({
      routes: { 'GET /contacts': inbox([message(1), message(2)], 2, 240) },
    });

    expect(await screen.findByText(/Showing the newest 2 of 240 messages/)).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: '/contacts', params: { limit: 100 } });
  });

  it('says nothing about older messages when the whole inbox arrived', async () => {
    renderContactMessages({
      routes: { 'GET /contacts': inbox([message(1), message(2)], 2, 2) },
    });

    expect(await screen.findByRole('list', { name: 'Contact messages' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
  });

  it('opens a message in the detail pane and marks it read', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1), message(2, { subject: 'Spring order' })], 2),
        'PATCH /contacts/m2/read': { data: { modifiedCount: 1 } },
      },
    });
    await screen.findByText('2 unread');
    await user.click(item(/^Sender 2/));

    const detail = screen.getByRole('article', { name: 'Spring order' });
    expect(detail).toHaveTextContent('We need 200 shirts for spring.');
    expect(detail).toHaveTextContent('Sender 2 <sender2@brand.co>');
    expect(item(/^Sender 2/)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
    expect(item(/^Sender 2 Just now/)).toBeInTheDocument();
    // Opening a message also loads the replies sent to it.
    expect(requestsMade(api).sort()).toEqual(
      ['GET /contacts', 'GET /contacts/m2/replies', 'PATCH /contacts/m2/read'].sort(),
    );
  });

  it('does not mark a message that is already read', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: { 'GET /contacts': inbox([message(1, { read: true })], 0) },
    });
    await openMessage(user, /^Sender 1/);
    expect(screen.getByRole('article', { name: 'Message from Sender 1' })).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    expect(requestsMade(api)).not.toContain('PATCH /contacts/m1/read');
  });

  it('keeps the message readable when marking it read fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1)], 1),
        'PATCH /contacts/m1/read': { status: 500 },
      },
    });
    await openMessage(user, /^Sender 1/);
    expect(screen.getByRole('article', { name: 'Message from Sender 1' })).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('replies from the dashboard: the reply is sent, kept and the message shows as replied', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1, { subject: 'Spring order', read: true })]),
        'GET /contacts/m1/replies': (_call, nth) => ({
          data:
            nth === 1
              ? []
              : [
                  {
                    id: 'r1',
                    text: 'Yes, we can.',
                    authorEmail: 'admin@threadline.example',
                    createdAt: new Date().toISOString(),
                  },
                ],
        }),
        'POST /contacts/m1/replies': {
          status: 201,
          data: {
            id: 'r1',
            text: 'Yes, we can.',
            authorEmail: 'admin@threadline.example',
            createdAt: new Date().toISOString(),
          },
        },
      },
    });
    await openMessage(user, /^Sender 1/);
    const detail = screen.getByRole('article', { name: 'Spring order' });
    expect(within(detail).queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(detail).getByText('Read')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Send Reply' }));
    expect(within(detail).getByRole('alert')).toHaveTextContent('Message is required');
    await user.type(
      within(detail).getByLabelText('Your reply to sender1@brand.co'),
      'Yes, we can.',
    );
    await user.click(within(detail).getByRole('button', { name: 'Send Reply' }));

    expect(await within(detail).findByRole('status')).toHaveTextContent(
      'Reply sent to sender1@brand.co.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Yes, we can.',
    });
    expect(within(detail).getByText('Replied')).toBeInTheDocument();
    const sent = await within(detail).findByRole('list', { name: 'Replies sent' });
    expect(within(sent).getByText('Yes, we can.')).toBeInTheDocument();
  });

  it("says 'No contact messages yet' when there are none", async () => {
    renderContactMessages({ routes: { 'GET /contacts': inbox([], 0) } });
    expect(
      await screen.findByRole('heading', { name: 'No contact messages yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contact messages' })).not.toBeInTheDocument();
  });

  it("searches name, email and text, and says 'No messages found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1), message(2, { email: 'buyer@denim.co' })]),
      },
    });
    await screen.findByRole('list', { name: 'Contact messages' });
    const search = screen.getByLabelText('Search messages');

    await user.type(search, 'DENIM');
    expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
    expect(item(/^Sender 2/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '100 shirts');
    expect(item(/^Sender 1/)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'silk');
    expect(screen.getByText('No messages found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages (0)' })).toBeInTheDocument();
  });

  it('deletes a message after confirmation and removes it from the list and the detail', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1, { read: true }), message(2)], 1),
        'PATCH /contacts/m2/read': { data: { modifiedCount: 1 } },
        'DELETE /contacts/m2': { data: { deletedCount: 1 } },
      },
    });
    await openMessage(user, /^Sender 2/);
    const detail = screen.getByRole('article', { name: 'Message from Sender 2' });
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message?' });
    expect(confirm).toHaveTextContent('The message from Sender 2 will be deleted permanently.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByRole('heading', { name: 'Deleted!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages (1)', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('article', { hidden: true })).not.toBeInTheDocument();
    expect(requestsMade(api)).toContain('DELETE /contacts/m2');
  });

  it('deletes from the list, and keeps the message when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: { 'GET /contacts': inbox([message(1), message(2)], 2) },
    });
    await deleteFromList(user, 'Sender 2', 'Cancel');
    await waitForDialogsToClose();
    expect(screen.getByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("reports 'Failed to delete contact.' when the delete fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContactMessages({
      routes: {
        'GET /contacts': inbox([message(1)], 1),
        'DELETE /contacts/m1': apiError(404, 'Contact message not found', 'Not Found'),
      },
    });
    await deleteFromList(user, 'Sender 1', 'Yes, delete');
    const failure = await screen.findByRole('dialog', { name: 'Failed to delete contact.' });
    expect(failure).toHaveTextContent('Contact message not found');
    expect(screen.getByRole('heading', { name: 'Messages (1)', hidden: true })).toBeInTheDocument();
  });

  it("reports 'Failed to fetch contact data' and tries again", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'GET /contacts': (_call, nth) => (nth === 1 ? { status: 500 } : inbox([message(1)], 1)),
    });
    renderContactMessages({ api });
    await user.click(await dialogButton('Failed to fetch contact data', 'OK'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch contact data');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
  });

  it('reloads the list on Refresh', async () => {
    const user = userEvent.setup();
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': (_call, nth) =>
          nth === 1 ? inbox([message(1)], 1) : inbox([message(3), message(1)], 2),
      },
    });
    await screen.findByRole('heading', { name: 'Messages (1)' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/contacts')).toHaveLength(2);
  });

  it('makes a quote request prefilled from the message, and then links to it', async () => {
    const user = userEvent.setup();
    const words = 'We would like 600 linen shirts in three colours by late March.';
    let linked = false;
    const { api } = renderContactMessages({
      routes: {
        'GET /contacts': () =>
          inbox([
            message(1, {
              message: words,
              read: true,
              ...(linked ? { quoteRequest: { id: 'q1', reference: 'Q-2026-0107' } } : {}),
            }),
          ]),
        'GET /categories': {
          data: [{ key: 'shirts', title: 'Shirts', description: '', image: '', icon: 'Shirt' }],
        },
        'GET /contacts/m1/replies': { data: [] },
        'POST /contacts/m1/quote-request': () => {
          linked = true;
          return { data: { insertedId: 'q1', reference: 'Q-2026-0107' } };
        },
      },
    });
    // A loaded machine takes its time over the first render.
    expect(
      await screen.findByRole('heading', { name: 'Messages (1)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await openMessage(user, /^Sender 1/);
    const detail = screen.getByRole('article', { name: 'Message from Sender 1' });
    await user.click(within(detail).getByRole('button', { name: 'Create quote request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create quote request' });
    // Prefilled from the message: who sent it and what they wrote.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sender 1');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sender1@brand.co');
    expect(within(dialog).getByLabelText('Details')).toHaveValue(words);
    await user.type(within(dialog).getByLabelText('Company (optional)'), 'Brand Co');
    await user.selectOptions(await within(dialog).findByLabelText('Category'), 'Shirts');
    await user.type(within(dialog).getByLabelText('Quantity (pieces)'), '600');
    await user.type(within(dialog).getByLabelText('Needed by'), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create the request' }));

    expect(await within(detail).findByText(/was made from this message/)).toHaveTextContent(
      'Quote request Q-2026-0107 was made from this message.',
    );
    expect(within(detail).getByRole('link', { name: 'Q-2026-0107' })).toHaveAttribute(
      'href',
      '/dashboard/quotes/q1',
    );
    expect(within(detail).queryByRole('button', { name: 'Create quote request' })).toBeNull();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/contacts/m1/quote-request',
        body: {
          name: 'Sender 1',
          email: 'sender1@brand.co',
          company: 'Brand Co',
          categoryKey: 'shirts',
          kind: 'bulk',
          quantity: 600,
          deadline: '2027-03-31',
          details: words,
        },
      }),
    );
  });
});
