// Independent releases of the remotes, against the running product: a team ships, lists and rolls
// back its remote with the real commands (a real webpack build each), and the shell picks up the
// live release on the next page load; open tabs keep working; a remote built against another
// contracts major is refused by the command and, forced live, by the shell. Each journey puts
// back the live release it changed.
import { expect, test, type Page } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { watchConsole } from '../support/public-pages';
import {
  buildRemote,
  CHANGED_HEADING,
  incompatibleMessage,
  liveReleaseId,
  listReleases,
  OTHER_MAJOR,
  release,
  rollback,
  shellContractsVersion,
  type RemoteFolder,
} from '../support/releases';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// Each journey builds a remote once or twice on a shared two-core machine (a build can take
// three minutes there).
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const FALLBACK_HEADING = 'This section could not be loaded.';

const fallback = (page: Page) => page.getByRole('heading', { name: FALLBACK_HEADING });

/** Puts back the release that was live before a journey, whatever the journey left live. */
function restoring(remote: RemoteFolder) {
  let original = '';
  test.beforeAll(() => {
    original = liveReleaseId(remote);
  });
  test.afterAll(async () => {
    if (liveReleaseId(remote) !== original) expect((await rollback(remote, original)).code).toBe(0);
  });
}

/** Refused by the command with the shell's words; forced live, the shell refuses it the same way. */
async function shipIncompatible(remote: RemoteFolder) {
  const build = await buildRemote(remote, { env: { CONTRACTS_VERSION_OVERRIDE: OTHER_MAJOR } });
  const message = incompatibleMessage(remote, OTHER_MAJOR, shellContractsVersion());
  const before = liveReleaseId(remote);

  const refused = await release(remote, ['--from', build]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(message);
  expect(liveReleaseId(remote)).toBe(before);

  const forced = await release(remote, ['--from', build, '--force']);
  expect(forced.code, forced.output).toBe(0);
  expect(liveReleaseId(remote)).not.toBe(before);
  return message;
}

test.describe('shipping remote-public', () => {
  restoring('remote-public');
  const ORIGINAL_HEADING = 'Crafting Quality Garments with Precision';
  const NEW_HEADING = CHANGED_HEADING['remote-public'];

  test('a tab survives a release, a new load shows it, and a rollback brings the old heading back', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
    const before = liveReleaseId('remote-public');

    const build = await buildRemote('remote-public', { withHeading: NEW_HEADING });
    const shipped = await release('remote-public', ['--from', build]);
    expect(shipped.code, shipped.output).toBe(0);
    expect(shipped.output).toMatch(/remote-public \d{8}T\d{6}Z-[0-9a-f]{8} is live/);
    expect(shipped.output).toContain(`contracts ${shellContractsVersion()}`);
    const shippedId = liveReleaseId('remote-public');
    expect(shippedId).not.toBe(before);

    // 1. The open tab keeps working: another page of the old release, no error, no fallback.
    await page
      .getByRole('link', { name: /^about$/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(problems).toEqual([]);

    // 2. A new load gets the new release.
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();

    const listed = await listReleases('remote-public');
    expect(listed.output).toMatch(new RegExp(`live ${shippedId}`));
    expect(listed.output).toContain(before);

    // 3. Rollback: the next load shows the old heading again.
    const rolledBack = await rollback('remote-public');
    expect(rolledBack.code, rolledBack.output).toBe(0);
    // The release before the live one holds the build that was live before. Earlier journeys
    // (promote, watcher) may have re-released that build under a newer id: the id ends with the
    // build's content hash, which is what must come back.
    const buildOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);
    expect(rolledBack.output).toMatch(
      new RegExp(`remote-public \\d{8}T\\d{6}Z-${buildOf(before)} is live again`),
    );
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: ORIGINAL_HEADING })).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('4. a release built against another contracts major is refused, by the command and by the shell', async ({
    page,
  }) => {
    const message = await shipIncompatible('remote-public');
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));

    await page.goto('/about');
    await waitForApp(page);
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(errors).toContain(message);
  });
});

test.describe('shipping remote-dashboard, as a signed-in admin', () => {
  restoring('remote-dashboard');
  const NEW_HEADING = CHANGED_HEADING['remote-dashboard'];

  test('5. a tab survives a release, a new load shows it, a rollback restores it, and another contracts major is refused', async ({
    page,
  }) => {
    await watchCaptchaDrawing(page);
    await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await page.goto('/dashboard/manage-users');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const problems = watchConsole(page);

    const build = await buildRemote('remote-dashboard', { withHeading: NEW_HEADING });
    const shipped = await release('remote-dashboard', ['--from', build]);
    expect(shipped.code, shipped.output).toBe(0);

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Show Contact Data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(problems).toEqual([]);

    await page.goto('/dashboard/manage-users');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();

    expect((await rollback('remote-dashboard')).code).toBe(0);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();

    // The admin's Releases page names the live release of each remote and its contracts version.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Releases' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const dashboardRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'remote-dashboard' }) });
    await expect(dashboardRow).toContainText(liveReleaseId('remote-dashboard'));
    await expect(dashboardRow).toContainText(shellContractsVersion());
    const publicRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'remote-public' }) });
    await expect(publicRow).toContainText(liveReleaseId('remote-public'));

    const message = await shipIncompatible('remote-dashboard');
    await page.reload();
    await waitForApp(page);
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
  });
});
