// A canary against the running product: a team releases a remote with a changed heading to half
// of the visitors with the real command; browsers on either side of the line see different
// headings, each the same on every load; ending the canary brings everyone back.
import { expect, test, type Browser } from '../support/fixtures';
import {
  buildRemote,
  canaryOf,
  CHANGED_HEADING,
  liveReleaseId,
  release,
  rollback,
} from '../support/releases';
import { waitForApp } from '../support/ui';

// A real webpack build of the remote on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const LIVE_HEADING = 'Crafting Quality Garments with Precision';
// The changed build the other release journeys ship too.
const CANARY_HEADING = CHANGED_HEADING['remote-public'];
const COHORT_KEY = 'threadline:cohort';

/**
 * The shell's cohort bucket (0 to 99) of a browser's random id for a remote, restated here as the
 * journey's oracle: FNV-1a of `<remote>:<id>`.
 */
function bucketOf(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${id}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** A cohort id on the chosen side of a 50% canary of remote-public. */
function cohortId(inCanary: boolean): string {
  for (let n = 0; ; n += 1) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    if (bucketOf(id, 'remote-public') < 50 === inCanary) return id;
  }
}

/** A browser of its own, keeping `id` as its cohort id, as the shell would have. */
async function browserWithCohort(browser: Browser, id: string) {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [COHORT_KEY, id],
  );
  return context.newPage();
}

test('a canary at 50%: browsers in different cohorts see different headings, each the same on reload, until it ends', async ({
  browser,
}) => {
  const stable = liveReleaseId('remote-public');
  const build = await buildRemote('remote-public', { withHeading: CANARY_HEADING });
  const started = await release('remote-public', ['--from', build, '--canary', '50']);
  expect(started.code, started.output).toBe(0);
  expect(started.output).toContain('is the canary for 50% of visitors');
  expect(liveReleaseId('remote-public')).toBe(stable);
  expect(canaryOf('remote-public')).toMatchObject({ percent: 50 });

  try {
    const inside = await browserWithCohort(browser, cohortId(true));
    const outside = await browserWithCohort(browser, cohortId(false));
    for (const [page, heading] of [
      [inside, CANARY_HEADING],
      [outside, LIVE_HEADING],
    ] as const) {
      await page.goto('/');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    const ended = await rollback('remote-public');
    expect(ended.code, ended.output).toBe(0);
    expect(ended.output).toContain('is ended; every visitor is on');
    await inside.reload();
    await waitForApp(inside);
    await expect(inside.getByRole('heading', { level: 1, name: LIVE_HEADING })).toBeVisible();
  } finally {
    // Never leave a canary behind for the next journeys (a rollback without one would move the
    // stable release instead).
    if (canaryOf('remote-public')) await rollback('remote-public');
  }
});
