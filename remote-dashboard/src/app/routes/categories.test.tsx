import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Category, CategorySummary } from '@threadline/contracts';
import { dialogButton, waitForDialogsToClose } from '../../testing/dialogs';
import { renderAsAdmin, type AdminPageOptions } from '../../testing/render-as-admin';
import { requestsMade } from '../../testing/requests-made';

type Routes = AdminPageOptions['routes'];

const shirts: Category = {
  key: 'shirts',
  title: 'Shirts',
  description: 'Oxford and poplin shirts.',
  image: 'https://img.example/shirts.webp',
  icon: 'Shirt',
  galleryImages: ['https://img.example/s1.webp', 'https://img.example/s2.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
};
const denim: Category = { ...shirts, key: 'denim', title: 'Denim', image: '/images/denim' };
const summary = ({ key, title, image, icon }: Category): CategorySummary => ({
  key,
  title,
  image,
  icon,
});
const uploaded = (url: string) => ({ status: 201, data: { success: true, data: { url } } });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
/** The file an upload call carried, in the multipart field `image`. */
const uploadedName = (call: { body?: unknown }) =>
  ((call.body as FormData).get('image') as File).name;
const created = { status: 201, data: { message: 'Category added successfully' } };

const renderAddForm = (routes?: Routes) => renderAsAdmin('/dashboard/AddCategoryForm', { routes });

async function fillTextFields(user: UserEvent) {
  await user.type(screen.getByLabelText('Category Key'), 'denim');
  await user.type(screen.getByLabelText('Title'), 'Denim');
  await user.type(screen.getByLabelText('Description'), 'Jeans and jackets.');
  await user.selectOptions(screen.getByLabelText('Icon'), 'Package');
}
const typeMainImageUrl = (user: UserEvent) =>
  user.type(screen.getByLabelText('Main Image URL'), 'https://img.example/f.webp');
const typeGalleryUrls = (user: UserEvent, urls = 'https://img.example/1.webp') =>
  user.type(screen.getByLabelText('Gallery Image URLs'), urls);
const chooseMainImage = (user: UserEvent, name: string) =>
  user.upload(screen.getByLabelText('Upload Main Image'), png(name));
const chooseGalleryImages = (user: UserEvent, ...names: string[]) =>
  user.upload(screen.getByLabelText('Upload Gallery Images'), names.map(png));
const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Add Category' }));
const formError = () => screen.findByRole('alert');

describe('Add Category form', () => {
  it('labels every field and offers the four icons', () => {
    renderAddForm();
    for (const label of [
      'Category Key',
      'Title',
      'Description',
      'Upload Main Image',
      'Main Image URL',
      'Icon',
      'Upload Gallery Images',
      'Gallery Image URLs',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(screen.getByLabelText('Icon'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an icon', 'Shirt', 'Scissors', 'Package', 'Palette']);
    expect(screen.getByLabelText('Upload Main Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Upload Gallery Images')).toHaveAttribute('multiple');
  });

  it('refuses an incomplete form with the spec message', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAddForm();
    await user.type(screen.getByLabelText('Category Key'), 'shirts');
    await submit(user);
    expect(await formError()).toHaveTextContent(
      'All fields (key, title, description, image, icon, gallery images) are required',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('counts a gallery of only commas and spaces as missing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAddForm();
    await fillTextFields(user);
    await typeMainImageUrl(user);
    await typeGalleryUrls(user, ' , ,');
    await submit(user);
    expect(await formError()).toHaveTextContent('All fields (key, title, description');
    expect(api.calls).toHaveLength(0);
  });

  it('creates a category from URLs, with the gallery trimmed and empty items dropped, then resets', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAddForm({ 'POST /categories': created });
    await user.type(screen.getByLabelText('Category Key'), 'formal-shirts');
    await user.type(screen.getByLabelText('Title'), 'Formal Shirts');
    await user.type(screen.getByLabelText('Description'), 'Crisp shirts for the office.');
    await typeMainImageUrl(user);
    await user.selectOptions(screen.getByLabelText('Icon'), 'Scissors');
    await typeGalleryUrls(user, ' https://img.example/1.webp , ,https://img.example/2.webp,');
    await submit(user);

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
    for (const label of ['Category Key', 'Title', 'Description', 'Main Image URL'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Icon')).toHaveValue('');
  });

  it('clears and disables the URL field when a file is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderAddForm();
    const imageUrl = screen.getByLabelText('Main Image URL');
    await user.type(imageUrl, 'https://img.example/typed.webp');
    await chooseMainImage(user, 'main.png');
    expect(imageUrl).toHaveValue('');
    expect(imageUrl).toBeDisabled();

    const galleryUrls = screen.getByLabelText('Gallery Image URLs');
    await user.type(galleryUrls, 'https://img.example/1.webp');
    await chooseGalleryImages(user, 'a.png');
    expect(galleryUrls).toHaveValue('');
    expect(galleryUrls).toBeDisabled();
  });

  it('uploads each chosen file to the image host, then creates the category', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAddForm({
      'POST /images': (call) => uploaded(`http://api.test/images/${uploadedName(call)}`),
      'POST /categories': created,
    });
    await fillTextFields(user);
    await chooseMainImage(user, 'main.png');
    await chooseGalleryImages(user, 'a.png', 'b.png');
    await submit(user);

    await screen.findByRole('heading', { name: 'Category added successfully' });
    expect(requestsMade(api)).toEqual([
      'POST /images',
      'POST /images',
      'POST /images',
      'POST /categories',
    ]);
    expect(api.calls.slice(0, 3).map(uploadedName)).toEqual(['main.png', 'a.png', 'b.png']);
    expect(api.calls[3].body).toMatchObject({
      image: 'http://api.test/images/main.png',
      galleryImages: ['http://api.test/images/a.png', 'http://api.test/images/b.png'],
    });
  });

  it("says 'Submitting...' and disables the button while it works", async () => {
    const user = userEvent.setup({ delay: null });
    renderAddForm({ 'POST /categories': { pending: true } });
    await fillTextFields(user);
    await typeMainImageUrl(user);
    await typeGalleryUrls(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("stops with 'Main image upload failed' when the upload yields no URL", async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderAddForm({ 'POST /images': { status: 500 } });
    await fillTextFields(user);
    await chooseMainImage(user, 'main.png');
    await typeGalleryUrls(user);
    await submit(user);

    expect(await formError()).toHaveTextContent('Main image upload failed');
    expect(api.calls.filter((call) => call.url === '/categories')).toHaveLength(0);
    expect(screen.getByLabelText('Category Key')).toHaveValue('denim');
  });

  it("names the gallery file whose upload failed: 'Gallery image upload failed for {file}'", async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderAddForm({
      'POST /images': (call) =>
        uploadedName(call) === 'b.png'
          ? { status: 201, data: { success: false } }
          : uploaded('http://api.test/images/ok'),
    });
    await fillTextFields(user);
    await typeMainImageUrl(user);
    await chooseGalleryImages(user, 'a.png', 'b.png');
    await submit(user);

    expect(await formError()).toHaveTextContent('Gallery image upload failed for b.png');
    expect(api.calls.filter((call) => call.url === '/categories')).toHaveLength(0);
  });

  it.each([
    [
      "the server's message",
      {
        status: 409,
        data: {
          statusCode: 409,
          message: 'A category with this key already exists',
          error: 'Conflict',
        },
      },
      'A category with this key already exists',
    ],
    ["'Failed to add category' without one", { status: 500 }, 'Failed to add category'],
  ])('reports %s when the create fails, keeping the form', async (_case, answer, text) => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAddForm({ 'POST /categories': answer });
    await fillTextFields(user);
    await typeMainImageUrl(user);
    await typeGalleryUrls(user);
    await submit(user);

    expect(await formError()).toHaveTextContent(text);
    expect(screen.getByLabelText('Title')).toHaveValue('Denim');
    expect(screen.getByRole('button', { name: 'Add Category', hidden: true })).toBeEnabled();
  });
});

describe('All Categories table', () => {
  const renderCategories = (routes: Routes) =>
    renderAsAdmin('/dashboard/ShowCategoryFormData', { routes });
  /** The list holds Shirts, which opens for editing. */
  const editableShirts = {
    'GET /categories': { data: [summary(shirts)] },
    'GET /categories/shirts': { data: shirts },
  };
  const editDialog = () => screen.findByRole('dialog', { name: 'Edit Category' });
  const openEditor = async (user: UserEvent) => {
    await user.click(await screen.findByRole('button', { name: 'Edit Shirts' }));
    return editDialog();
  };
  const waitForEditorToClose = () =>
    waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument(),
    );
  const askToDeleteShirts = async (user: UserEvent) => {
    await user.click(await screen.findByRole('button', { name: 'Delete Shirts' }));
    return screen.findByRole('dialog', { name: 'Delete Category?' });
  };

  it('shows a loader while the categories load', () => {
    renderCategories({ 'GET /categories': { pending: true } });
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
  });

  it('says so when there are no categories', async () => {
    renderCategories({ 'GET /categories': { data: [] } });
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("reports 'Failed to load categories' and tries again", async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCategories({
      'GET /categories': (_call, nth) =>
        nth === 1 ? { status: 500 } : { data: [summary(shirts)] },
    });
    await user.click(await dialogButton('Failed to load categories', 'OK'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load categories');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('rowheader', { name: 'Shirts' })).toBeInTheDocument();
  });

  it('lists the categories with image, key, icon, Edit and Delete', async () => {
    renderCategories({ 'GET /categories': { data: [summary(shirts), summary(denim)] } });
    const row = (await screen.findByRole('rowheader', { name: 'Shirts' })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getByText('2 categories on the public site.')).toBeInTheDocument();
    expect(within(row).getByText('shirts')).toBeInTheDocument();
    expect(within(row).getByText('Shirt')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Shirts' })).toHaveAttribute('src', shirts.image);
    expect(within(row).getByRole('button', { name: 'Edit Shirts' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Shirts' })).toBeInTheDocument();
    // An image the API stores as a path is loaded from the API.
    expect(screen.getByRole('img', { name: 'Denim' })).toHaveAttribute(
      'src',
      'http://api.test/images/denim',
    );
  });

  it('edits a category in a dialog with the key read-only, then closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCategories({
      ...editableShirts,
      'PUT /categories/shirts': { data: { message: 'Category updated successfully' } },
    });
    const modal = await openEditor(user);
    const key = await within(modal).findByLabelText('Category Key');
    expect(key).toHaveAttribute('readonly');
    expect(key).toHaveValue('shirts');
    expect(within(modal).getByLabelText('Title')).toHaveFocus();
    const gallery = within(modal).getByLabelText('Gallery Image URLs');
    expect(gallery).toHaveValue('https://img.example/s1.webp, https://img.example/s2.webp');

    const title = within(modal).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Dress Shirts');
    await user.selectOptions(within(modal).getByLabelText('Icon'), 'Palette');
    await user.clear(gallery);
    await user.type(gallery, ' https://img.example/n1.webp ,, https://img.example/n2.webp , ');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByRole('heading', { name: 'Category updated successfully' }),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/categories/shirts',
      body: {
        key: 'shirts',
        title: 'Dress Shirts',
        description: shirts.description,
        image: shirts.image,
        icon: 'Palette',
        galleryImages: ['https://img.example/n1.webp', 'https://img.example/n2.webp'],
      },
      params: undefined,
    });
    expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'Dress Shirts', hidden: true }).closest('tr');
    expect(row).toHaveTextContent('Palette');

    // Closing the success alert puts focus back on the row's Edit button.
    await user.click(await dialogButton('Category updated successfully', 'OK'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Dress Shirts' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the spec message when a required field is emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCategories(editableShirts);
    const modal = await openEditor(user);
    await user.clear(await within(modal).findByLabelText('Gallery Image URLs'));
    await user.type(within(modal).getByLabelText('Gallery Image URLs'), ' , ');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'All fields (key, title, description, image, icon, gallery images) are required',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    [
      "the server's message",
      {
        status: 400,
        data: { statusCode: 400, message: ['Image must be an http(s) URL'], error: 'Bad Request' },
      },
      'Image must be an http(s) URL',
    ],
    ["'Failed to update category' without one", { status: 500 }, 'Failed to update category'],
  ])('shows %s in the dialog when the save fails', async (_case, answer, text) => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCategories({ ...editableShirts, 'PUT /categories/shirts': answer });
    const modal = await openEditor(user);
    await user.click(await within(modal).findByRole('button', { name: 'Save Changes' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(text);
    expect(within(modal).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('closes the edit dialog on Cancel without saving', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCategories(editableShirts);
    const modal = await openEditor(user);
    await within(modal).findByLabelText('Title');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitForEditorToClose();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    // It opens again afterwards.
    expect(await within(await openEditor(user)).findByLabelText('Title')).toHaveValue('Shirts');
  });

  it('closes the edit dialog on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderCategories(editableShirts);
    await within(await openEditor(user)).findByLabelText('Title');
    await user.keyboard('{Escape}');
    await waitForEditorToClose();
  });

  it('keeps Tab inside the edit dialog and gives focus back to its Edit button on close', async () => {
    const user = userEvent.setup({ delay: null });
    renderCategories(editableShirts);
    const modal = await openEditor(user);
    expect(await within(modal).findByLabelText('Title')).toHaveFocus();
    const saveButton = within(modal).getByRole('button', { name: 'Save Changes' });
    saveButton.focus();
    await user.tab();
    expect(within(modal).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(saveButton).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitForEditorToClose();
    expect(screen.getByRole('button', { name: 'Edit Shirts' })).toHaveFocus();
  });

  it('shows why a category cannot be opened for editing', async () => {
    const user = userEvent.setup({ delay: null });
    renderCategories({
      'GET /categories': { data: [summary(shirts)] },
      'GET /categories/shirts': {
        status: 404,
        data: { statusCode: 404, message: 'Category not found', error: 'Not Found' },
      },
    });
    const modal = await openEditor(user);
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Category not found');
  });

  it('deletes a category after confirmation and removes its row', async () => {
    const user = userEvent.setup({ delay: null });
    renderCategories({
      'GET /categories': { data: [summary(shirts), summary(denim)] },
      'DELETE /categories/shirts': { data: { message: 'Category deleted successfully' } },
    });
    const confirm = await askToDeleteShirts(user);
    expect(confirm).toHaveTextContent('"Shirts" and its gallery will be removed from the site.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByRole('heading', { name: 'Category deleted successfully' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('rowheader', { name: 'Shirts', hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Denim', hidden: true })).toBeInTheDocument();
  });

  it('confirms a delete in a toast with Undo, which brings the category back', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCategories({
      'GET /categories': { data: [summary(shirts), summary(denim)] },
      'DELETE /categories/shirts': {
        data: { message: 'Category deleted successfully', trashId: 'trash-1' },
      },
      'POST /trash/trash-1/restore': { data: { id: 'trash-1', kind: 'category' } },
    });
    await user.click(
      within(await askToDeleteShirts(user)).getByRole('button', { name: 'Yes, delete' }),
    );
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Shirts', hidden: true })).toBeNull(),
    );

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByRole('rowheader', { name: 'Shirts', hidden: true }),
    ).toBeInTheDocument();
    expect(requestsMade(api)).toContain('POST /trash/trash-1/restore');
  });

  it('keeps the row when the delete is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCategories({ 'GET /categories': { data: [summary(shirts)] } });
    await user.click(within(await askToDeleteShirts(user)).getByRole('button', { name: 'Cancel' }));
    await waitForDialogsToClose();
    expect(screen.getByRole('rowheader', { name: 'Shirts' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("reports 'Failed to delete category' and keeps the row", async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCategories({
      'GET /categories': { data: [summary(shirts)] },
      'DELETE /categories/shirts': { status: 500 },
    });
    await user.click(
      within(await askToDeleteShirts(user)).getByRole('button', { name: 'Yes, delete' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Failed to delete category',
    );
    expect(screen.getByRole('rowheader', { name: 'Shirts', hidden: true })).toBeInTheDocument();
  });
});
