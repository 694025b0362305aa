// The journeys' `test`: Playwright's, plus one thing every journey shares. Every full page load
// shows the shell's 3000 ms start-up splash (SPEC §1); a journey that does not test the splash
// skips it on a Playwright clock instead of sitting through it, so the same steps run in less
// time. The product is not told: it runs its own timer, and the clock runs that timer out.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

/** The splash React draws (index.html's own copy has no progress): its timer is set with it. */
const SHELL_SPLASH = '.tl-splash[data-progress]';
const SPLASH_MS = 3000;

/** What one journey's full loads of the shell cost: the load-reporter sums them per file. */
export const SHELL_LOADS_ANNOTATION = 'shell-loads';
interface LoadStats {
  loads: number;
  /** From the document's DOMContentLoaded to the splash's end, summed over the loads. */
  splashMs: number;
}

const watchedContexts = new WeakSet<BrowserContext>();
const loadsOf = new WeakMap<Page, number>();

/**
 * After each full load of a shell page, waits for the splash to end, counting it in `stats`.
 * With `skip`, once React's splash is up (its timer set in the same pass) the page's clock jumps
 * the splash's 3000 ms and the app shows; time otherwise flows as usual, so toasts, the cursor
 * and every other timer run at their real pace. A load that is not the shell's (a PDF, Mailpit)
 * never shows the splash and is left alone.
 */
async function throughSplash(page: Page, skip: boolean, stats: LoadStats): Promise<void> {
  const started = Date.now();
  const load = (loadsOf.get(page) ?? 0) + 1;
  loadsOf.set(page, load);
  const current = () => loadsOf.get(page) === load && !page.isClosed();
  const splashGone = (timeout: number) =>
    page
      .locator('.tl-splash')
      .waitFor({ state: 'detached', timeout })
      .then(() => true)
      .catch(() => false);
  try {
    await page.locator(SHELL_SPLASH).waitFor({ state: 'attached', timeout: 30_000 });
    stats.loads += 1;
    let gone = false;
    if (skip) {
      // React sets the timer in an effect just after drawing the splash; should the jump come
      // before it, the splash is still there a moment later and one more jump ends it.
      for (let attempt = 0; attempt < 3 && !gone && current(); attempt += 1) {
        await page.clock.fastForward(SPLASH_MS);
        gone = await splashGone(1000);
      }
    } else {
      gone = await splashGone(30_000);
    }
    if (gone) stats.splashMs += Date.now() - started;
  } catch {
    // The page moved on, closed, or never showed the shell's splash: nothing to skip.
  }
}

async function watchLoads(context: BrowserContext, skip: boolean, stats: LoadStats) {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  if (skip) await context.clock.install();
  const watch = (page: Page) =>
    page.on('domcontentloaded', () => void throughSplash(page, skip, stats));
  context.pages().forEach(watch);
  context.on('page', watch);
}

export interface JourneyOptions {
  /**
   * 'skip' (the default) runs the start-up splash out on a Playwright clock; 'real' keeps the
   * browser's own clock, for the journeys that test the splash and other timings themselves.
   */
  startUpSplash: 'skip' | 'real';
}

export const test = base.extend<JourneyOptions & { shellLoads: LoadStats }>({
  // E2E_START_UP_SPLASH=real runs every journey through the splash, as before the skip (to
  // compare times, or to rule the clock out when a journey fails).
  startUpSplash: [process.env.E2E_START_UP_SPLASH === 'real' ? 'real' : 'skip', { option: true }],
  // Every context of the journey, the default one and those it opens itself (a second person, a
  // phone), for the test's duration. Those it opened itself are closed after it, as Playwright
  // closes its own: left open, each kept a renderer busy with the page's animations and timers
  // for the rest of the run (36 of them, 7 GB, half-way through a run).
  shellLoads: [
    async ({ browser, startUpSplash }, use, testInfo) => {
      const stats: LoadStats = { loads: 0, splashMs: 0 };
      const skip = startUpSplash === 'skip';
      const opened: BrowserContext[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        opened.push(context);
        await watchLoads(context, skip, stats);
        return context;
      };
      try {
        await use(stats);
      } finally {
        browser.newContext = newContext;
        await Promise.all(opened.map((context) => context.close().catch(() => {})));
        testInfo.annotations.push({
          type: SHELL_LOADS_ANNOTATION,
          description: JSON.stringify(stats),
        });
      }
    },
    { auto: true },
  ],
  context: async ({ context, startUpSplash, shellLoads }, use) => {
    await watchLoads(context, startUpSplash === 'skip', shellLoads);
    await use(context);
  },
});
