import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Locator } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

const fixture = (name: string) => path.join(__dirname, '../fixtures', name);

/** Every image matched has loaded with real pixels (not a broken image). */
async function expectImagesLoaded(images: Locator) {
  // Grid images load lazily: bring them into view as a person scrolling would.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        elements.map(
          (element) =>
            (element as HTMLImageElement).complete &&
            (element as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .not.toContain(false);
}

test('the admin adds a category with uploaded images, it goes public, is edited, then deleted and gone', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const key = `e2e-knitwear-${id}`;
  const title = `Knitwear ${id}`;

  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/AddCategoryForm');
  await waitForApp(admin);

  await admin.getByLabel('Category Key').fill(key);
  await admin.getByLabel('Title').fill(title);
  await admin
    .getByLabel('Description')
    .fill('Fine-gauge sweaters and cardigans, knitted to order.');
  await admin.getByLabel('Main Image URL').fill('https://example.com/replaced-by-the-file.webp');
  await admin.getByLabel('Upload Main Image').setInputFiles(fixture('dashboard-main.png'));
  // Choosing a file clears the URL field and disables it.
  await expect(admin.getByLabel('Main Image URL')).toHaveValue('');
  await expect(admin.getByLabel('Main Image URL')).toBeDisabled();
  await admin.getByLabel('Icon').selectOption('Palette');
  await admin
    .getByLabel('Upload Gallery Images')
    .setInputFiles([fixture('dashboard-gallery-1.png'), fixture('dashboard-gallery-2.png')]);
  await expect(admin.getByLabel('Gallery Image URLs')).toBeDisabled();

  const uploads: string[] = [];
  admin.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/images')
      uploads.push(String(response.status()));
  });
  await admin.getByRole('button', { name: 'Add Category' }).click();
  await expect(admin.getByRole('dialog', { name: 'Category added successfully' })).toBeVisible({
    timeout: 30_000,
  });
  expect(uploads).toEqual(['201', '201', '201']);
  await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByLabel('Category Key')).toHaveValue('');
  await expect(admin.getByLabel('Main Image URL')).toBeEnabled();

  // Public: the home page's grid and the category's gallery page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await waitForApp(visitor);
  const card = visitor.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expectImagesLoaded(card.locator('img'));
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/products/${key}$`));
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${title} Collection` }),
  ).toBeVisible();
  await expect(
    visitor.getByText('Fine-gauge sweaters and cardigans, knitted to order.'),
  ).toBeVisible();
  const gallery = visitor.getByRole('list', { name: `${title} gallery` }).getByRole('img');
  await expect(gallery).toHaveCount(2);
  await expectImagesLoaded(gallery);

  // The admin edits it: the key is read-only, the gallery is a comma-separated list.
  await admin.goto('/dashboard/ShowCategoryFormData');
  await waitForApp(admin);
  const editButton = admin.getByRole('button', { name: `Edit ${title}` });
  const editor = admin.getByRole('dialog', { name: 'Edit Category' });
  // Escape closes the dialog and gives focus back to the button that opened it.
  await editButton.click();
  await expect(editor.getByLabel('Title')).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(editButton).toBeFocused();
  await editButton.click();
  await expect(editor.getByLabel('Category Key')).toHaveValue(key);
  await expect(editor.getByLabel('Category Key')).toHaveAttribute('readonly', '');
  const galleryField = editor.getByLabel('Gallery Image URLs');
  const [first, second] = (await galleryField.inputValue()).split(', ');
  expect(second).toBeTruthy();
  await editor.getByLabel('Title').fill(`${title} Studio`);
  // Only the first picture stays; spaces and empty items are dropped.
  await galleryField.fill(` ${first} , ,`);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByRole('dialog', { name: 'Category updated successfully' })).toBeVisible();
  await expect(editor).toHaveCount(0);
  await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByRole('rowheader', { name: `${title} Studio` })).toBeVisible();

  await visitor.reload();
  await waitForApp(visitor);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${title} Studio Collection` }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: `${title} Studio gallery` }).getByRole('img'),
  ).toHaveCount(1);

  // Cancel closes the editor without saving.
  await admin.getByRole('button', { name: `Edit ${title} Studio` }).click();
  await editor.getByLabel('Title').fill('Not saved');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  await expect(admin.getByRole('rowheader', { name: `${title} Studio` })).toBeVisible();

  await admin.getByRole('button', { name: `Delete ${title} Studio` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete Category?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  // The delete confirms in a toast that offers Undo for a while, then goes by itself.
  await expect(
    admin.getByRole('alert').filter({ hasText: 'Category deleted successfully' }),
  ).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: `${title} Studio` })).toHaveCount(0);

  // Gone from the public pages.
  await visitor.reload();
  await waitForApp(visitor);
  await expect(visitor.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await visitor.goto('/');
  await waitForApp(visitor);
  const seeded = (await (await fetch(`${e2eEnv.apiUrl}/categories`)).json()) as { title: string }[];
  await expect(visitor.getByRole('link', { name: seeded[0].title })).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});
