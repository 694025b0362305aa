import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, CategorySummary } from '@threadline/contracts';
import { admin, renderDashboard } from '../../testing/render';

const asAdmin = { user: admin, isAdmin: true };

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford and poplin shirts.',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
  galleryImages: ['https://img.example/s1.webp', 'https://img.example/s2.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
};
const summary = ({ key, title, image, icon }: Category): CategorySummary => ({
  key,
  title,
  image,
  icon,
});

describe('Add Category form', () => {
  it('refuses an incomplete form with the spec message', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({ route: '/dashboard/AddCategoryForm', props: asAdmin });
    await user.type(screen.getByLabelText('Category Key'), 'shirts');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText(
        'All fields (key, title, description, image, icon, gallery images) are required',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a category from URLs and resets the form', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: asAdmin,
      routes: {
        'POST /categories': { status: 201, data: { message: 'Category added successfully' } },
      },
    });
    await user.type(screen.getByLabelText('Category Key'), 'formal-shirts');
    await user.type(screen.getByLabelText('Title'), 'Formal Shirts');
    await user.type(screen.getByLabelText('Description'), 'Crisp shirts for the office.');
    await user.type(screen.getByLabelText('Main Image URL'), 'https://img.example/f.webp');
    await user.selectOptions(screen.getByLabelText('Icon'), 'Scissors');
    await user.type(
      screen.getByLabelText('Gallery Image URLs'),
      'https://img.example/1.webp, https://img.example/2.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(
      await screen.findByRole('heading', { name: 'Category added successfully' }),
    ).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/categories',
      body: {
        key: 'formal-shirts',
        title: 'Formal Shirts',
        description: 'Crisp shirts for the office.',
        image: 'https://img.example/f.webp',
        icon: 'Scissors',
        galleryImages: ['https://img.example/1.webp', 'https://img.example/2.webp'],
        createdAt: expect.any(String),
      },
    });
    expect(screen.getByLabelText('Category Key')).toHaveValue('');
  });

  it('uploads chosen files first; a chosen file disables the URL field', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: asAdmin,
      routes: {
        'POST /images': {
          status: 201,
          data: { success: true, data: { url: 'http://api.test/images/x.webp' } },
        },
        'POST /categories': { status: 201, data: { message: 'Category added successfully' } },
      },
    });
    await user.type(screen.getByLabelText('Category Key'), 'denim');
    await user.type(screen.getByLabelText('Title'), 'Denim');
    await user.type(screen.getByLabelText('Description'), 'Jeans and jackets.');
    await user.upload(
      screen.getByLabelText('Upload Main Image'),
      new File(['x'], 'main.png', { type: 'image/png' }),
    );
    expect(screen.getByLabelText('Main Image URL')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Icon'), 'Package');
    await user.upload(screen.getByLabelText('Upload Gallery Images'), [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    await screen.findByRole('heading', { name: 'Category added successfully' });
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /images',
      'POST /images',
      'POST /images',
      'POST /categories',
    ]);
    expect((api.calls[0].body as FormData).get('image')).toHaveProperty('name', 'main.png');
    expect(api.calls[3].body).toMatchObject({
      image: 'http://api.test/images/x.webp',
      galleryImages: ['http://api.test/images/x.webp', 'http://api.test/images/x.webp'],
    });
  });

  it("stops with 'Main image upload failed' when the upload yields no URL", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderDashboard({
      route: '/dashboard/AddCategoryForm',
      props: asAdmin,
      routes: { 'POST /images': { status: 500 } },
    });
    await user.type(screen.getByLabelText('Category Key'), 'denim');
    await user.type(screen.getByLabelText('Title'), 'Denim');
    await user.type(screen.getByLabelText('Description'), 'Jeans and jackets.');
    await user.upload(
      screen.getByLabelText('Upload Main Image'),
      new File(['x'], 'main.png', { type: 'image/png' }),
    );
    await user.selectOptions(screen.getByLabelText('Icon'), 'Package');
    await user.type(screen.getByLabelText('Gallery Image URLs'), 'https://img.example/1.webp');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Main image upload failed')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/categories')).toHaveLength(0);
  });
});

describe('All Categories table', () => {
  it('lists the categories with Edit and Delete', async () => {
    renderDashboard({
      route: '/dashboard/ShowCategoryFormData',
      props: asAdmin,
      routes: { 'GET /categories': { data: [summary(shirts)] } },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Shirts' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('shirts')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Shirts' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Shirts' })).toBeInTheDocument();
  });

  it('edits a category in the modal with the key read-only', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/ShowCategoryFormData',
      props: asAdmin,
      routes: {
        'GET /categories': { data: [summary(shirts)] },
        'GET /categories/shirts': { data: shirts },
        'PUT /categories/shirts': { data: { message: 'Category updated successfully' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Shirts' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(await within(modal).findByLabelText('Category Key')).toHaveAttribute('readonly');
    expect(within(modal).getByLabelText('Gallery Image URLs')).toHaveValue(
      'https://img.example/s1.webp, https://img.example/s2.webp',
    );
    const title = within(modal).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Dress Shirts');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByRole('heading', { name: 'Category updated successfully' }),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/categories/shirts',
      body: { key: 'shirts', title: 'Dress Shirts', galleryImages: shirts.galleryImages },
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit Category', hidden: true }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('rowheader', { name: 'Dress Shirts', hidden: true }),
    ).toBeInTheDocument();
  });

  it('closes the edit modal on Cancel without saving', async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({
      route: '/dashboard/ShowCategoryFormData',
      props: asAdmin,
      routes: {
        'GET /categories': { data: [summary(shirts)] },
        'GET /categories/shirts': { data: shirts },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Shirts' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Category' });
    await within(modal).findByLabelText('Title');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('deletes a category after confirmation and removes its row', async () => {
    const user = userEvent.setup();
    renderDashboard({
      route: '/dashboard/ShowCategoryFormData',
      props: asAdmin,
      routes: {
        'GET /categories': { data: [summary(shirts)] },
        'DELETE /categories/shirts': { data: { message: 'Category deleted successfully' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Shirts' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Category?' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Category deleted successfully' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('rowheader', { name: 'Shirts', hidden: true }),
    ).not.toBeInTheDocument();
  });
});
