import { screen, waitFor, within } from '@testing-library/react';
import { FakeAuthService, verifiedUser } from '../../testing/fake-auth-service';
import { renderApp } from '../../testing/render';

const mainNavigation = () => screen.queryByRole('navigation', { name: 'Main' });

/** Renders a page and waits for the public remote (a stub here) where the route has one. */
async function renderPage(route: string, options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route, ...options });
  if (!['/terms', '/forgot-password', '/login', '/signup'].includes(route))
    await screen.findByText(/^Public pages/);
  return rendered;
}

describe('the page layout', () => {
  it.each(['/', '/login', '/signup'])(
    'hides the navigation bar and footer on %s',
    async (route) => {
      await renderPage(route);
      expect(mainNavigation()).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it.each(['/about', '/terms', '/forgot-password'])(
    'shows the navigation bar and footer on %s',
    async (route) => {
      await renderPage(route);
      expect(mainNavigation()).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('lists the five navigation items and highlights the current page', async () => {
    await renderPage('/products');
    const nav = within(mainNavigation()!);
    for (const name of ['HOME', 'ABOUT', 'PRODUCTION', 'PRODUCTS', 'CONTACT']) {
      expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'PRODUCTION' })).toHaveAttribute('href', '/#production');
  });

  it('offers Sign Up to a signed-out visitor', async () => {
    await renderPage('/about');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Request a Quote beside Sign Up and in the small-screen menu', async () => {
    const { user } = await renderPage('/about');
    const nav = within(mainNavigation()!);
    expect(nav.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    await user.click(menu.getByRole('link', { name: 'Request a Quote' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the footer to the services, portfolio and quote pages', async () => {
    await renderPage('/about');
    const explore = within(
      within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Explore' }),
    );
    expect(explore.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services',
      '/portfolio',
      '/request-quote',
    ]);
  });

  it('offers Dashboard and Logout to a signed-in user, and Logout goes home', async () => {
    const authService = new FakeAuthService({ signedIn: verifiedUser() });
    const { user } = await renderPage('/about', { authService });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(authService.signedInAccount).toBeNull();
    expect(mainNavigation()).not.toBeInTheDocument();
  });

  it('opens the small-screen menu with every item and closes it on a choice', async () => {
    const { user } = await renderPage('/about');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    for (const name of ['HOME', 'ABOUT', 'PRODUCTION', 'PRODUCTS', 'CONTACT', 'Sign Up']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(within(menu).getByRole('link', { name: 'CONTACT' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
  });

  it('lists Dashboard and Logout in the small-screen menu of a signed-in user', async () => {
    const authService = new FakeAuthService({ signedIn: verifiedUser() });
    const { user } = await renderPage('/about', { authService });
    await screen.findByRole('link', { name: 'Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Logout' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Public pages')).toBeInTheDocument();
    expect(authService.signedInAccount).toBeNull();
  });

  it('only logs a failed logout and stays on the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const authService = new FakeAuthService({ signedIn: verifiedUser() });
    const { user } = await renderPage('/about', { authService });
    await screen.findByRole('link', { name: 'Dashboard' });
    authService.failNext('signOut', new Error('offline'));

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Logout failed', expect.any(Error)));
    expect(mainNavigation()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every footer block', async () => {
    await renderPage('/about');
    const footer = within(screen.getByRole('contentinfo'));
    const quickLinks = within(footer.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/#home',
      '/#about',
      '/#production',
      '/#products',
      '/#why-choose-us',
      '/#contact',
    ]);
    for (const service of [
      'Custom Tailoring',
      'Bulk Manufacturing',
      'Quality Control',
      'Fabric Sourcing',
      'Pattern Making',
      'Finishing Services',
    ]) {
      expect(footer.getByText(service)).toBeInTheDocument();
    }
    expect(footer.getAllByRole('link', { name: /^\+/ })).toHaveLength(2);
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(footer.getByText(/© 2025/)).toBeInTheDocument();
    expect(footer.getAllByRole('link', { name: 'Stitchwork Web Studio' })).toHaveLength(1);
  });
});
