import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { callApi } from '../support/dashboard-accounts';
import { e2eEnv } from '../support/env';
import { adminApiToken, publicCategory } from '../support/public-api';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

test('the admin deletes a category, presses Undo in the toast, and it is back on the public page', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 6);
  const key = `e2e-undo-${id}`;
  const title = `Linen ${id}`;
  const seeded = await publicCategory(
    (await (await fetch(`${e2eEnv.apiUrl}/categories`)).json())[0].key,
  );
  const created = await callApi('POST', '/categories', await adminApiToken(), {
    key,
    title,
    description: 'Washed linen shirts and dresses.',
    image: seeded.image,
    icon: 'Shirt',
    galleryImages: seeded.galleryImages.slice(0, 1),
  });
  expect(created.status).toBe(201);

  const admin = await (await browser.newContext()).newPage();
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/ShowCategoryFormData');
  await waitForApp(admin);
  await admin.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete Category?' });
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  const toast = admin.getByRole('alert').filter({ hasText: 'Category deleted successfully' });
  await expect(toast).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: title })).toHaveCount(0);

  // Meanwhile the public catalogue has lost it (checked by its API: the toast lasts 10 s).
  expect((await fetch(`${e2eEnv.apiUrl}/categories/${key}`)).status).toBe(404);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(admin.getByRole('rowheader', { name: title })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/products/${key}`);
  await waitForApp(visitor);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${title} Collection` }),
  ).toBeVisible();
  await visitor.goto('/');
  await waitForApp(visitor);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
});
