import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Swal from 'sweetalert2';
import type { UserRecord } from '@threadline/contracts';
import { createFakeApi } from '@threadline/web-kit/testing/create-fake-api';
import { apiError } from '../../testing/api-error';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { admin } from '../../testing/render';
import { renderAsAdmin, type AdminPageOptions } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

const person = (n: number, overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: `id-${n}`,
  uid: `uid-${n}`,
  name: `Person ${n}`,
  email: `person${n}@brand.co`,
  role: 'user',
  status: '',
  refCode: `REF${n}`,
  partnersCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const renderManageUsers = (options: AdminPageOptions) =>
  renderAsAdmin('/dashboard/manage-users', options);
const onePage = (users: UserRecord[], total = users.length) => ({
  data: users,
  headers: { 'x-total-count': String(total) },
});
const usersCalls = (api: { calls: Array<{ method: string; url: string }> }) =>
  api.calls.filter((call) => call.method === 'GET' && call.url === '/users');
const card = (name: string) => screen.getByRole('article', { name });
/** Presses a user's action button, then answers the dialog that asks to confirm it. */
async function answerConfirmation(
  user: UserEvent,
  action: string,
  dialogTitle: string,
  answer: string,
) {
  await user.click(await screen.findByRole('button', { name: action }));
  await user.click(await dialogButton(dialogTitle, answer));
}

describe('Manage Users', () => {
  it('shows five skeleton cards while loading', () => {
    renderManageUsers({ routes: { 'GET /users': { pending: true } } });
    expect(screen.getByText('Loading users...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('main').querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByText('Total Users: …')).toBeInTheDocument();
  });

  it('lists users with number, role badge, status and actions, and the total', async () => {
    const { api } = renderManageUsers({
      routes: {
        'GET /users': onePage([
          person(1, { role: 'admin', status: 'Active' }),
          person(2),
          person(3, { role: 'teacher', status: 'Suspended' }),
        ]),
      },
    });
    const users = await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByText('Total Users: 3')).toBeInTheDocument();

    const adminCard = within(users).getByRole('article', { name: 'Person 1' });
    expect(within(adminCard).getByText('#1')).toBeInTheDocument();
    expect(within(adminCard).getByText('person1@brand.co')).toBeInTheDocument();
    expect(within(adminCard).getByText('admin')).toBeInTheDocument();
    expect(within(adminCard).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(adminCard).getByRole('button', { name: 'Revoke Admin' })).toBeInTheDocument();
    expect(within(adminCard).getByRole('button', { name: 'Reset passkeys' })).toBeInTheDocument();
    expect(within(adminCard).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const userCard = within(users).getByRole('article', { name: 'Person 2' });
    expect(within(userCard).getByText('#2')).toBeInTheDocument();
    expect(within(userCard).getByText('user')).toBeInTheDocument();
    expect(within(userCard).getByText('Active')).toBeInTheDocument();
    expect(within(userCard).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
    expect(
      within(userCard).queryByRole('button', { name: 'Revoke Admin' }),
    ).not.toBeInTheDocument();
    // A member has no passkeys an admin must reset: they remove their own from Profile.
    expect(
      within(userCard).queryByRole('button', { name: 'Reset passkeys' }),
    ).not.toBeInTheDocument();

    const teacherCard = within(users).getByRole('article', { name: 'Person 3' });
    expect(within(teacherCard).getByText('teacher')).toBeInTheDocument();
    expect(within(teacherCard).getByText('Suspended')).toBeInTheDocument();

    expect(api.calls[0].params).toEqual({ page: 1, limit: 10, sort: 'createdAt', order: 'desc' });
  });

  it('marks the signed-in admin’s own card', async () => {
    renderManageUsers({
      routes: {
        'GET /users': onePage([person(1, { role: 'admin', email: admin.email! }), person(2)]),
      },
    });
    const own = await screen.findByRole('article', { name: 'Person 1' });
    expect(own).toHaveTextContent('(you)');
    // Revoking your own rights would lock you out mid-session; Delete stays for the server to refuse.
    expect(within(own).queryByRole('button', { name: 'Revoke Admin' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Reset passkeys' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(card('Person 2')).not.toHaveTextContent('(you)');
  });

  it('pages on the server with numbered buttons, Previous and Next', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({
      routes: {
        'GET /users': onePage(
          Array.from({ length: 10 }, (_, i) => person(i + 1)),
          25,
        ),
      },
    });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('Total Users: 25')).toBeInTheDocument();
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Users' });
    expect(api.calls.at(-1)?.params).toMatchObject({ page: 2, limit: 10 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(card('Person 1')).toHaveTextContent('#11');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('list', { name: 'Users' });
    expect(api.calls.at(-1)?.params).toMatchObject({ page: 3 });
    expect(card('Person 1')).toHaveTextContent('#21');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('list', { name: 'Users' });
    expect(api.calls.at(-1)?.params).toMatchObject({ page: 2 });
  });

  it('keeps the rows of the page on screen while the next page loads, then shows the new rows', async () => {
    const user = userEvent.setup();
    const pageOf = (page: number) =>
      onePage(
        Array.from({ length: 10 }, (_, i) => person((page - 1) * 10 + i + 1)),
        25,
      );
    const server = createFakeApi({
      'GET /users': (call) => pageOf(Number(call.params?.page ?? 1)),
    });
    // Page 2 answers only when the test says so.
    let answerPageTwo: (() => void) | null = null;
    const api: typeof server = {
      ...server,
      get: (url, config) =>
        config?.params?.page === 2
          ? new Promise((resolve) => {
              answerPageTwo = () => resolve(server.get(url, config));
            })
          : server.get(url, config),
    };
    renderManageUsers({ api });
    expect(await screen.findByRole('article', { name: 'Person 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(answerPageTwo).not.toBeNull());
    // The old page stays, marked busy, with no skeletons in its place.
    expect(screen.getByRole('list', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    expect(card('Person 1')).toHaveTextContent('#1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
    expect(screen.getByText('Total Users: 25')).toBeInTheDocument();

    answerPageTwo!();
    expect(await screen.findByRole('article', { name: 'Person 11' })).toHaveTextContent('#11');
    expect(screen.queryByRole('article', { name: 'Person 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Users' })).toHaveAttribute('aria-busy', 'false');
  });

  it('draws no pagination for a single page', async () => {
    renderManageUsers({ routes: { 'GET /users': onePage([person(1)], 1) } });
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages the answer itself when the server sends more than a page', async () => {
    renderManageUsers({
      routes: { 'GET /users': { data: Array.from({ length: 23 }, (_, i) => person(i + 1)) } },
    });
    const users = await screen.findByRole('list', { name: 'Users' });
    expect(within(users).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Total Users: 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('filters by role on the server and starts again from page 1', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({ routes: { 'GET /users': onePage([person(1)], 30) } });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByRole('list', { name: 'Users' });

    expect(
      within(screen.getByLabelText('Filter by role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Roles', 'Admin', 'User']);
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Admin');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ role: 'admin', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'User');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ role: 'user' }));
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'All Roles');
    await waitFor(() => expect(api.calls.at(-1)?.params).not.toHaveProperty('role'));
  });

  it('searches by name or email once typing pauses (debounced)', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({ routes: { 'GET /users': onePage([person(1)]) } });
    await screen.findByRole('list', { name: 'Users' });
    await user.type(screen.getByLabelText('Search users'), '  ana ');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ search: 'ana' }));
    // One request for the page, one for the finished search: not one per key.
    expect(usersCalls(api)).toHaveLength(2);
  });

  it('says no users were found when nothing matches', async () => {
    renderManageUsers({ routes: { 'GET /users': onePage([], 0) } });
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
    expect(screen.getByText('Total Users: 0')).toBeInTheDocument();
  });

  it("reports 'Error Loading Users' with the server's message, and tries again", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'GET /users': apiError(503, 'Database unavailable', 'Service Unavailable'),
    });
    renderManageUsers({ api });
    const dialog = await screen.findByRole('dialog', { name: 'Error Loading Users' });
    expect(dialog).toHaveTextContent('Database unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Users');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(usersCalls(api)).toHaveLength(2));
  });

  it('makes a user admin after confirmation, with a 1.5 s success alert', async () => {
    const user = userEvent.setup();
    const fire = jest.spyOn(Swal, 'fire');
    const api = createFakeApi({
      'GET /users': onePage([person(2)]),
      'PATCH /users/admin/id-2': { data: { modifiedCount: 1 } },
    });
    renderManageUsers({ api });
    await answerConfirmation(user, 'Make Admin', 'Make Admin?', 'Yes, make admin');

    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(fire).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Success!', timer: 1500, showConfirmButton: false }),
    );
    expect(requestsMade(api)).toEqual(['GET /users', 'PATCH /users/admin/id-2', 'GET /users']);
  });

  it('keeps the list on screen while it reloads after a change, then shows the new role', async () => {
    const user = userEvent.setup();
    let answerReload: (() => void) | null = null;
    const api = createFakeApi({
      'GET /users': (_call, nth) =>
        nth === 1 ? onePage([person(2)]) : onePage([person(2, { role: 'admin' })]),
      'PATCH /users/admin/id-2': { data: { modifiedCount: 1 } },
    });
    const get = api.get;
    api.get = (url, config) =>
      usersCalls(api).length === 0
        ? get(url, config)
        : new Promise((resolve) => {
            answerReload = () => resolve(get(url, config));
          });
    renderManageUsers({ api });
    await answerConfirmation(user, 'Make Admin', 'Make Admin?', 'Yes, make admin');
    await waitFor(() => expect(answerReload).not.toBeNull());

    // The success alert is open over the page, hence `hidden`.
    const personTwo = () => screen.getByRole('article', { name: 'Person 2', hidden: true });
    expect(within(personTwo()).getByText('user')).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
    answerReload!();
    await waitFor(() => expect(within(personTwo()).getByText('admin')).toBeInTheDocument());
  });

  it('does not make a user admin when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({ routes: { 'GET /users': onePage([person(2)]) } });
    await answerConfirmation(user, 'Make Admin', 'Make Admin?', 'Cancel');
    await waitForDialogsToClose();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("reports 'Failed to make admin' with the server's message", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderManageUsers({
      routes: {
        'GET /users': onePage([person(2)]),
        'PATCH /users/admin/id-2': apiError(404, 'User not found', 'Not Found'),
      },
    });
    await answerConfirmation(user, 'Make Admin', 'Make Admin?', 'Yes, make admin');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to make admin' });
    expect(dialog).toHaveTextContent('User not found');
  });

  it.each([
    {
      action: 'make admin',
      button: 'Make Admin',
      question: 'Make Admin?',
      answer: 'Yes, make admin',
      request: 'PATCH /users/admin/id-2',
      unchanged: { modifiedCount: 0 },
      failureTitle: 'Failed to make admin',
      text: 'Person 2 was not changed.',
    },
    {
      action: 'delete',
      button: 'Delete',
      question: 'Delete User?',
      answer: 'Yes, delete',
      request: 'DELETE /users/id-2',
      unchanged: { deletedCount: 0 },
      failureTitle: 'Failed to delete',
      text: 'Person 2 was not deleted.',
    },
  ] as const)(
    'says so when the server changes nothing on $action, and does not reload',
    async ({ button, question, answer, request, unchanged, failureTitle, text }) => {
      const user = userEvent.setup();
      const { api } = renderManageUsers({
        routes: { 'GET /users': onePage([person(2)]), [request]: { data: unchanged } },
      });
      await answerConfirmation(user, button, question, answer);
      expect(await screen.findByRole('dialog', { name: failureTitle })).toHaveTextContent(text);
      await user.click(await dialogButton(failureTitle, 'OK'));
      await waitForDialogsToClose();
      expect(requestsMade(api)).toEqual(['GET /users', request]);
    },
  );

  it('revokes admin after confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /users': onePage([person(4, { role: 'admin' })]),
      'DELETE /users/admin/id-4': { data: { modifiedCount: 1 } },
    });
    renderManageUsers({ api });
    await user.click(await screen.findByRole('button', { name: 'Revoke Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Admin?' });
    expect(dialog).toHaveTextContent('Person 4 will lose admin access');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke admin' }));

    expect(await screen.findByRole('heading', { name: 'Admin Revoked' })).toBeInTheDocument();
    expect(requestsMade(api)).toEqual(['GET /users', 'DELETE /users/admin/id-4', 'GET /users']);
  });

  it("resets another admin's passkeys after confirmation, and leaves the list as it is", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /users': onePage([person(4, { role: 'admin' })]),
      'DELETE /users/id-4/passkeys': { data: { removedCount: 2 } },
    });
    renderManageUsers({ api });
    await user.click(await screen.findByRole('button', { name: 'Reset passkeys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset passkeys?' });
    expect(dialog).toHaveTextContent(
      'Remove every passkey of person4@brand.co? They will register a new one at their next sign-in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reset passkeys' }));

    expect(await screen.findByRole('heading', { name: 'Passkeys reset' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The admin's passkeys were removed: they register a new one at their next sign-in.",
      ),
    ).toBeInTheDocument();
    expect(requestsMade(api)).toEqual(['GET /users', 'DELETE /users/id-4/passkeys']);
  });

  it('does not reset passkeys when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({
      routes: { 'GET /users': onePage([person(4, { role: 'admin' })]) },
    });
    await answerConfirmation(user, 'Reset passkeys', 'Reset passkeys?', 'Cancel');
    await waitForDialogsToClose();
    expect(requestsMade(api)).toEqual(['GET /users']);
  });

  it("shows the server's refusal to reset passkeys", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderManageUsers({
      routes: {
        'GET /users': onePage([person(4, { role: 'admin' })]),
        'DELETE /users/id-4/passkeys': apiError(
          400,
          'Only an admin has passkeys to reset this way',
          'Bad Request',
        ),
      },
    });
    await answerConfirmation(user, 'Reset passkeys', 'Reset passkeys?', 'Yes, reset passkeys');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to reset passkeys' });
    expect(dialog).toHaveTextContent('Only an admin has passkeys to reset this way');
  });

  it("shows the server's refusal to revoke the last admin", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderManageUsers({
      routes: {
        'GET /users': onePage([person(4, { role: 'admin' })]),
        'DELETE /users/admin/id-4': apiError(
          409,
          'The last admin cannot be removed or demoted',
          'Conflict',
        ),
      },
    });
    await answerConfirmation(user, 'Revoke Admin', 'Revoke Admin?', 'Yes, revoke admin');
    const dialog = await screen.findByRole('dialog', { name: 'Failed to revoke admin' });
    expect(dialog).toHaveTextContent('The last admin cannot be removed or demoted');
  });

  it('deletes a user after confirmation and reloads the page of users', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /users': onePage([person(2)]),
      'DELETE /users/id-2': { data: { deletedCount: 1 } },
    });
    renderManageUsers({ api });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User?' });
    expect(dialog).toHaveTextContent('Person 2 (person2@brand.co) will be removed permanently.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByRole('heading', { name: 'Deleted!' })).toBeInTheDocument();
    expect(requestsMade(api)).toEqual(['GET /users', 'DELETE /users/id-2', 'GET /users']);
  });

  it('does not delete a user when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = renderManageUsers({ routes: { 'GET /users': onePage([person(2)]) } });
    await answerConfirmation(user, 'Delete', 'Delete User?', 'Cancel');
    await waitForDialogsToClose();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it.each([
    ['yourself', 'You cannot delete your own account', 400],
    ['the last admin', 'The last admin cannot be removed or demoted', 409],
  ])(
    "shows the server's refusal to delete %s under 'Failed to delete'",
    async (_who, refusal, status) => {
      const user = userEvent.setup();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderManageUsers({
        routes: {
          'GET /users': onePage([person(2)]),
          'DELETE /users/id-2': apiError(status, refusal, 'Refused'),
        },
      });
      await answerConfirmation(user, 'Delete', 'Delete User?', 'Yes, delete');
      const dialog = await screen.findByRole('dialog', { name: 'Failed to delete' });
      expect(dialog).toHaveTextContent(refusal);
    },
  );

  it('steps back a page when a delete empties the last page', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const firstPage = Array.from({ length: 10 }, (_, i) => person(i + 1));
    const api = createFakeApi({
      'GET /users': ({ params }) =>
        params?.page === 2
          ? onePage(deleted ? [] : [person(11)], deleted ? 10 : 11)
          : onePage(firstPage, deleted ? 10 : 11),
      'DELETE /users/id-11': () => {
        deleted = true;
        return { data: { deletedCount: 1 } };
      },
    });
    renderManageUsers({ api });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const last = await screen.findByRole('article', { name: 'Person 11' });
    await user.click(within(last).getByRole('button', { name: 'Delete' }));
    await user.click(await dialogButton('Delete User?', 'Yes, delete'));

    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ page: 1 }));
    expect(
      await screen.findByRole('article', { name: 'Person 1', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });
});
