import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render';

const emptyCatalogue = { 'GET /categories': { data: [] } } as const;

describe('public remote routes', () => {
  it.each([
    ['/', 'Crafting Quality Garments with Precision'],
    ['/about', 'About Threadline'],
    ['/contact', 'Contact Us'],
    ['/portfolio', 'Portfolio'],
    ['/production', 'Production'],
    ['/products', 'Our Products'],
    ['/services', 'Our Services'],
    ['/video', 'Production Videos'],
    ['/why-choose-us', 'Why Choose Us'],
    ['/no-such-page', 'Page not found'],
  ])('renders %s with the heading %s', async (route, heading) => {
    renderApp({ route, routes: emptyCatalogue });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('offers Sign Up on the home page to visitors and Dashboard to signed-in users', async () => {
    const { unmount } = renderApp({ routes: emptyCatalogue });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await screen.findByText(/No categories available/);
    unmount();

    renderApp({
      routes: emptyCatalogue,
      props: {
        user: {
          uid: 'u1',
          email: 'a@b.co',
          displayName: 'Ana',
          photoURL: null,
          emailVerified: true,
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await screen.findByText(/No categories available/);
  });

  it('stacks the home sections with the products and production anchors', async () => {
    renderApp({ routes: emptyCatalogue });
    expect(screen.getByRole('button', { name: 'Explore Our Work' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Production' })).toBeInTheDocument();
    expect(document.getElementById('products')).toBeInTheDocument();
    expect(document.getElementById('production')).toBeInTheDocument();
    expect(document.getElementById('why-choose-us')).toBeInTheDocument();
    await screen.findByText(/No categories available/);
  });
});
