// Journey 2 of issue 24, against the running product: a team releases a canary of remote-public
// whose landing page throws on render. Browsers in the canary's cohort see the fallback and report
// it; browsers on the stable release report their mounts and never see the fallback. Within the
// watcher's window (the journeys' API judges every 2 s, from 3 mounts) the watcher ends the
// canary by itself, everyone is back on stable, and the admin's Releases page says why.
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import {
  BROKEN_BUILD,
  buildRemote,
  canaryOf,
  liveReleaseId,
  release,
  rollback,
} from '../support/releases';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// A real webpack build of the remote on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const LIVE_HEADING = 'Crafting Quality Garments with Precision';
const FALLBACK_HEADING = 'This section could not be loaded.';
const COHORT_KEY = 'threadline:cohort';

/** The shell's cohort bucket (0 to 99): FNV-1a of `<remote>:<id>` (as in release-canary.spec). */
function bucketOf(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${id}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

function cohortId(inCanary: boolean, start = 0): string {
  for (let n = start; ; n += 1) {
    const id = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
    if (bucketOf(id, 'remote-public') < 50 === inCanary) return id;
  }
}

async function browserWithCohort(browser: Browser, id: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [COHORT_KEY, id],
  );
  // Notes when the page has loaded the shell's telemetry sender (its own chunk). An observer of
  // the page's resource timings, not performance.getEntries(): the journeys' clock stands in for
  // window.performance (support/fixtures.ts).
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some((entry) => /\/telemetry\.[^/]*\.js$/.test(new URL(entry.name).pathname))
      )
        (window as unknown as { __telemetryLoaded: boolean }).__telemetryLoaded = true;
    }).observe({ type: 'resource', buffered: true });
  });
  return context.newPage();
}

/**
 * Leaves the page once the shell's telemetry sender (a chunk of its own, loaded after the mount)
 * has been loaded and so holds the mount's report: its beacon goes out on pagehide.
 */
async function leave(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __telemetryLoaded?: boolean }).__telemetryLoaded === true,
      ),
    )
    .toBe(true);
  await page.goto('about:blank');
}

/** One visit to the landing page, then leaving it. */
async function visit(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  await expect(
    page
      .getByRole('heading', { level: 1, name: LIVE_HEADING })
      .or(page.getByRole('heading', { name: FALLBACK_HEADING })),
  ).toBeVisible({ timeout: 30_000 });
  await leave(page);
}

test('2. a canary that throws on render is ended by the watcher; stable browsers never see the fallback; the Releases page says why', async ({
  browser,
  page,
}) => {
  const stable = liveReleaseId('remote-public');
  const build = await buildRemote('remote-public', BROKEN_BUILD);
  const started = await release('remote-public', ['--from', build, '--canary', '50']);
  expect(started.code, started.output).toBe(0);
  const canary = canaryOf('remote-public');
  expect(canary).toMatchObject({ percent: 50 });
  const canaryId = canary!.id;

  try {
    const inCanary = await browserWithCohort(browser, cohortId(true));
    const onStable = await browserWithCohort(browser, cohortId(false));
    const stableFallbacks: string[] = [];

    // The canary's cohort sees the fallback in place of the page (the error boundary caught it).
    await inCanary.goto('/');
    await waitForApp(inCanary);
    await expect(inCanary.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await leave(inCanary);

    // A few more visits on each side, until the watcher has judged.
    const deadline = Date.now() + 120_000;
    for (let round = 0; canaryOf('remote-public') && Date.now() < deadline; round += 1) {
      if (round < 6) await visit(inCanary);
      await onStable.goto('/');
      await waitForApp(onStable);
      await expect(onStable.getByRole('heading', { level: 1, name: LIVE_HEADING })).toBeVisible();
      if (await onStable.getByRole('heading', { name: FALLBACK_HEADING }).count())
        stableFallbacks.push(`round ${round}`);
      await leave(onStable);
    }

    expect(canaryOf('remote-public'), 'the watcher ended the canary').toBeUndefined();
    expect(liveReleaseId('remote-public')).toBe(stable);
    expect(stableFallbacks).toEqual([]);

    // Everyone is back on stable: the canary's browser sees the live page again.
    await inCanary.goto('/');
    await waitForApp(inCanary);
    await expect(inCanary.getByRole('heading', { level: 1, name: LIVE_HEADING })).toBeVisible();
    await expect(inCanary.getByRole('heading', { name: FALLBACK_HEADING })).toHaveCount(0);

    // The Releases page shows the rollback and its reason.
    await watchCaptchaDrawing(page);
    await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await page.goto('/dashboard/releases');
    await waitForApp(page);
    const figures = page.getByRole('table', { name: 'Releases of remote-public' });
    const row = figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: canaryId }) });
    await expect(row).toContainText('Trial ended: rolled back by the watcher: error rate 100.0%');
    await expect(row).toContainText('points above, the budget is 2');
    await expect(page.getByRole('row', { name: /remote-public/ }).first()).toContainText(
      `${canaryId} ended: rolled back by the watcher`,
    );
  } finally {
    // Never leave a canary behind for the next journeys.
    if (canaryOf('remote-public')) expect((await rollback('remote-public')).code).toBe(0);
  }
});
