// The gate in front of both sign-in forms: the canvas captcha and the terms checkbox.
import { expect, test, type Page } from '../support/fixtures';
import { acceptTerms, readCaptcha, solveCaptcha, watchCaptchaDrawing } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

const buttonsOf = (page: Page, form: 'login' | 'signup') =>
  form === 'login'
    ? [
        page.getByRole('button', { name: 'Sign in', exact: true }),
        page.getByRole('button', { name: 'Sign in with Google' }),
      ]
    : [
        page.getByRole('button', { name: 'Sign up', exact: true }),
        page.getByRole('button', { name: 'Sign up with Google' }),
      ];

test('a wrong captcha says Invalid Captcha, draws a new code and keeps the buttons disabled', async ({
  page,
}) => {
  await page.goto('/login');
  await acceptTerms(page);
  const first = await readCaptcha(page);

  await page.getByLabel('Enter captcha').fill(`${first}x`);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Invalid Captcha')).toBeVisible();
  await expect(page.getByText('Please try again')).toBeVisible();
  await expect(page.getByLabel('Enter captcha')).toHaveValue('');
  await expect.poll(() => readCaptcha(page)).not.toBe(first);
  await expect(page.getByRole('img', { name: 'Captcha code' })).toHaveJSProperty(
    'width',
    25 * first.length,
  );
  for (const button of buttonsOf(page, 'login')) await expect(button).toBeDisabled();

  // The new code is the one that counts.
  await solveCaptcha(page);
  for (const button of buttonsOf(page, 'login')) await expect(button).toBeEnabled();
});

for (const form of ['login', 'signup'] as const) {
  test(`on /${form}, the buttons stay disabled while the terms are unticked, even with the captcha verified`, async ({
    page,
  }) => {
    await page.goto(`/${form}`);
    for (const button of buttonsOf(page, form)) await expect(button).toBeDisabled();

    await solveCaptcha(page);
    for (const button of buttonsOf(page, form)) await expect(button).toBeDisabled();

    await acceptTerms(page);
    for (const button of buttonsOf(page, form)) await expect(button).toBeEnabled();

    await page.getByLabel(/I accept the Terms/).uncheck();
    for (const button of buttonsOf(page, form)) await expect(button).toBeDisabled();
  });
}

test('the terms link opens the terms in a new tab', async ({ page, context }) => {
  await page.goto('/signup');
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Terms & Conditions' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/signup$/);
});
