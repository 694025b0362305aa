// What every visitor sees first: the logo splash, the route-change splash and the custom cursor.
import { expect, test, type Page } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { mainNavigation, waitForApp } from '../support/ui';

// These journeys time the splashes and the cursor themselves: the browser keeps its own clock.
test.use({ startUpSplash: 'real' });

interface StartUpRecord {
  splashSeenAt?: number;
  mainShownAt?: number;
  splashTexts: string[];
  messages: string[];
  routeSplashes: Array<{ text: string; shownAt: number; hiddenAt?: number }>;
}

/** Records, in the page, when the splash and the main content appear and what the splashes say. */
async function recordStartUp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: StartUpRecord = { splashTexts: [], messages: [], routeSplashes: [] };
    (window as unknown as { __startUp: StartUpRecord }).__startUp = record;
    let routeSplash: Element | null = null;
    new MutationObserver(() => {
      const now = performance.now();
      const splash = document.querySelector('.tl-splash');
      if (splash) {
        record.splashSeenAt ??= now;
        record.splashTexts.push(splash.textContent ?? '');
        const message = splash.querySelector('[role="status"]')?.textContent ?? '';
        if (message && record.messages.at(-1) !== message) record.messages.push(message);
      }
      // The app may sit in the DOM, hidden, behind the splash: "shown" means visible.
      if (record.mainShownAt === undefined && document.querySelector('main')?.checkVisibility())
        record.mainShownAt = now;
      const current = document.querySelector('.tl-route-splash');
      if (current && current !== routeSplash)
        record.routeSplashes.push({ text: current.textContent ?? '', shownAt: now });
      if (!current && routeSplash) record.routeSplashes.at(-1)!.hiddenAt = now;
      routeSplash = current;
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

const startUpRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __startUp: StartUpRecord }).__startUp);

test("the app appears only after the 3-second logo splash, with the public remote fetched during it and nothing of the dashboard's for a visitor", async ({
  page,
}) => {
  await recordStartUp(page);
  await page.goto('/about');
  await expect(page.getByRole('img', { name: 'Threadline Garments' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });

  const record = await startUpRecord(page);
  // Measured from the start of the navigation, in the page's own clock.
  expect(record.mainShownAt).toBeGreaterThanOrEqual(3000);
  expect(record.splashSeenAt).toBeLessThan(record.mainShownAt!);
  // Only the logo shows: neither the counter nor the messages are drawn.
  expect(
    record.splashTexts.every(
      (text) =>
        !/\d/.test(
          text.replace(
            /Initializing\.\.\.|Loading assets\.\.\.|Preparing interface\.\.\.|Almost ready\.\.\.|Welcome!/g,
            '',
          ),
        ),
    ),
  ).toBe(true);
  await expect(page.locator('.tl-splash')).toHaveCount(0);
  // The messages change every 800 ms while the splash shows.
  expect(record.messages.slice(0, 4)).toEqual([
    'Initializing...',
    'Loading assets...',
    'Preparing interface...',
    'Almost ready...',
  ]);

  // A signed-out visitor's splash fetches the public remote only: nothing of the dashboard.
  const fetchedDuringSplash = await page.evaluate(
    ({ origins, until }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < until && /\.js($|\?)/.test(entry.name))
        .map((entry) => origins.find((origin) => entry.name.startsWith(origin)))
        .filter(Boolean),
    { origins: [e2eEnv.publicUrl, e2eEnv.dashboardUrl], until: record.mainShownAt! },
  );
  expect(new Set(fetchedDuringSplash)).toEqual(new Set([e2eEnv.publicUrl]));
});

test('a change of page shows the route splash with the brand, a spinner, a progress bar and the tagline, then the page', async ({
  page,
}) => {
  await recordStartUp(page);
  await page.goto('/about');
  await waitForApp(page);

  await mainNavigation(page).getByRole('link', { name: 'CONTACT' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect
    .poll(
      async () =>
        (await startUpRecord(page)).routeSplashes.filter((splash) => splash.hiddenAt !== undefined)
          .length,
    )
    .toBe(1);

  const [splash] = (await startUpRecord(page)).routeSplashes;
  expect(splash.text).toContain('Threadline Garments');
  expect(splash.text).toContain('Crafting quality garments since 2009');
  await expect(page.locator('.tl-route-splash')).toHaveCount(0);
});

test.describe('the custom cursor', () => {
  const ringPosition = (page: Page) =>
    page.locator('.tl-cursor-ring').evaluate((ring) => {
      const { m41, m42 } = new DOMMatrix(getComputedStyle(ring).transform);
      return [Math.round(m41), Math.round(m42)];
    });

  test('a ring trails the pointer and an arrow sits on it, with the native cursor hidden', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    expect(await page.getByRole('main').evaluate((main) => getComputedStyle(main).cursor)).toBe(
      'none',
    );

    await page.mouse.move(10, 10);
    await page.mouse.move(400, 300);
    await expect(page.locator('.tl-cursor-arrow')).toHaveCSS(
      'transform',
      'matrix(1, 0, 0, 1, 400, 300)',
    );
    // The ring closes 15 % of the gap each frame, so it catches up over a few frames.
    await expect.poll(() => ringPosition(page)).toEqual([400, 300]);
  });

  test('with reduced motion the ring stays on the pointer without trailing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await waitForApp(page);
    await page.mouse.move(10, 10);
    await page.mouse.move(250, 180);
    expect(await ringPosition(page)).toEqual([250, 180]);
  });
});
