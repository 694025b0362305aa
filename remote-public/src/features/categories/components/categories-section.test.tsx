import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogMessages, type CategorySummary } from '@threadline/contracts';
import { renderWithProviders, TEST_API_URL } from '../../../testing/render';
import { CategoriesSection } from './categories-section';

const shirts: CategorySummary = {
  key: 'shirts',
  title: 'Shirts',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
};
const uniforms: CategorySummary = {
  key: 'uniforms',
  title: 'Uniforms',
  image: '/images/uniforms.webp',
  icon: 'Package',
};

describe('Categories section', () => {
  it('sits under the products anchor with its heading', async () => {
    renderWithProviders(<CategoriesSection />, { routes: { 'GET /categories': { data: [] } } });
    const heading = screen.getByRole('heading', { level: 2, name: 'Our Product Categories' });
    expect(heading.closest('section')).toHaveAttribute('id', 'products');
    await screen.findByText(DialogMessages.noCategories);
  });

  it('shows Loading... while the categories are on their way', () => {
    renderWithProviders(<CategoriesSection />, {
      routes: { 'GET /categories': { pending: true } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the server's message when loading fails", async () => {
    renderWithProviders(<CategoriesSection />, {
      routes: {
        'GET /categories': {
          status: 503,
          data: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it("falls back to 'Failed to load categories' when the failure has no message", async () => {
    renderWithProviders(<CategoriesSection />, { routes: { 'GET /categories': { status: 500 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load categories');
  });

  it('asks admins to add categories when there are none', async () => {
    renderWithProviders(<CategoriesSection />, { routes: { 'GET /categories': { data: [] } } });
    expect(
      await screen.findByText(
        'No categories available. Please add categories through the admin panel.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows one card per category linking to /products/{key} with image, title and icon', async () => {
    renderWithProviders(<CategoriesSection />, {
      routes: { 'GET /categories': { data: [shirts, uniforms] } },
    });

    const shirtsCard = await screen.findByRole('link', { name: 'Shirts' });
    expect(shirtsCard).toHaveAttribute('href', '/products/shirts');
    expect(within(shirtsCard).getByRole('img', { name: 'Shirts collection' })).toHaveAttribute(
      'src',
      shirts.image,
    );
    expect(within(shirtsCard).getByRole('img', { name: 'Shirt icon' })).toBeInTheDocument();

    const uniformsCard = screen.getByRole('link', { name: 'Uniforms' });
    expect(uniformsCard).toHaveAttribute('href', '/products/uniforms');
    // A path stored by the API is loaded from the API.
    expect(within(uniformsCard).getByRole('img', { name: 'Uniforms collection' })).toHaveAttribute(
      'src',
      `${TEST_API_URL}/images/uniforms.webp`,
    );
    expect(within(uniformsCard).getByRole('img', { name: 'Package icon' })).toBeInTheDocument();
  });

  it('draws the shirt icon for a category whose icon is unknown', async () => {
    renderWithProviders(<CategoriesSection />, {
      routes: {
        'GET /categories': { data: [{ ...shirts, key: 'misc', title: 'Misc', icon: 'Sparkles' }] },
      },
    });
    const card = await screen.findByRole('link', { name: 'Misc' });
    expect(within(card).getByRole('img', { name: 'Shirt icon' })).toBeInTheDocument();
  });

  it('shows 3 specification groups until View All Criteria is pressed, then Show Less', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesSection />, { routes: { 'GET /categories': { data: [] } } });
    const block = screen.getByRole('region', { name: 'Criteria & Specifications' });
    expect(within(block).getAllByRole('heading', { level: 4 })).toHaveLength(3);

    await user.click(within(block).getByRole('button', { name: 'View All Criteria' }));
    expect(within(block).getAllByRole('heading', { level: 4 })).toHaveLength(10);

    await user.click(within(block).getByRole('button', { name: 'Show Less' }));
    expect(within(block).getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('states every figure of the spec in the ten groups', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesSection />, { routes: { 'GET /categories': { data: [] } } });
    const block = screen.getByRole('region', { name: 'Criteria & Specifications' });
    const toggle = within(block).getByRole('button', { name: 'View All Criteria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    for (const figure of [
      '3–5 pcs per style',
      '300–1,000 pcs per colour/style',
      'Development samples in 7–14 days',
      'Pre-production sample in 10–15 days',
      'Bulk production 45–75 days after pre-production approval',
      'AQL 2.5',
      '4.0',
      '±0.5–1.0 cm',
      'Adult sizes XS–XXXL',
      'Kids sizes 2–12',
      'TT',
      'LC',
      'FOB, CIF or DDP',
      'By sea, air or courier',
    ]) {
      expect(block).toHaveTextContent(figure);
    }
    await screen.findByText(DialogMessages.noCategories);
  });

  it('gives each card image a reserved 4:3 box and lazy, async loading', async () => {
    renderWithProviders(<CategoriesSection />, {
      routes: { 'GET /categories': { data: [shirts] } },
    });
    const image = within(await screen.findByRole('link', { name: 'Shirts' })).getByRole('img', {
      name: 'Shirts collection',
    });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
