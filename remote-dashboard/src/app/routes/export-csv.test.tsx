import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRecord } from '@threadline/contracts';
import { createFakeApi, type CannedRoutes } from '@threadline/web-kit/testing/create-fake-api';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { renderAsAdmin } from '../../testing/render-as-admin';

const csv = new Blob(['id,name\r\n1,Ana\r\n'], { type: 'text/csv' });
const person: UserRecord = {
  _id: 'id-1',
  uid: 'uid-1',
  name: 'Person 1',
  email: 'person1@brand.co',
  role: 'user',
  status: 'Active',
  refCode: 'REF1',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** What the browser was asked to save: the object URL's file and the link's download name. */
function watchDownloads() {
  const saved: { file: Blob; name: string }[] = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((file: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    saved.push({ file: files.get(this.href)!, name: this.download });
  });
  return saved;
}

function renderWithApi(route: string, routes: CannedRoutes) {
  const api = createFakeApi(routes);
  const get = jest.spyOn(api, 'get');
  return { ...renderAsAdmin(route, { api }), get };
}

afterEach(() => jest.restoreAllMocks());

describe('Export CSV on Manage Users', () => {
  it('downloads, through the API client, the users the current search and role show', async () => {
    const user = userEvent.setup();
    const saved = watchDownloads();
    const { get } = renderWithApi('/dashboard/manage-users', {
      'GET /users': { data: [person], headers: { 'x-total-count': '1' } },
      'GET /users/export.csv': { data: csv },
    });
    await screen.findByRole('list', { name: 'Users' });
    await user.type(screen.getByLabelText('Search users'), 'ana');
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'admin');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ file: csv, name: 'users.csv' }]));
    expect(get).toHaveBeenCalledWith('/users/export.csv', {
      params: { search: 'ana', role: 'admin', sort: 'createdAt', order: 'desc' },
      responseType: 'blob',
    });
  });

  it('starts from the search in the link (the Activity Log’s)', async () => {
    const { get } = renderWithApi('/dashboard/manage-users?search=person1%40brand.co', {
      'GET /users': { data: [person], headers: { 'x-total-count': '1' } },
    });
    expect(await screen.findByLabelText('Search users')).toHaveValue('person1@brand.co');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/users', {
        params: expect.objectContaining({ search: 'person1@brand.co' }),
      }),
    );
  });

  it('shows the API’s message when the export is refused', async () => {
    const user = userEvent.setup();
    const saved = watchDownloads();
    const refusal = new Blob(
      [
        JSON.stringify({
          statusCode: 503,
          message: 'Audit trail down',
          error: 'Service Unavailable',
        }),
      ],
      { type: 'application/json' },
    );
    renderWithApi('/dashboard/manage-users', {
      'GET /users': { data: [person], headers: { 'x-total-count': '1' } },
      'GET /users/export.csv': { status: 503, data: refusal },
    });
    await screen.findByRole('list', { name: 'Users' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'The export failed. Please try again.',
    });
    expect(within(dialog).getByText('Audit trail down')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.click(await dialogButton('The export failed. Please try again.', 'OK'));
    await waitForDialogsToClose();
  });
});

describe('Export CSV on Contact Messages', () => {
  it('downloads the messages the current search shows', async () => {
    const user = userEvent.setup();
    const saved = watchDownloads();
    const { get } = renderWithApi('/dashboard/showContact', {
      'GET /contacts': {
        data: [
          {
            _id: 'm1',
            name: 'Ana',
            email: 'ana@brand.co',
            message: 'Samples please',
            read: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'GET /contacts/export.csv': { data: csv },
    });
    await screen.findByText('Messages (1)');
    await user.type(screen.getByLabelText('Search messages'), 'samples');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ file: csv, name: 'contact-messages.csv' }]));
    expect(get).toHaveBeenCalledWith('/contacts/export.csv', {
      params: { search: 'samples' },
      responseType: 'blob',
    });
  });
});

describe('Export CSV on Quote Requests', () => {
  const quotes = {
    'GET /quotes': { data: [], headers: { 'x-total-count': '0' } },
    'GET /quotes/summary': {
      data: { new: 0, reviewing: 0, quoted: 1, won: 0, lost: 0, total: 1 },
    },
  };

  it('downloads the requests the current tab and search show', async () => {
    const user = userEvent.setup();
    const saved = watchDownloads();
    const { get } = renderWithApi('/dashboard/quote-requests', {
      ...quotes,
      'GET /quotes/export.csv': { data: csv },
    });
    await user.click(await screen.findByRole('tab', { name: 'Quoted (1)' }));
    await user.type(screen.getByLabelText('Search quote requests'), 'hyrule');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ file: csv, name: 'quote-requests.csv' }]));
    expect(get).toHaveBeenCalledWith('/quotes/export.csv', {
      params: { status: 'quoted', search: 'hyrule' },
      responseType: 'blob',
    });
  });

  it('starts from the reference in the link (the Activity Log’s)', async () => {
    const { get } = renderWithApi('/dashboard/quote-requests?search=Q-2026-0042', quotes);
    expect(await screen.findByLabelText('Search quote requests')).toHaveValue('Q-2026-0042');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/quotes', {
        params: expect.objectContaining({ search: 'Q-2026-0042' }),
      }),
    );
  });
});
