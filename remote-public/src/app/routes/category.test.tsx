import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@threadline/contracts';
import { renderApp, TEST_API_URL } from '../../testing/render';

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford, poplin and linen shirts cut to your block.',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
  galleryImages: [
    'https://img.example/s1.webp',
    'https://img.example/s2.webp',
    '/images/6650a1b2c3d4e5f607182930',
  ],
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
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Shirts sample 1' })).toHaveAttribute(
      'src',
      'https://img.example/s1.webp',
    );
    // Images stored on the API's image host load from the API.
    expect(screen.getByRole('img', { name: 'Shirts sample 3' })).toHaveAttribute(
      'src',
      `${TEST_API_URL}/images/6650a1b2c3d4e5f607182930`,
    );
    // Every picture reserves its 4:3 box and loads lazily off-screen.
    for (const image of within(gallery).getAllByRole('img')) {
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '600');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
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
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shirts Collection' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Shirts gallery' })).not.toBeInTheDocument();
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

  it('treats an empty answer as Category not found', async () => {
    renderApp({ route: '/products/capes', routes: { 'GET /categories/capes': { data: null } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
  });

  it('shows the default load failure for a server error', async () => {
    renderApp({ route: '/products/shirts', routes: { 'GET /categories/shirts': { status: 500 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load category. Please try again.',
    );
    expect(screen.getByRole('link', { name: /Back to Products/ })).toBeInTheDocument();
  });

  describe('gallery lightbox', () => {
    let scrollLock: ReturnType<typeof renderApp>['scrollLock'];
    const openGallery = async () => {
      const user = userEvent.setup();
      ({ scrollLock } = renderApp({
        route: '/products/shirts',
        routes: { 'GET /categories/shirts': { data: shirts } },
      }));
      await screen.findByRole('list', { name: 'Shirts gallery' });
      return user;
    };
    const thumbnail = (n: number) => screen.getByRole('button', { name: `Shirts sample ${n}` });
    const shownImage = () =>
      within(screen.getByRole('dialog', { name: 'Shirts gallery' })).getByRole('img');

    it('opens a picture larger on click, with its position in the gallery', async () => {
      const user = await openGallery();
      await user.click(thumbnail(2));
      const dialog = screen.getByRole('dialog', { name: 'Shirts gallery' });
      expect(within(dialog).getByRole('img', { name: 'Shirts sample 2' })).toHaveAttribute(
        'src',
        'https://img.example/s2.webp',
      );
      expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(scrollLock.pageHeld).toBe(true);
    });

    it('opens on Enter, moves with the arrow keys (wrapping) and Home/End', async () => {
      const user = await openGallery();
      thumbnail(1).focus();
      await user.keyboard('{Enter}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 1');

      await user.keyboard('{ArrowRight}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 2');
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 1');
      await user.keyboard('{ArrowLeft}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 3');
      await user.keyboard('{Home}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 1');
      await user.keyboard('{End}');
      expect(shownImage()).toHaveAccessibleName('Shirts sample 3');

      await user.click(screen.getByRole('button', { name: /Previous image/ }));
      expect(shownImage()).toHaveAccessibleName('Shirts sample 2');
      await user.click(screen.getByRole('button', { name: /Next image/ }));
      expect(shownImage()).toHaveAccessibleName('Shirts sample 3');
    });

    it('keeps focus inside while open', async () => {
      const user = await openGallery();
      await user.click(thumbnail(1));
      const dialog = screen.getByRole('dialog', { name: 'Shirts gallery' });
      for (let step = 0; step < 5; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('closes on Escape and returns focus to the thumbnail of the picture last shown', async () => {
      const user = await openGallery();
      await user.click(thumbnail(1));
      await user.keyboard('{ArrowRight}{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(scrollLock.pageHeld).toBe(false);
      expect(thumbnail(2)).toHaveFocus();
    });

    it('closes on the Close button and on a click outside', async () => {
      const user = await openGallery();
      await user.click(thumbnail(3));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thumbnail(3)).toHaveFocus();

      await user.click(thumbnail(1));
      await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
