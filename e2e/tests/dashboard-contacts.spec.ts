import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';
import { logIn, waitForApp, watchCaptchaDrawing } from '../support/ui';

test('a visitor sends a contact message; the admin sees it, reads it and deletes it', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const sender = {
    name: `Buyer ${id}`,
    email: `buyer-${id}@retail.example`,
    text: `We need 600 polo shirts in navy, order ${id}.`,
  };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  await waitForApp(visitor);
  await visitor.getByLabel('Your Name').fill(sender.name);
  await visitor.getByLabel('Email Address').fill(sender.email);
  await visitor.getByLabel('Message', { exact: true }).fill(sender.text);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  // Sent: the form empties itself.
  await expect(visitor.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  const admin = await (await browser.newContext()).newPage();
  // The admin reads the inbox 25 minutes later (a fixed clock in the page; its timers still run):
  // every message once said "Just now" for its first hour.
  await admin.clock.setFixedTime(new Date(Date.now() + 25 * 60_000));
  await watchCaptchaDrawing(admin);
  await logIn(admin, e2eEnv.adminEmail, e2eEnv.adminPassword);
  await admin.goto('/dashboard/showContact');
  await waitForApp(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  const list = admin.getByRole('list', { name: 'Contact messages' });
  const unreadBadge = admin.getByText(/^\d+ unread$/);
  await expect(unreadBadge).toBeVisible();
  const unreadBefore = Number((await unreadBadge.textContent())!.split(' ')[0]);
  // Newest first: the visitor's message leads the list, unread.
  const item = list.getByRole('button', {
    name: new RegExp(`^${sender.name} \\(unread\\) 25 min ago`),
  });
  await expect(list.getByRole('listitem').first()).toContainText(sender.name);
  await expect(item).toBeVisible();
  await expect(admin.getByRole('heading', { name: /^Messages \(\d+\)$/ })).toBeVisible();

  await admin.getByLabel('Search messages').fill(id);
  await expect(admin.getByRole('heading', { name: 'Messages (1)' })).toBeVisible();
  await item.click();
  const detail = admin.getByRole('article', { name: `Message from ${sender.name}` });
  await expect(detail).toContainText(sender.text);
  await expect(detail).toContainText(`${sender.name} <${sender.email}>`);
  // The reply is written here and sent by the API (notifications.spec.ts follows it to the mailbox).
  await expect(detail.getByLabel(`Your reply to ${sender.email}`)).toBeVisible();
  // Opening it marked it read, on the server too.
  const unreadAfter = unreadBefore - 1;
  if (unreadAfter > 0) await expect(admin.getByText(`${unreadAfter} unread`)).toBeVisible();
  else await expect(unreadBadge).toHaveCount(0);
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await admin.getByLabel('Search messages').fill(id);
  await expect(
    list.getByRole('button', { name: new RegExp(`^${sender.name} 25 min ago`) }),
  ).toBeVisible();

  await list.getByRole('button', { name: new RegExp(`^${sender.name}`) }).click();
  await detail.getByRole('button', { name: 'Delete' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete Message?' });
  await expect(confirm).toContainText(
    `The message from ${sender.name} will be deleted permanently.`,
  );
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  // The delete confirms in a toast that offers Undo for a while, then goes by itself.
  await expect(admin.getByRole('alert').filter({ hasText: 'Deleted!' })).toBeVisible();
  // 'No messages found' while other messages remain; 'No contact messages yet' when it was the only one.
  const gone = admin
    .getByText('No messages found')
    .or(admin.getByRole('heading', { name: 'No contact messages yet' }));
  await expect(gone).toBeVisible();

  // Gone on the server as well.
  await admin.reload();
  await waitForApp(admin);
  await admin.getByLabel('Search messages').fill(id);
  await expect(gone).toBeVisible();
});
