import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, currentPath, member, renderDashboard } from '../../testing/render';

const sidebarNav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const linkNames = () =>
  within(sidebarNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('dashboard sidebar', () => {
  it('gives a member Home, Profile and My Quotes', () => {
    renderDashboard({
      route: '/dashboard/Profile',
      routes: { 'GET /users/me': { pending: true } },
    });
    expect(linkNames()).toEqual(['Home', 'Profile', 'My Quotes', 'My Orders', 'Styles']);
    expect(within(sidebarNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(sidebarNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/Profile',
    );
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('gives an admin the admin pages, Quote Requests, Orders, the Activity Log, Releases, then Styles and the Trash last, no Profile, and an Admin badge', () => {
    renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: { user: admin, isAdmin: true },
    });
    expect(linkNames()).toEqual([
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
    expect(within(sidebarNav()).getByRole('link', { name: 'Show Contact Data' })).toHaveAttribute(
      'href',
      '/dashboard/showContact',
    );
    expect(within(sidebarNav()).getByRole('link', { name: 'Activity Log' })).toHaveAttribute(
      'href',
      '/dashboard/activity-log',
    );
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it("shows the user's photo, name and email, or the default profile image", () => {
    const { unmount } = renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: { user: admin, isAdmin: true },
    });
    expect(screen.getByRole('img', { name: "Ada Admin's profile photo" })).toHaveAttribute(
      'src',
      admin.photoURL,
    );
    expect(screen.getByText('admin@threadline.example')).toBeInTheDocument();
    unmount();

    renderDashboard({ route: '/dashboard/AddCategoryForm', props: { user: member } });
    expect(screen.getByRole('img', { name: "Ana Brand's profile photo" })).toHaveAttribute(
      'src',
      '/default-profile.png',
    );
  });

  it.each(['/dashboard/Profile', '/dashboard/no-such-page'])(
    'gives the shell’s skip link its #main-content target on %s',
    (route) => {
      renderDashboard({ route, routes: { 'GET /users/me': { pending: true } } });
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    },
  );

  it('toggles the mobile menu', async () => {
    const user = userEvent.setup();
    renderDashboard({ route: '/dashboard/AddCategoryForm', props: { user: admin, isAdmin: true } });
    const toggle = screen.getByRole('button', { name: /Dashboard menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Show Category Data' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to its toggle', async () => {
    const user = userEvent.setup();
    renderDashboard({ route: '/dashboard/AddCategoryForm', props: { user: admin, isAdmin: true } });
    const toggle = screen.getByRole('button', { name: /Dashboard menu/ });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('swaps a photo that fails to load for the default image', () => {
    renderDashboard({ route: '/dashboard/AddCategoryForm', props: { user: admin, isAdmin: true } });
    const photo = screen.getByRole('img', { name: "Ada Admin's profile photo" });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', 'test-file-stub');
  });

  it("logs out through the shell, says 'Logged Out' and goes home", async () => {
    const user = userEvent.setup();
    const { props } = renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: { user: admin, isAdmin: true },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(props.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Logged Out' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/$/));
  });

  it("reports 'Logout Failed' with a Try Again button that retries", async () => {
    const user = userEvent.setup();
    const logout = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: { user: admin, isAdmin: true, logout },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Logout Failed' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while logging out.')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard/AddCategoryForm');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/$/));
  });
});
