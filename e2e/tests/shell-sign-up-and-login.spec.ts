// A visitor becomes a member: sign-up with a photo file, the verification email, and the login
// that brings them back to where they were going. Also the invite link and an unverified login.
import path from 'node:path';
import { expect, test, type Request } from '../support/fixtures';
import { createInviter, ownRecord } from '../support/api';
import { countLinks, verifyEmail } from '../support/auth-emulator';
import { e2eEnv } from '../support/env';
import { newVisitor } from '../support/people';
import { logIn, signUp, submitLogin, watchCaptchaDrawing } from '../support/ui';

const PHOTO = path.join(__dirname, '../fixtures/profile-photo.png');

/** The claims of a JWT, to tell a Firebase ID token from the API's session token. */
function claimsOf(authorization: string | null | undefined): Record<string, unknown> {
  const token = (authorization ?? '').replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}');
}

const isCall = (request: Request, method: string, pathname: string) =>
  request.method() === method &&
  request.url().startsWith(e2eEnv.apiUrl) &&
  new URL(request.url()).pathname === pathname;

test.beforeEach(async ({ page }) => {
  await watchCaptchaDrawing(page);
});

test('a visitor signs up with a photo file, verifies the email, and the login returns them to the page they asked for', async ({
  page,
}) => {
  const visitor = newVisitor('photo');
  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (isCall(request, 'POST', '/images')) uploads.push(request);
  });

  await signUp(page, visitor, { photoFile: PHOTO });

  // The photo went up once, with the new account's own Firebase ID token.
  expect(uploads).toHaveLength(1);
  const claims = claimsOf(await uploads[0].headerValue('authorization'));
  expect(claims.iss).toBe(`https://securetoken.google.com/${e2eEnv.projectId}`);
  expect(claims.email).toBe(visitor.email);

  await verifyEmail(visitor.email);

  // The dashboard is behind the guard: to the login page, then back to the page asked for.
  await page.goto('/dashboard/Profile');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, visitor.email, visitor.password);
  await expect(page).toHaveURL(/\/dashboard\/Profile$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${visitor.name}` })).toBeVisible();

  // The uploaded photo is the member's picture, served by the API.
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const record = await ownRecord(token ?? '');
  expect(record.name).toBe(visitor.name);
  expect(record.photoURL?.startsWith(`${e2eEnv.apiUrl}/images/`)).toBe(true);
  const pictures = page.getByRole('img', { name: `${visitor.name}'s profile photo` });
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', record.photoURL ?? '');
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(48);
  }
});

test('an unverified email is refused at login, with a way to have the link sent again', async ({
  page,
}) => {
  const visitor = newVisitor('unverified');
  await signUp(page, visitor);
  const linksBefore = await countLinks(visitor.email, 'VERIFY_EMAIL');
  expect(linksBefore).toBe(1);

  await submitLogin(page, visitor.email, visitor.password);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Email Not Verified' })).toBeVisible();
  await expect(dialog).toContainText('Please verify your email before logging in.');
  await dialog.getByRole('button', { name: 'Resend verification email' }).click();

  await expect(
    page.getByText(`A new verification link was sent to ${visitor.email}.`),
  ).toBeVisible();
  await expect.poll(() => countLinks(visitor.email, 'VERIFY_EMAIL')).toBe(2);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  // The new link works: the same login now succeeds.
  await verifyEmail(visitor.email);
  await logIn(page, visitor.email, visitor.password);
  await expect(page).toHaveURL(new RegExp(`${e2eEnv.shellUrl}/?$`));
});

test('an invite link keeps its code, and the sign-up that follows tells the API who invited them', async ({
  page,
}) => {
  const { refCode, partnersCount } = await createInviter('inviter');

  const sentRefCodes: unknown[] = [];
  page.on('request', (request) => {
    if (isCall(request, 'POST', '/users'))
      sentRefCodes.push((request.postDataJSON() as { refCode?: string }).refCode);
  });

  await page.goto(`/invite/${refCode}`);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('invite-ref'))).toBe(refCode);

  await signUp(page, newVisitor('invitee'));
  expect(sentRefCodes).toEqual([refCode]);
  expect(await page.evaluate(() => localStorage.getItem('invite-ref'))).toBeNull();
  expect(await partnersCount()).toBe(1);
});
