import { expect, test } from '../support/fixtures';
import { waitForApp } from '../support/ui';

// Issue 27's small items, as a visitor sees them.

test('an inner page runs straight into the footer, with no empty band between', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForApp(page);
  // Once the page's content is in, measured in one go: the page must not grow between the two.
  await expect(page.getByRole('heading', { name: 'Quality Control' })).toBeVisible();
  const main = await page.getByRole('main').elementHandle();
  const footer = await page.getByRole('contentinfo').elementHandle();
  const band = await page.evaluate(
    ([mainElement, footerElement]) =>
      footerElement!.getBoundingClientRect().top - mainElement!.getBoundingClientRect().bottom,
    [main, footer] as const,
  );
  expect(band).toBeLessThanOrEqual(1);
});

test('the About story sits beside its picture on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForApp(page);
  const story = page.getByRole('region', { name: 'Our Story' });
  const picture = story.getByRole('img', { name: /Our workshop/ });
  await picture.scrollIntoViewIfNeeded();
  const text = await story.getByText(/Threadline started in 2009/).boundingBox();
  const image = await picture.boundingBox();
  expect(image!.x).toBeGreaterThan(text!.x + text!.width);
});

test('the footer’s credit line starts inside the page when motion is reduced', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await waitForApp(page);
  const credit = page.getByRole('contentinfo').getByText('Website designed and built by').first();
  await credit.scrollIntoViewIfNeeded();
  const box = await credit.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('the sign-in page’s links are in the brand’s colours, not the browser’s default blue', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForApp(page);
  for (const name of ['Sign up', 'Lost password?', /Terms/]) {
    const color = await page
      .getByRole('main')
      .getByRole('link', { name })
      .first()
      .evaluate((link) => getComputedStyle(link).color);
    // Neither the browser's link blue nor its visited purple.
    expect(['rgb(0, 0, 238)', 'rgb(85, 26, 139)']).not.toContain(color);
  }
});
