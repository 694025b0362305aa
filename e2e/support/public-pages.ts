// What a visitor's browser reports while the public pages render, and how a visitor scrolls.
import { expect, type Page } from '@playwright/test';

/** The public site's routes; `/products/:key` is filled in with a seeded category. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/portfolio',
  '/production',
  '/products',
  '/products/:key',
  '/services',
  '/video',
  '/why-choose-us',
] as const;

/**
 * Collects console errors (a failed load of any file, ours or anyone's, is one) and uncaught
 * exceptions, with where they came from.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`${message.text()} (${message.location().url || 'no location'})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
  return problems;
}

/** Scrolls to the bottom the way a reader does, so lazy pictures load and sections reveal. */
export async function scrollThroughPage(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(80);
    if (atBottom) break;
  }
}

/** Every picture in the page's main content has loaded (none broken, none still pending). */
export async function expectPicturesLoaded(page: Page): Promise<void> {
  const pictures = page.locator('main img');
  const count = await pictures.count();
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        {
          message: `picture ${await picture.getAttribute('alt')} loads`,
        },
      )
      .toBe(true);
  }
}
