import { screen } from '@testing-library/react';
import type { Category } from '@threadline/contracts';
import { renderApp } from '../../testing/render';

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford, poplin and linen shirts cut to your block.',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
  galleryImages: ['https://img.example/s1.webp', 'https://img.example/s2.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('Category page', () => {
  it('shows the title with Collection, the description and the gallery', async () => {
    const { api } = renderApp({
      route: '/products/shirts',
      routes: { 'GET /categories/shirts': { data: shirts } },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shirts Collection' }),
    ).toBeInTheDocument();
    expect(screen.getByText(shirts.description)).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Shirts gallery' });
    expect(gallery.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Shirts sample 1' })).toHaveAttribute(
      'src',
      'https://img.example/s1.webp',
    );
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', url: '/categories/shirts' }),
    ]);
  });

  it('says there are no gallery images when the gallery is empty', async () => {
    renderApp({
      route: '/products/shirts',
      routes: { 'GET /categories/shirts': { data: { ...shirts, galleryImages: [] } } },
    });
    expect(
      await screen.findByText('No gallery images available for this category.'),
    ).toBeInTheDocument();
  });

  it('shows Category not found with a Back to Products link for an unknown key', async () => {
    renderApp({
      route: '/products/capes',
      routes: {
        'GET /categories/capes': {
          status: 404,
          data: { statusCode: 404, message: 'Category not found', error: 'Not Found' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Products/ })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows the default load failure for a server error', async () => {
    renderApp({ route: '/products/shirts', routes: { 'GET /categories/shirts': { status: 500 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load category. Please try again.',
    );
    expect(screen.getByRole('link', { name: /Back to Products/ })).toBeInTheDocument();
  });
});
