// The frame of the public pages: the navigation bar at three widths, and the footer.
import { expect, test } from '../support/fixtures';
import { mainNavigation, waitForApp } from '../support/ui';

const ITEMS = ['HOME', 'ABOUT', 'PRODUCTION', 'PRODUCTS', 'CONTACT'];

test('the navigation bar and footer are hidden on the home, login and sign-up pages', async ({
  page,
}) => {
  for (const route of ['/', '/login', '/signup']) {
    await page.goto(route);
    await waitForApp(page);
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every item shows, the current one is highlighted, and PRODUCTION goes to the home page section', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    const nav = mainNavigation(page);
    for (const name of ITEMS) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'PRODUCTION' }).click();
    await expect(page).toHaveURL(/\/#production$/);
    await expect(page.locator('#production')).toBeInViewport();
  });

  test("the footer's blocks are all there and its policy links lead to real pages", async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link'),
    ).toHaveCount(6);
    for (const service of [
      'Custom Tailoring',
      'Bulk Manufacturing',
      'Quality Control',
      'Fabric Sourcing',
      'Pattern Making',
      'Finishing Services',
    ]) {
      await expect(footer.getByText(service, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /^\+/ })).toHaveCount(2);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(1);
    await expect(footer.getByText(/© 2025/)).toBeVisible();

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click(),
    ]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("a remote's styles do not restyle the shell's navigation bar and footer", async ({
    page,
  }) => {
    const shellLooks = () =>
      page.evaluate(() => {
        const pick = (element: Element | null, properties: string[]) => {
          const style = element ? getComputedStyle(element) : null;
          return properties.map((property) => style?.getPropertyValue(property));
        };
        const nav = document.querySelector('nav[aria-label="Main"]');
        return {
          body: pick(document.body, ['font-family', 'color', 'background-color', 'line-height']),
          bar: pick(nav?.closest('header') ?? null, [
            'background-color',
            'position',
            'border-bottom-color',
          ]),
          item: pick(nav?.querySelector('a[href="/"]:not([aria-current])') ?? null, [
            'font-size',
            'font-weight',
            'letter-spacing',
            'color',
            'padding-left',
            'border-radius',
          ]),
          footer: pick(document.querySelector('footer'), [
            'background-color',
            'color',
            'padding-top',
          ]),
        };
      });

    // /privacy is the shell's own page: nothing of the public remote has run yet.
    await page.goto('/privacy');
    await waitForApp(page);
    const before = await shellLooks();

    await mainNavigation(page).getByRole('link', { name: 'ABOUT' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shellLooks()).toEqual(before);
  });
});

test.describe('on a mid-size screen', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('only the first three items show', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const nav = mainNavigation(page);
    for (const name of ITEMS.slice(0, 3))
      await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of ITEMS.slice(3)) await expect(nav.getByRole('link', { name })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});

test.describe('on a phone 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a Menu toggle lists every item plus Sign Up, and choosing one closes it', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    const nav = mainNavigation(page);
    for (const name of ITEMS) await expect(nav.getByRole('link', { name })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    for (const name of [...ITEMS, 'Sign Up'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'CONTACT' }).tap();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
    // Nothing sticks out sideways, and a touch screen keeps its own cursor (no custom one).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expect(page.locator('.tl-cursor-ring')).toHaveCount(0);
  });
});
