// Staged releases and their preview links, against the running product (a production build of
// the shell): a team stages a remote with the real command, opens the link it prints, and sees
// the staged release with a banner saying so, while everyone else keeps the live one; a link
// that was tampered with shows the live release.
import { expect, test, type Page } from '../support/fixtures';
import {
  buildRemote,
  CHANGED_HEADING,
  liveReleaseId,
  previewLinkIn,
  release,
  type RemoteFolder,
} from '../support/releases';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

// A real webpack build of the remote on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const LIVE_HEADING = 'Crafting Quality Garments with Precision';
// The changed build the other release journeys ship too.
const STAGED_HEADING = CHANGED_HEADING['remote-public'];
const STAGED_DASHBOARD_HEADING = CHANGED_HEADING['remote-dashboard'];

const banner = (page: Page) => page.getByRole('status', { name: 'Release preview' });
const mainHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function stage(remote: RemoteFolder) {
  const build = await buildRemote(remote, { withHeading: CHANGED_HEADING[remote] });
  const before = liveReleaseId(remote);
  const staged = await release(remote, ['--from', build, '--stage']);
  expect(staged.code, staged.output).toBe(0);
  expect(staged.output).toMatch(
    new RegExp(`${remote} \\d{8}T\\d{6}Z-[0-9a-f]{8} is staged, not live`),
  );
  // Staging moves nothing: every visitor keeps the live release.
  expect(liveReleaseId(remote)).toBe(before);
  const id = /(\d{8}T\d{6}Z-[0-9a-f]{8}) is staged/.exec(staged.output)?.[1] ?? '';
  return { link: previewLinkIn(staged.output), id };
}

test('a staged release opens through its preview link with its heading and a banner; a tampered link shows the live release', async ({
  page,
  browser,
}) => {
  const { link, id } = await stage('remote-public');

  await page.goto(link);
  await waitForApp(page);
  await expect(mainHeading(page, STAGED_HEADING)).toBeVisible();
  await expect(banner(page)).toContainText(`Previewing remote-public release ${id}`);
  // The token leaves the address bar; the browser stays pinned on the next load.
  expect(new URL(page.url()).searchParams.has('preview')).toBe(false);
  await page.reload();
  await waitForApp(page);
  await expect(mainHeading(page, STAGED_HEADING)).toBeVisible();

  // Another browser, without the link, sees the live release and no banner.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await waitForApp(visitor);
  await expect(mainHeading(visitor, LIVE_HEADING)).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);

  // A link with one character of its signature changed is refused: the live release loads.
  const tampered = new URL(link);
  const token = tampered.searchParams.get('preview') ?? '';
  tampered.searchParams.set('preview', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  const other = await browser.newPage();
  await other.goto(tampered.href);
  await waitForApp(other);
  await expect(mainHeading(other, LIVE_HEADING)).toBeVisible();
  await expect(banner(other)).toHaveCount(0);

  // Leave preview: the live release again, in the browser that was pinned.
  await page.getByRole('button', { name: 'Leave preview' }).click();
  await waitForApp(page);
  await expect(mainHeading(page, LIVE_HEADING)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('the same for remote-dashboard, as a signed-in admin: the staged Manage Users heading and the banner, then the live one', async ({
  page,
}) => {
  const { link, id } = await stage('remote-dashboard');

  await watchCaptchaDrawing(page);
  await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
  const preview = new URL(link);
  preview.pathname = '/dashboard/manage-users';
  await page.goto(preview.href);
  await waitForApp(page);
  await expect(mainHeading(page, STAGED_DASHBOARD_HEADING)).toBeVisible();
  await expect(banner(page)).toContainText(`Previewing remote-dashboard release ${id}`);

  await page.getByRole('button', { name: 'Leave preview' }).click();
  await waitForApp(page);
  await expect(mainHeading(page, 'Manage Users')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
