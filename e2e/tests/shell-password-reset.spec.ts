// Lost password: the reset email reaches the emulator's inbox, the member chooses a new password
// with its link, and only the new password opens the account.
import { expect, test } from '../support/fixtures';
import { completePasswordReset, countLinks, createVerifiedAccount } from '../support/auth-emulator';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { dismissDialog, logIn, submitLogin, watchCaptchaDrawing } from '../support/ui';

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a member resets a lost password through the emailed link and logs in with the new one', async ({
  page,
}) => {
  const member = newVisitor('forgetful');
  await createVerifiedAccount(member);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lost password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const sent = page.getByRole('dialog');
  await expect(sent.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(sent).toContainText(member.email);
  await expect.poll(() => countLinks(member.email, 'PASSWORD_RESET')).toBe(1);
  await dismissDialog(page);

  const newPassword = `Loom!${member.password.slice(7)}9`;
  await completePasswordReset(member.email, newPassword);

  // The old password no longer works ...
  await submitLogin(page, member.email, member.password);
  const failed = page.getByRole('dialog');
  await expect(failed.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(failed).toContainText('Incorrect email or password');
  await dismissDialog(page);

  // ... and the new one does.
  await logIn(page, member.email, newPassword);
  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).not.toBeNull();
});
