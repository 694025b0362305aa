import { expect, test } from '../support/fixtures';
import { createVerifiedAccount } from '../support/auth-emulator';
import { newVisitor } from '../support/people';
import { logIn, mainNavigation, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Issue 27: every page offers a way to the quote form, and the pages no bar item reaches are
// linked where a visitor looks for them.

test('the header offers Request a Quote beside Sign Up, on a wide screen and in the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForApp(page);
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await nav.getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL(/\/request-quote$/);
  await expect(page.getByRole('heading', { name: 'Request a Quote', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL(/\/request-quote$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('at tablet widths the header keeps Request a Quote inside the screen, signed out and in', async ({
  page,
}) => {
  const fitsTheScreen = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const quote = mainNavigation(page).getByRole('link', { name: 'Request a Quote' });
    await expect(quote).toBeVisible();
    const box = await quote.boundingBox();
    expect(box!.x + box!.width, `the quote button's right edge at ${width} px`).toBeLessThanOrEqual(
      width,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  };
  await watchCaptchaDrawing(page);
  await page.goto('/about');
  await waitForApp(page);
  for (const width of [768, 900, 1023]) await fitsTheScreen(width);

  const member = newVisitor('tablet');
  await createVerifiedAccount(member);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const width of [768, 1023]) await fitsTheScreen(width);
  await mainNavigation(page).getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL(/\/request-quote$/);
});

test('the footer leads to the services and portfolio pages', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  const explore = page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' });
  await explore.getByRole('link', { name: 'Our Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Explore' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('the home page’s closing Get a Quote and the products page lead to the quote form', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Get a Quote' }).click();
  await expect(page).toHaveURL(/\/request-quote$/);

  await page.goto('/products');
  await waitForApp(page);
  await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL(/\/request-quote$/);
  await expect(page.getByLabel('Product category')).toBeVisible();
});
