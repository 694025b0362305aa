import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import {
  adminApiToken,
  contactMessages,
  publicCategories,
  publicCategory,
} from '../support/public-api';
import {
  expectPicturesLoaded,
  PUBLIC_ROUTES,
  scrollThroughPage,
  watchConsole,
} from '../support/public-pages';
import { waitForApp } from '../support/ui';

test('a visitor goes from the home page through a category card to its gallery', async ({
  page,
}) => {
  const [first] = await publicCategories();
  const category = await publicCategory(first.key);
  expect(category.galleryImages.length).toBeGreaterThanOrEqual(2);

  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Explore Our Work' }).click();
  const products = page.locator('#products');
  await expect(
    products.getByRole('heading', { level: 2, name: 'Our Product Categories' }),
  ).toBeInViewport();
  await products.getByRole('link', { name: category.title, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${category.key}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${category.title} Collection` }),
  ).toBeVisible();
  await expect(page.getByText(category.description)).toBeVisible();
  const gallery = page.getByRole('list', { name: `${category.title} gallery` });
  await expect(gallery.getByRole('img')).toHaveCount(category.galleryImages.length);
  await expectPicturesLoaded(page);

  const firstPicture = gallery.getByRole('button', { name: `${category.title} sample 1` });
  await firstPicture.click();
  const lightbox = page.getByRole('dialog', { name: `${category.title} gallery` });
  await expect(lightbox.getByRole('img', { name: `${category.title} sample 1` })).toBeVisible();
  await expect(lightbox.getByText(`Image 1 of ${category.galleryImages.length}`)).toBeVisible();
  const largeWidth = await lightbox
    .getByRole('img')
    .evaluate((img) => img.getBoundingClientRect().width);
  const thumbnailWidth = await firstPicture.evaluate(
    (button) => button.getBoundingClientRect().width,
  );
  expect(largeWidth).toBeGreaterThan(thumbnailWidth);

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: `${category.title} sample 2` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(gallery.getByRole('button', { name: `${category.title} sample 2` })).toBeFocused();
});

test('the contact form explains what to fix, sends the message, and the admin can read it', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toBeFocused();

  const id = randomUUID().slice(0, 8);
  const visitor = { name: `Buyer ${id}`, email: `buyer-${id}@brand.example` };
  await form.getByLabel('Your Name').fill(visitor.name);
  await form.getByLabel('Email Address').fill('buyer@');
  await form.getByLabel('Message').fill('Too short');
  await send.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters long')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeHidden();

  const message = `We would like 600 linen shirts in two colours (${id}).`;
  await form.getByLabel('Email Address').fill(visitor.email);
  await form.getByLabel('Message').fill(message);
  await send.click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  await expect(form.getByLabel('Email Address')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  const token = await adminApiToken();
  await expect
    .poll(async () => (await contactMessages(token)).find((stored) => stored.message === message))
    .toMatchObject({ name: visitor.name, email: visitor.email, message });
});

test('the video modal opens, plays and closes from the keyboard', async ({ page }) => {
  await page.goto('/video');
  await waitForApp(page);
  const card = page.getByRole('button', { name: 'Play Quality Control Standards 3:20' });
  await card.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Quality Control Standards' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const video = dialog.locator('video');
  // It autoplays, muted, from this project's own server.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.currentTime > 0.2),
    )
    .toBe(true);
  expect(new URL(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).hostname).toBe(
    '127.0.0.1',
  );

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeFocused();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Mute' })).toBeFocused();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // Tab wraps around inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Mute' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Play Fabric Selection Process 2:15' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Fabric Selection Process' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the portfolio filter shows one sector at a time', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForApp(page);
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects.getByRole('listitem')).toHaveCount(6);

  await page.getByRole('button', { name: 'Eco-Friendly' }).click();
  await expect(projects.getByRole('listitem')).toHaveCount(1);
  await expect(projects.getByRole('heading', { name: 'Organic Cotton Basics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eco-Friendly' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Uniforms' }).focus();
  await page.keyboard.press('Enter');
  await expect(projects.getByRole('listitem')).toHaveCount(1);
  await expect(projects.getByRole('heading', { name: 'Hotel Staff Uniforms' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Uniforms: showing 1 project');

  await page.getByRole('button', { name: 'All' }).click();
  await expect(projects.getByRole('listitem')).toHaveCount(6);
});

test('the Criteria & Specifications block opens to all ten groups and closes again', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const block = page.getByRole('region', { name: 'Criteria & Specifications' });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('heading', { level: 4 })).toHaveCount(3);

  await block.getByRole('button', { name: 'View All Criteria' }).click();
  await expect(block.getByRole('heading', { level: 4 })).toHaveCount(10);
  await expect(block).toContainText('Bulk production 45–75 days after pre-production approval');
  await expect(block).toContainText('FOB, CIF or DDP');

  await block.getByRole('button', { name: 'Show Less' }).click();
  await expect(block.getByRole('heading', { level: 4 })).toHaveCount(3);
  await expect(block.getByRole('button', { name: 'View All Criteria' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('with reduced motion the counters, the typing and the testimonial rows stand still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForApp(page);
  const stats = page.locator('#home dl');
  // The final figures at once, not a count from zero.
  await expect(stats.locator('dd').first()).toHaveText(/^15\+/);
  await expect(stats.locator('dd').last()).toHaveText(/^24\/7/);
  const typed = page
    .locator('#home p', { hasText: 'From custom tailoring' })
    .locator('[aria-hidden="true"] > span')
    .last();
  await expect(typed).toHaveText(/scale your brand needs\.$/);

  const testimonials = page.getByRole('heading', { name: 'What our clients say' });
  await testimonials.scrollIntoViewIfNeeded();
  const tracks = page.locator('#why-choose-us ul:has(blockquote)');
  for (const track of await tracks.all()) {
    if (!(await track.isVisible())) continue;
    const before = await track.boundingBox();
    await page.waitForTimeout(500);
    expect(await track.boundingBox()).toEqual(before);
  }
  await expect(page.getByRole('button', { name: 'Pause scrolling' })).toBeHidden();
});

test('keyboard focus is always visible', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('main').focus();
  let checked = 0;
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !element.closest('main')) return null;
      const style = getComputedStyle(element);
      return {
        name: element.textContent?.trim().slice(0, 40),
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    if (!focused) continue;
    expect(focused.outline, `focus ring on "${focused.name}"`).not.toBe('none');
    expect(focused.width, `focus ring on "${focused.name}"`).toBeGreaterThanOrEqual(2);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(15);
});

for (const width of [375, 768, 1280]) {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} renders at ${width} px with every picture and no console errors`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      const path =
        route === '/products/:key' ? `/products/${(await publicCategories())[0].key}` : route;

      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThroughPage(page);
      await expectPicturesLoaded(page);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(problems).toEqual([]);
    });
  }
}
