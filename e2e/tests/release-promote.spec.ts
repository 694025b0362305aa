// Journey 5 of issue 24: a canary of remote-public is under way; the admin promotes it from the
// Releases page; every visitor gets it, and the Activity Log has the entry. The canary is a copy
// of the live build (a release of its own, with its own id), so no build is needed.
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { canaryOf, liveReleaseId, release, rollback } from '../support/releases';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

test.describe.configure({ timeout: 240_000 });

test('5. the admin promotes a canary from the Releases page, and the audit log has the entry', async ({
  page,
}) => {
  const stable = liveReleaseId('remote-public');
  // Release ids hold the second they were made: a copy of the live build made in the second the
  // live release was made would get its id. Wait for the next second only then.
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}Z$/, 'Z');
  await expect.poll(() => stable.startsWith(stamp(new Date()))).toBe(false);
  const started = await release('remote-public', [
    '--from',
    path.join(e2eEnv.releasesDir, 'remote-public', 'releases', stable),
    '--canary',
    '10',
  ]);
  expect(started.code, started.output).toBe(0);
  const canaryId = canaryOf('remote-public')!.id;

  try {
    await watchCaptchaDrawing(page);
    await logIn(page, e2eEnv.adminEmail, e2eEnv.adminPassword);
    await page.goto('/dashboard/releases');
    await waitForApp(page);
    const row = page.getByRole('row', { name: /remote-public/ }).first();
    await expect(row).toContainText(`${canaryId} for 10% of visitors`);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /^Make live for everyone: Public site/ }).click();
    await expect(page.getByText(`${canaryId} is now live for everyone.`)).toBeVisible();
    await expect(row.locator('td[data-label="Live release"] code')).toHaveText(canaryId);
    expect(liveReleaseId('remote-public')).toBe(canaryId);
    expect(canaryOf('remote-public')).toBeUndefined();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Activity Log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    const newest = page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1);
    await expect(newest.getByRole('rowheader')).toHaveText('Promoted canary');
    await expect(newest).toContainText(e2eEnv.adminEmail);
    await expect(newest).toContainText(`remote-public ${canaryId}`);
  } finally {
    if (canaryOf('remote-public')) await rollback('remote-public');
    if (liveReleaseId('remote-public') !== stable)
      expect((await rollback('remote-public', stable)).code).toBe(0);
  }
});
